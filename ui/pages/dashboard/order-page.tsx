import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAuth } from '../../auth/auth-context';
import { useDocumentTitle } from '../../components/page-shell';
import { AdminOrderPanel } from '../../admin/admin-order-panel';
import { OrderView } from '../../orders/order-view';
import { orderKeys } from '../../queries/orders';

const route = getRouteApi('/dashboard/order/$id');

/** /dashboard/order/{id}: one order, its timeline and what its owner can do; admins may open any order. */
export function OrderPage() {
  const { id } = route.useParams();
  const { user, isAdmin } = useAuth();
  const navigate = useNavigate();
  useDocumentTitle('Order');
  if (!user) return null;
  return (
    <OrderView
      key={id}
      id={id}
      viewerId={user.id}
      adminPanel={isAdmin ? (order) => <AdminOrderPanel order={order} detailKey={orderKeys.detail(id)} /> : undefined}
      onDeleted={() => void navigate({ to: '/dashboard', replace: true })}
    />
  );
}
