import { Navigate, useNavigate } from '@tanstack/react-router';
import { useAuth } from '../../auth/auth-context';
import { useDocumentTitle } from '../../components/page-shell';
import { MyOrders } from '../../orders/my-orders';
import { adminMenu } from './dashboard-menu';

/** /dashboard: the signed-in user's orders; a refused session signs them out and goes home. */
export function MyOrdersPage() {
  const { user, isAdmin, send } = useAuth();
  const navigate = useNavigate();
  useDocumentTitle('My Orders');
  if (!user) return null;
  // An admin's menu has no My Order: their dashboard opens on its first item.
  if (isAdmin) return <Navigate to={adminMenu[0].to} replace />;
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
