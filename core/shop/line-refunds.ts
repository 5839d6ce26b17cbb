import { auditActorOf } from '../domain/audit';
import { orderMessages, type Order } from '../domain/order';
import { actorOf } from '../domain/order-event';
import { nextRefundKey, refundLeftUnfinished, refundMessages, type LineRefund, type LineRefundRequest } from '../domain/order-refund';
import type { OrderRepository } from '../ports/driven/order-repository';
import type { PaymentProcessor } from '../ports/driven/payment-processor';
import type { ShopMetrics } from '../ports/driven/shop-metrics';
import { conflict } from './errors';
import { noMetrics } from './no-metrics';
import type { OrderMail } from './order-mail';
import { OrderChanges } from './order-rules';
import type { Admin } from './permissions';
import { findRecord } from './records';
import { demoDrafter, type DocumentDrafter } from './document-drafts';

// Each round lost to another admin's refund means one was made meanwhile: a few rounds settle any real contention.
const ROUNDS = 5;

/**
 * Refunds of some units of some lines, by an admin: for goods sent back, or short, or damaged.
 * Each is recorded on the order as under way before the provider is asked (so two admins run one),
 * under a key the provider makes it once by: the order's n-th refund. Its units go back to stock
 * only when the admin says the goods came back.
 */
export class LineRefunds {
  private readonly changes: OrderChanges;

  constructor(
    private readonly orders: OrderRepository,
    private readonly processor: Pick<PaymentProcessor, 'refund'>,
    private readonly mail: Pick<OrderMail, 'forOwnerOf'>,
    private readonly now: () => Date = () => new Date(),
    private readonly metrics: Pick<ShopMetrics, 'refundRecorded'> = noMetrics,
    /** Drafts the credit note a refund issues. */
    drafts: DocumentDrafter = demoDrafter,
  ) {
    this.changes = new OrderChanges(orders, now, drafts);
  }

  async refundLines(admin: Admin, orderId: string, request: LineRefundRequest): Promise<Order> {
    let order = await this.finishAbandoned(admin, await this.findOrder(orderId));
    for (let round = 0; round < ROUNDS; round++) {
      // The same n-th refund asked again (after the provider failed, or by a second admin) has the same key.
      const key = nextRefundKey(order);
      const claimed = await this.changes.attempt('refundLines', order, { ...request, key, now: this.now() });
      if ('order' in claimed) return this.complete(admin, claimed.order, claimed.order.refunds.find((refund) => refund.key === key)!);
      // A refund takes no units: the one other answer is a refusal.
      if (!('refused' in claimed)) throw conflict(orderMessages.changedMeanwhile);
      // Another admin's refund was made since the order was read: this one is the next, on the order as it is now.
      if (claimed.refused !== refundMessages.keyTaken) throw conflict(claimed.refused);
      order = await this.findOrder(orderId);
    }
    throw conflict(orderMessages.changedMeanwhile);
  }

  /** A refund left under way by a server that stopped is made (or found made) by its key, then recorded. */
  private async finishAbandoned(admin: Admin, order: Order): Promise<Order> {
    const left = refundLeftUnfinished(order, this.now());
    return left ? this.complete(admin, order, left) : order;
  }

  private async complete(admin: Admin, order: Order, refund: LineRefund): Promise<Order> {
    let made: { id: string };
    try {
      made = await this.processor.refund({ intentId: order.transactionId!, amount: refund.amount, key: refund.key });
    } catch (error) {
      // Not made: it is forgotten, and may be asked for again under the same key.
      await this.changes.attempt('abandonRefund', order, { key: refund.key });
      throw error;
    }
    const mail = await this.mail.forOwnerOf(order);
    const done = await this.changes.attempt('completeRefund', order, { actor: actorOf(admin), key: refund.key, refundId: made.id }, mail.refunded(refund), { by: auditActorOf(admin) });
    if (!('order' in done)) throw conflict(orderMessages.changedMeanwhile);
    this.metrics.refundRecorded();
    return done.order;
  }

  private findOrder(id: string): Promise<Order> {
    return findRecord((orderId) => this.orders.findById(orderId), id, 'order');
  }
}
