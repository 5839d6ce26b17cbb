import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { fulfilmentMessages } from '../../core/domain/fulfilment-messages';
import { boughtOnAccount, overdue, owedOnAccount } from '../../core/domain/on-account';
import type { Order } from '../../core/domain/order';
import { may } from '../../core/domain/order-life-cycle';
import { refundableAmount, refundLeftUnfinished, refundUnderWay, unrefundedLines } from '../../core/domain/order-refund';
import { Button } from '../components/button';
import { cx } from '../components/cx';
import { ConfirmDialog } from '../components/dialog';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { formatDate } from '../format';
import { useCancelOrder } from '../queries/admin';
import { DeclineCancellationDialog } from './decline-cancellation-dialog';
import { PackingSlipLink } from './order-links';
import { RefundLinesDialog } from './refund-lines-dialog';
import { OrderNoteForm } from './order-note-form';
import { RecordPaymentDialog } from './record-payment-dialog';
import { ShipOrderDialog } from './ship-order-dialog';

/** Where the money of an order bought on account stands; null for an order paid by card. */
function onAccountWords(order: Order): { said: string; late: boolean } | null {
  if (!boughtOnAccount(order)) return null;
  if (order.settledAt) return { said: `Paid on account ${formatDate(order.settledAt)}, reference ${order.paymentReference}`, late: false };
  if (!owedOnAccount(order)) return { said: 'On account, cancelled before it was paid', late: false };
  const due = formatDate(order.paymentDueAt!);
  return overdue(order) ? { said: `Overdue since ${due}`, late: true } : { said: `On account: due ${due}`, late: false };
}

export interface AdminOrderPanelProps {
  order: Order;
  /** The order page's query: read afresh after every action here. */
  detailKey?: QueryKey;
}

/** What an admin does on an order's page: ship it, decide a cancellation, cancel it, refund some of its items, record a payment on account, print its slip, keep notes. */
export function AdminOrderPanel({ order, detailKey }: AdminOrderPanelProps) {
  const toast = useToast();
  const [shipping, setShipping] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(detailKey);
  const [declining, setDeclining] = useState(false);
  const requested = order.cancellationRequested && !order.cancelledAt;
  const [refunding, setRefunding] = useState(false);
  const underWay = refundUnderWay(order);
  // A refund left by a server that stopped is finished by the next one: the button stays.
  const leftUnfinished = refundLeftUnfinished(order);
  const [recording, setRecording] = useState(false);
  const onAccount = onAccountWords(order);
  // An order on account took no card payment: it has nothing to refund by card.
  const refundable = !boughtOnAccount(order) && may('refundLines', order) && refundableAmount(order) > 0 && unrefundedLines(order).some((line) => line.quantity > 0);

  const run = async (action: () => Promise<Order>, said: (order: Order) => string) => {
    try {
      toast.success(said(await action()));
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  const cancelNow = async () => {
    await run(() => cancel.mutateAsync(order._id), fulfilmentMessages.cancelled);
    setConfirming(false);
  };

  return (
    <section aria-labelledby="admin-order-panel" className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-card">
      <h2 id="admin-order-panel" className="text-lg font-bold text-ink">
        For admins
      </h2>
      {requested && (
        <p role="note" className="rounded-lg border border-orange-200 bg-brand-soft px-3 py-2 text-sm text-brand-strong">
          The customer has asked to cancel this order.
        </p>
      )}
      {underWay && (
        <p role="note" className="rounded-lg border border-line bg-canvas px-3 py-2 text-sm text-ink-soft">
          {leftUnfinished ? fulfilmentMessages.refundLeftUnfinished(underWay.amount) : fulfilmentMessages.refundUnderWay(underWay.amount)}
        </p>
      )}
      {onAccount && (
        <p className={cx('rounded-lg border px-3 py-2 text-sm wrap-anywhere', onAccount.late ? 'border-red-200 bg-danger-soft font-semibold text-danger' : 'border-line bg-canvas text-ink-soft')}>
          {onAccount.said}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {may('ship', order) && <Button onClick={() => setShipping(true)}>Ship</Button>}
        {requested && (
          <>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Approve cancellation
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(true)}>
              Decline
            </Button>
          </>
        )}
        {!requested && may('cancel', order) && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Cancel order
          </Button>
        )}
        {refundable && (!underWay || leftUnfinished) && (
          <Button variant="secondary" onClick={() => setRefunding(true)}>
            Refund items
          </Button>
        )}
        {owedOnAccount(order) && may('recordPayment', order) && (
          <Button variant="secondary" onClick={() => setRecording(true)}>
            Record payment
          </Button>
        )}
        <PackingSlipLink order={order} look="button" />
      </div>
      <OrderNoteForm order={order} detailKey={detailKey} />

      <ShipOrderDialog order={shipping ? order : null} onClose={() => setShipping(false)} detailKey={detailKey} />
      <RefundLinesDialog order={order} open={refunding} onClose={() => setRefunding(false)} detailKey={detailKey} />
      <RecordPaymentDialog order={recording ? order : null} onClose={() => setRecording(false)} detailKey={detailKey} />
      <DeclineCancellationDialog order={declining ? order : null} onClose={() => setDeclining(false)} detailKey={detailKey} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={requested ? `Approve the cancellation of ${order.number}?` : `Cancel ${order.number}?`}
        description={fulfilmentMessages.cancelWarning(order)}
        confirmLabel={requested ? 'Approve and cancel' : 'Cancel order'}
        onConfirm={() => void cancelNow()}
        busy={cancel.isPending}
      />
    </section>
  );
}
