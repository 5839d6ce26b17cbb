import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { onAccountMessages, paymentRecordSchema } from '../../core/domain/on-account';
import type { Order } from '../../core/domain/order';
import { Dialog } from '../components/dialog';
import { FormActions } from '../components/form-actions';
import { TextField } from '../components/text-field';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { formatDate } from '../format';
import { useRecordPaymentOnAccount } from '../queries/admin';
import { totalWords } from '../../core/domain/tax';

type PaymentForm = v.InferInput<typeof paymentRecordSchema>;

export interface RecordPaymentDialogProps {
  /** The order bought on account whose money arrived; the dialog is closed without one. */
  order: Order | null;
  onClose(): void;
  /** The order page's query, read afresh once the payment is recorded. */
  detailKey?: QueryKey;
}

/** Records that an order bought on account is paid, with the reference the bank statement shows. */
export function RecordPaymentDialog({ order, onClose, detailKey }: RecordPaymentDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? `Record the payment of ${order.number}` : 'Record a payment'}
      description={order && `${totalWords(order)} from ${order.customerName || order.customerEmail}, due ${formatDate(order.paymentDueAt!)}`}
    >
      {/* Keyed by order: each one opens with an empty field. */}
      {order && <ReferenceField key={order._id} order={order} onClose={onClose} detailKey={detailKey} />}
    </Dialog>
  );
}

function ReferenceField({ order, onClose, detailKey }: { order: Order; onClose(): void; detailKey?: QueryKey }) {
  const toast = useToast();
  const client = useQueryClient();
  const record = useRecordPaymentOnAccount(detailKey);
  const { register, handleSubmit, formState, setError } = useForm<PaymentForm, unknown, v.InferOutput<typeof paymentRecordSchema>>({
    resolver: valibotResolver(paymentRecordSchema),
    defaultValues: { reference: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const submit = async ({ reference }: { reference: string }) => {
    try {
      await record.mutateAsync({ id: order._id, reference });
      toast.success(onAccountMessages.recorded(order.number));
      onClose();
    } catch (error) {
      // Kept open with the reference typed; a refusal (recorded or cancelled meanwhile) means the page is out of date.
      setError('root.server', { message: messageOf(error) });
      if (detailKey) void client.invalidateQueries({ queryKey: detailKey });
    }
  };

  const refusal = errors.root?.server?.message;
  return (
    <form noValidate aria-label="Payment" onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-5">
      <TextField label="Bank reference" hint="As the bank statement shows it" autoComplete="off" spellCheck={false} readOnly={isSubmitting} error={errors.reference?.message} {...register('reference')} />
      {refusal && (
        <p role="alert" className="text-sm font-medium wrap-anywhere text-danger">
          {refusal}
        </p>
      )}
      <FormActions submitting={isSubmitting} onCancel={onClose}>
        Record payment
      </FormActions>
    </form>
  );
}
