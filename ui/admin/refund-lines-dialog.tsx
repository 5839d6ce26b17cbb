import { valibotResolver } from '@hookform/resolvers/valibot';
import type { QueryKey } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch, type FieldError, type UseFormRegister } from 'react-hook-form';
import { fulfilmentMessages } from '../../core/domain/fulfilment-messages';
import type { Order } from '../../core/domain/order';
import type { OrderLine } from '../../core/domain/order-line';
import { amountOf, refundedUnits, unrefundedLines, type LineRefundRequest } from '../../core/domain/order-refund';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Checkbox } from '../components/checkbox';
import { Dialog } from '../components/dialog';
import { TextField } from '../components/text-field';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { formatCount, formatPrice } from '../format';
import { PartNumber } from '../components/part-number';
import { LineRefunded } from '../orders/order-lines';
import { useRefundLines } from '../queries/admin';
import { chosenSoFar, refundFormSchema, type RefundFormValues } from './refund-form';
import { formatCents } from '../../core/domain/money';

export const refundText = {
  title: (order: Pick<Order, 'number'>) => `Refund items of ${order.number}`,
  description: "Choose how many units of each line go back to the customer's card, at the prices they were bought at. The customer is emailed what went back.",
  units: 'Refund',
  restock: 'The goods came back: return their units to stock',
  amount: 'Goes back to the card',
  submit: (cents: number) => `Refund ${formatCents(cents)}`,
} as const;

export interface RefundLinesDialogProps {
  order: Order;
  open: boolean;
  onClose(): void;
  /** The order page's query, read afresh once the refund is made. */
  detailKey?: QueryKey;
}

/** Refunds some units of some lines to the customer's card, the amount shown as the admin chooses, and their units back to stock when the goods came back. */
export function RefundLinesDialog({ order, open, onClose, detailKey }: RefundLinesDialogProps) {
  const toast = useToast();
  const refund = useRefundLines(detailKey);
  const formId = useId();
  const left = unrefundedLines(order).map((line) => line.quantity);
  const empty: RefundFormValues = { quantities: left.map(() => '0'), restock: false };
  const { register, handleSubmit, control, reset, formState } = useForm<RefundFormValues, unknown, LineRefundRequest>({
    resolver: valibotResolver(refundFormSchema(left)),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const quantities = useWatch({ control, name: 'quantities' });
  const amount = amountOf(order, chosenSoFar(left, quantities));
  const busy = formState.isSubmitting;

  const close = () => {
    refund.reset();
    reset(empty);
    onClose();
  };

  const submit = async (request: LineRefundRequest) => {
    try {
      const refunded = await refund.mutateAsync({ id: order._id, ...request });
      // The amount the server refunded: its own refund, the order's last.
      toast.success(fulfilmentMessages.refunded(refunded, refunded.refunds.at(-1)?.amount ?? amountOf(order, request.lines)));
      close();
    } catch {
      // Said in the dialog, which stays open: the admin may choose again.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={refundText.title(order)}
      description={refundText.description}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={amount === 0}>
            {refundText.submit(amount)}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate aria-label="Refund" onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-4">
        <ul aria-label="Lines" className="flex flex-col border-t border-line">
          {order.lines.map((line, i) => (
            <LineToRefund key={i} line={line} index={i} refunded={refundedUnits(order).get(i + 1) ?? 0} register={register} error={formState.errors.quantities?.[i]} busy={busy} />
          ))}
        </ul>
        <Checkbox label={refundText.restock} hint={fulfilmentMessages.restockHint} disabled={busy} {...register('restock')} />
        <p className="flex items-baseline justify-between gap-3 rounded-lg bg-canvas px-3 py-2">
          <span className="text-sm font-semibold text-ink-soft">{refundText.amount}</span>
          <output aria-live="polite" className="text-lg font-bold text-ink tabular-nums">
            {formatCents(amount)}
          </output>
        </p>
        {refund.isError && <Alert>{messageOf(refund.error)}</Alert>}
      </form>
    </Dialog>
  );
}

interface LineToRefundProps {
  line: OrderLine;
  index: number;
  /** Units of the line refunded already (or being refunded). */
  refunded: number;
  register: UseFormRegister<RefundFormValues>;
  error?: FieldError;
  busy: boolean;
}

/** One line: its product, what was bought and refunded, and the units to refund now (none to give once it is refunded in full). */
function LineToRefund({ line, index, refunded, register, error, busy }: LineToRefundProps) {
  const errorId = useId();
  const done = refunded >= line.quantity;
  return (
    <li className="flex flex-col gap-2 border-b border-line py-3">
      <div className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-ink">{line.name}</p>
          {line.partNumber && <PartNumber partNumber={line.partNumber} className="block" />}
          <p className="text-sm text-muted tabular-nums">
            Bought {formatCount(line.quantity)} at {formatPrice(line.unitPrice)}
          </p>
          {refunded > 0 && <LineRefunded refunded={refunded} bought={line.quantity} className="block text-sm" />}
        </div>
        <div className="w-24 shrink-0">
          <TextField
            label={
              <>
                {refundText.units}
                <span className="sr-only"> units of {line.name}</span>
              </>
            }
            type="number"
            inputMode="numeric"
            min={0}
            max={line.quantity - refunded}
            step={1}
            readOnly={busy}
            className="text-right tabular-nums"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...register(`quantities.${index}`, { disabled: done })}
          />
        </div>
      </div>
      {error?.message && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error.message}
        </p>
      )}
    </li>
  );
}
