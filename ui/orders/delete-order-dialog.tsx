import { messages } from '../../core/domain/messages';
import type { Order } from '../../core/domain/order';
import { contentsOf } from '../../core/domain/order-contents';
import { ConfirmDialog } from '../components/dialog';
import { useToast } from '../components/toast';
import { useDeleteOrder } from '../queries/orders';
import { messageOf } from '../error-message';
import { totalWords } from '../../core/domain/tax';

export interface DeleteOrderDialogProps {
  /** The order asked about; null while the dialog is closed. */
  order: Order | null;
  /** Whose list it leaves: the signed-in customer's email (the order's own by default). */
  customer?: string;
  onClose(): void;
  /** After the order is deleted (its toast shown). */
  onDeleted?(order: Order): void;
}

/** Asks before deleting an unpaid order, deletes it and says so: My Orders and the order page share it. */
export function DeleteOrderDialog({ order, customer, onClose, onDeleted }: DeleteOrderDialogProps) {
  const toast = useToast();
  const deleteOrder = useDeleteOrder(customer ?? order?.customerEmail ?? '');

  const remove = async (chosen: Order) => {
    try {
      await deleteOrder.mutateAsync(chosen._id);
      toast.success(messages.deletedSuccessfully(chosen.productName));
      onDeleted?.(chosen);
    } catch (error) {
      toast.error(messageOf(error, messages.orderFailed));
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this order?"
      description={
        order && (
          <>
            {contentsOf(order.lines)} ({totalWords(order)}) will be removed. This cannot be undone.
          </>
        )
      }
      confirmLabel="Delete"
      busy={deleteOrder.isPending}
      onConfirm={() => order && void remove(order)}
    />
  );
}
