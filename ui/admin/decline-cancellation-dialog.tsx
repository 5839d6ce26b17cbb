import { valibotResolver } from '@hookform/resolvers/valibot';
import type { QueryKey } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { fulfilmentMessages } from '../../core/domain/fulfilment-messages';
import { declineCancellationSchema, type Order } from '../../core/domain/order';
import { Dialog } from '../components/dialog';
import { FormActions } from '../components/form-actions';
import { TextArea } from '../components/text-field';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { useDeclineCancellation } from '../queries/admin';

type DeclineForm = v.InferInput<typeof declineCancellationSchema>;

export interface DeclineCancellationDialogProps {
  /** The order whose customer asked to cancel it; the dialog is closed without one. */
  order: Order | null;
  onClose(): void;
  /** The order page's query, read afresh once the request is declined. */
  detailKey?: QueryKey;
}

/** Declines a customer's request to cancel, saying why: the customer sees the reason on the order, and is emailed it if they have confirmed their email address. */
export function DeclineCancellationDialog({ order, onClose, detailKey }: DeclineCancellationDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? `Decline the cancellation of ${order.number}?` : 'Decline the cancellation'}
      description="The order stays and can ship. The customer sees your reason on the order, and is emailed it if they have confirmed their email address."
    >
      {order && <ReasonField key={order._id} order={order} onClose={onClose} detailKey={detailKey} />}
    </Dialog>
  );
}

function ReasonField({ order, onClose, detailKey }: { order: Order; onClose(): void; detailKey?: QueryKey }) {
  const toast = useToast();
  const decline = useDeclineCancellation(detailKey);
  const { register, handleSubmit, formState } = useForm<DeclineForm, unknown, v.InferOutput<typeof declineCancellationSchema>>({
    resolver: valibotResolver(declineCancellationSchema),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const submit = async ({ reason }: { reason: string }) => {
    try {
      toast.success(fulfilmentMessages.declined(await decline.mutateAsync({ id: order._id, reason })));
    } catch (error) {
      toast.error(messageOf(error));
    }
    onClose();
  };

  return (
    <form noValidate aria-label="Decline the cancellation" onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-5">
      <TextArea label="Why is it declined?" rows={4} readOnly={isSubmitting} error={errors.reason?.message} {...register('reason')} />
      <FormActions submitting={isSubmitting} onCancel={onClose}>
        Decline the cancellation
      </FormActions>
    </form>
  );
}
