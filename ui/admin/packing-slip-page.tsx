import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../components/button';
import { ErrorState, LoadingState } from '../components/states';
import { messageOf } from '../error-message';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { PackingSlip } from './packing-slip';

/** The slip's order, as it stands now. */
const slipKey = (id: string) => ['admin', 'packing-slip', id] as const;

/** /dashboard/order/{id}/slip: an order's packing slip, to print. */
export function PackingSlipScreen({ id }: { id: string }) {
  const api = useService(UI_TOKENS.OrdersApi);
  const order = useQuery({ queryKey: slipKey(id), queryFn: () => api.getOrder(id) });
  const tryAgain = useTryAgain(slipKey(id));
  if (order.isError) return <ErrorState title="The packing slip could not be made" message={messageOf(order.error)} onRetry={tryAgain} />;
  if (order.isPending) return <LoadingState label="Loading the order" waiting={order.isFetching} />;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Link to="/dashboard/manageOrders" className={buttonClass('ghost', 'sm')}>
          ← Manage All Orders
        </Link>
      </div>
      <PackingSlip order={order.data} />
    </div>
  );
}
