import type { Order } from '../../core/domain/order';
import { shopActor, type NewOrderEvent, type OrderActor, type OrderEvent } from '../../core/domain/order-event';
import { refundableAmount } from '../../core/domain/order-refund';
import { sampleAdmin } from './people';

// What happened to the sample orders, as their pages' timelines show it.

const HOUR = 3_600_000;
const later = (iso: string, hours: number) => new Date(new Date(iso).getTime() + hours * HOUR).toISOString();

const admin: OrderActor = { id: sampleAdmin.id, name: sampleAdmin.displayName, role: 'admin' };
const ownerOf = (order: Order): OrderActor => ({ id: order.customerId, name: order.customerName, role: 'customer' });

/** Events of one order, an hour or more apart from its placing, in the order given. */
export const eventsOf = (order: Order, steps: readonly (NewOrderEvent & { hours: number })[]): OrderEvent[] =>
  steps.map(({ hours, type, actor, details }, i) => ({ _id: `${order._id}-event-${i}`, orderId: order._id, type, at: later(order.placedAt, hours), actor, details: details ?? {} }));

/** The timeline an order's own fields tell: placed, then paid (or its payment on account recorded), a cancellation asked for, cancelled and refunded, or shipped. */
export function timelineOf(order: Order): OrderEvent[] {
  const owner = ownerOf(order);
  const steps: (NewOrderEvent & { hours: number })[] = [{ hours: 0, type: 'placed', actor: owner, details: { units: order.quantity } }];
  // Bought on account, it takes no card: its payment is recorded by an admin when the money arrives.
  if (order.paymentDueAt) {
    if (order.settledAt) steps.push({ hours: (Date.parse(order.settledAt) - Date.parse(order.placedAt)) / 3_600_000, type: 'payment_recorded', actor: admin, details: { transactionId: order.paymentReference ?? undefined } });
  } else if (order.paid) {
    steps.push({ hours: 0.1, type: 'payment_started', actor: owner });
    // A payment confirmed late (the provider's webhook) after the held units went back: paid, and short of stock.
    steps.push({ hours: 0.2, type: 'paid', actor: order.shortOfStock ? shopActor : owner, details: { transactionId: order.transactionId ?? undefined } });
    if (order.shortOfStock) steps.push({ hours: 0.2, type: 'short_of_stock', actor: shopActor, details: { units: order.quantity } });
  }
  if (order.cancellationRequested || (order.cancelledAt && order.paid)) steps.push({ hours: 20, type: 'cancellation_requested', actor: owner, details: { text: 'Ordered the wrong size: I need the 12 mm set.' } });
  if (order.cancelledAt) {
    steps.push({ hours: 26, type: 'cancelled', actor: admin, details: { units: order.quantity } });
    // What the cancellation gave back, as the shop records it: what was left of the payment, in cents with VAT.
    if (order.refundId) steps.push({ hours: 26.01, type: 'refunded', actor: admin, details: { refundId: order.refundId, amount: refundableAmount(order) } });
  }
  if (order.shipped) steps.push({ hours: 30, type: 'shipped', actor: admin, details: { carrier: order.carrier, trackingNumber: order.trackingNumber } });
  return eventsOf(order, steps);
}
