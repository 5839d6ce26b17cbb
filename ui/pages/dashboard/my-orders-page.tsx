import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '../../auth/auth-context';
import { useDocumentTitle } from '../../components/page-shell';
import { MyOrders } from '../../orders/my-orders';

/** /dashboard: the signed-in user's orders; a refused session signs them out and goes home. */
export function MyOrdersPage() {
  const { user, send } = useAuth();
  const navigate = useNavigate();
  useDocumentTitle('My Orders');
  if (!user) return null;
  return (
    <MyOrders
      customer={user.email}
      onSessionRefused={() => {
        send({ type: 'SIGN_OUT' });
        void navigate({ to: '/', replace: true });
      }}
    />
  );
}
