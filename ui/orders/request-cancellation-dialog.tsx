import { useState } from 'react';
import { NOTE_MAX_LENGTH, type Order } from '../../core/domain/order';
import { contentsOf } from '../../core/domain/order-contents';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { TextArea } from '../components/text-field';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { useRequestCancellation } from '../queries/orders';
import { totalWords } from '../../core/domain/tax';

export const cancellationText = {
  title: 'Ask to cancel this order?',
  reason: 'Reason (optional)',
  reasonHint: 'It helps the shop decide, and stays on the order’s timeline.',
  confirm: 'Request cancellation',
  keep: 'Keep the order',
  sent: 'Your cancellation request is sent: the shop will approve or decline it',
} as const;

export interface RequestCancellationDialogProps {
  /** The order asked about; null while the dialog is closed. */
  order: Order | null;
  onClose(): void;
}

/** Asks the owner to confirm a cancellation request, with an optional reason; an admin approves (and refunds) or declines it. */
export function RequestCancellationDialog({ order, onClose }: RequestCancellationDialogProps) {
  const toast = useToast();
  const request = useRequestCancellation();
  const [reason, setReason] = useState('');

  const close = () => {
    request.reset();
    setReason('');
    onClose();
  };

  const send = async (chosen: Order) => {
    try {
      await request.mutateAsync({ id: chosen._id, reason });
      toast.success(cancellationText.sent);
      close();
    } catch {
      // Said in the dialog, which stays open to try again.
    }
  };

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => !open && close()}
      title={cancellationText.title}
      description={order && <>{contentsOf(order.lines)}: if the shop approves, the full {totalWords(order)} is refunded to your card.</>}
      busy={request.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={request.isPending}>
            {cancellationText.keep}
          </Button>
          <Button variant="danger" busy={request.isPending} onClick={() => order && void send(order)}>
            {cancellationText.confirm}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <TextArea
          label={cancellationText.reason}
          hint={cancellationText.reasonHint}
          value={reason}
          maxLength={NOTE_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
          disabled={request.isPending}
        />
        {request.isError && <Alert>{messageOf(request.error)}</Alert>}
      </div>
    </Dialog>
  );
}
