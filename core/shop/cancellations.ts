import { auditActorOf } from '../domain/audit';
import { orderMessages, type Order } from '../domain/order';
import { boughtOnAccount } from '../domain/on-account';
import { OrderChanges, requireAllowed } from './order-rules';
import { actorOf } from '../domain/order-event';
import type { User } from '../domain/user';
import type { OrderRepository } from '../ports/driven/order-repository';
import { conflict } from './errors';
import type { OrderMail } from './order-mail';
import type { Payments } from './payments';
import { requireOwner, type Admin } from './permissions';
import { findRecord } from './records';
import type { ShopMetrics } from '../ports/driven/shop-metrics';
import { noMetrics } from './no-metrics';
import { demoDrafter, type DocumentDrafter } from './document-drafts';

/**
 * Cancelling orders. A customer asks to cancel a paid order that has not shipped; an admin
 * approves or declines, or cancels on their own. Cancelling returns the units to stock and
 * refunds a paid order in full, once: the cancellation begins first (a state of the life cycle),
 * so two admins pressing at once run one refund.
 */
export class Cancellations {
  private readonly changes: OrderChanges;

  constructor(
    private readonly orders: OrderRepository,
    private readonly payments: Pick<Payments, 'refund' | 'cancelOpenPayments'>,
    private readonly mail: Pick<OrderMail, 'forOwner' | 'forOwnerOf'>,
    private readonly now: () => Date = () => new Date(),
    private readonly metrics: Pick<ShopMetrics, 'refundRecorded'> = noMetrics,
    /** Drafts the credit note a refund issues. */
    drafts: DocumentDrafter = demoDrafter,
  ) {
    this.changes = new OrderChanges(orders, now, drafts);
  }

  async requestCancellation(user: User, id: string, reason = ''): Promise<Order> {
    const order = await this.findOrder(id);
    requireOwner(user, order.customerId);
    return this.changes.make('requestCancellation', order, { actor: actorOf(user), reason }, this.mail.forOwner(user).cancellationRequested);
  }

  /** Declines a customer's request, saying why: the customer is emailed the decision and the reason. */
  async declineCancellation(admin: Admin, id: string, reason: string): Promise<Order> {
    const order = requireAllowed('declineCancellation', await this.findOrder(id), this.now());
    return this.changes.make('declineCancellation', order, { actor: actorOf(admin), reason }, (await this.mail.forOwnerOf(order)).cancellationDeclined(reason), auditActorOf(admin));
  }

  /** Cancels an order that has not shipped: approving a customer's request, or on the admin's own. */
  async cancelOrder(admin: Admin, id: string): Promise<Order> {
    const claimed = await this.changes.make('cancel', await this.findOrder(id), { now: this.now() });
    try {
      // An unpaid order's open card payments are stopped first; one that went through makes it paid (and refused here).
      if (!claimed.paid) await this.payments.cancelOpenPayments(claimed);
      // An order bought on account took no card payment: cancelling it takes it off what the company owes.
      const refund = claimed.paid && !boughtOnAccount(claimed) ? await this.payments.refund(claimed) : null;
      // Completed on the order as it was claimed, never on a later version: its refund was worked out on this one.
      const done = await this.changes.attempt('completeCancellation', claimed, { actor: actorOf(admin), refund, now: this.now() }, (await this.mail.forOwnerOf(claimed)).cancelled, {
        once: true,
        by: auditActorOf(admin),
      });
      if (!('order' in done)) throw conflict(orderMessages.changedMeanwhile);
      if (refund) this.metrics.refundRecorded();
      return done.order;
    } catch (error) {
      await this.changes.attempt('abandonCancellation', claimed, {});
      throw error;
    }
  }

  private findOrder(id: string): Promise<Order> {
    return findRecord((orderId) => this.orders.findById(orderId), id, 'order');
  }
}
