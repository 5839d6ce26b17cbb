import type { Order } from '../../core/domain/order';
import type { OrderActor } from '../../core/domain/order-event';
import { STALE_CANCELLATION_MS, type RefundRecord } from '../../core/domain/order-life-cycle';
import type { MailFor, OrderRepository } from '../../core/ports/driven/order-repository';
import { OrderChanges } from '../../core/shop/order-rules';

/**
 * The steps of an order's life, each decided by the life cycle's table and applied by the
 * repository (as the use cases do), for tests that drive a repository directly: null (or false)
 * where the table refuses.
 */
export function orderSteps(orders: OrderRepository, now: () => Date = () => new Date()) {
  const changes = new OrderChanges(orders, now);
  const current = (id: string) => orders.findById(id);
  const orNull = async (result: ReturnType<OrderChanges['attempt']>) => {
    const done = await result;
    return 'order' in done ? done.order : null;
  };
  return {
    changes,
    async markPaid(id: string, transactionId: string, actor: OrderActor, mail?: MailFor) {
      const order = await current(id);
      const done = order && (await changes.attempt('pay', order, { transactionId, actor }, mail));
      return done && 'order' in done ? done : null;
    },
    async deleteUnpaid(id: string) {
      const order = await current(id);
      return !!order && 'order' in (await changes.attempt('deleteUnpaid', order, {}));
    },
    async holdAgain(id: string, until: Date): Promise<Order | null> {
      const order = await current(id);
      if (!order) return null;
      if (order.holdExpiresAt && !order.paid) return order;
      return orNull(changes.attempt('holdAgain', order, { until }));
    },
    async releaseExpiredHolds(at: Date) {
      const released: string[] = [];
      for (const order of await orders.lapsedHolds(at)) if ('order' in (await changes.attempt('holdExpired', order, { now: at }))) released.push(order._id);
      return released;
    },
    async markShipped(id: string, actor: OrderActor, shipment: { carrier: string | null; trackingNumber: string | null }, mail?: MailFor) {
      const order = await current(id);
      return order && orNull(changes.attempt('ship', order, { actor, ...shipment }, mail));
    },
    async requestCancellation(id: string, actor: OrderActor, reason: string, mail?: MailFor) {
      const order = await current(id);
      return order && orNull(changes.attempt('requestCancellation', order, { actor, reason }, mail));
    },
    async declineCancellation(id: string, actor: OrderActor, reason: string, mail?: MailFor) {
      const order = await current(id);
      return order && orNull(changes.attempt('declineCancellation', order, { actor, reason }, mail));
    },
    /** Begins the cancellation; one begun before `staleBefore` counts as abandoned and is taken over. */
    async claimCancellation(id: string, staleBefore: Date) {
      const order = await current(id);
      const at = new Date(staleBefore.getTime() + STALE_CANCELLATION_MS);
      return order && orNull(new OrderChanges(orders, () => at).attempt('cancel', order, { now: now() }));
    },
    async releaseCancellationClaim(id: string) {
      const order = await current(id);
      if (order) await changes.attempt('abandonCancellation', order, {});
    },
    async completeCancellation(id: string, actor: OrderActor, refund: RefundRecord | null, mail?: MailFor) {
      return changes.make('completeCancellation', (await current(id))!, { actor, refund, now: now() }, mail);
    },
  };
}
