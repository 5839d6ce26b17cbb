import { orderMessages, type Order } from '../domain/order';
import { requireAllowed } from './order-rules';
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

/** A claim older than this is taken to be from a server that stopped mid-way, and may be taken over. */
const STALE_CLAIM_MS = 5 * 60_000;

/**
 * Cancelling orders. A customer asks to cancel a paid order that has not shipped; an admin
 * approves or declines, or cancels on their own. Cancelling returns the units to stock and
 * refunds a paid order in full, once: the order is claimed first, so two admins pressing at once
 * run one refund.
 */
export class Cancellations {
  constructor(
    private readonly orders: OrderRepository,
    private readonly payments: Pick<Payments, 'refund' | 'cancelOpenPayments'>,
    private readonly mail: Pick<OrderMail, 'forOwner' | 'forOwnerOf'>,
    private readonly now: () => Date = () => new Date(),
    private readonly metrics: Pick<ShopMetrics, 'refundRecorded'> = noMetrics,
  ) {}

  async requestCancellation(user: User, id: string, reason = ''): Promise<Order> {
    const order = await this.findOrder(id);
    requireOwner(user, order.customerId);
    requireAllowed('requestCancellation', order);
    const requested = await this.orders.requestCancellation(id, actorOf(user), reason, this.mail.forOwner(user).cancellationRequested);
    if (!requested) throw conflict(orderMessages.cannotRequestCancellation);
    return requested;
  }

  /** Declines a customer's request, saying why: the customer is emailed the decision and the reason. */
  async declineCancellation(admin: Admin, id: string, reason: string): Promise<Order> {
    const order = requireAllowed('declineCancellation', await this.findOrder(id));
    const declined = await this.orders.declineCancellation(id, actorOf(admin), reason, (await this.mail.forOwnerOf(order)).cancellationDeclined(reason));
    if (!declined) throw conflict(orderMessages.noCancellationRequested);
    return declined;
  }

  /** Cancels an order that has not shipped: approving a customer's request, or on the admin's own. */
  async cancelOrder(admin: Admin, id: string): Promise<Order> {
    const order = await this.findOrder(id);
    requireAllowed('cancel', order);
    const claimed = await this.orders.claimCancellation(id, new Date(this.now().getTime() - STALE_CLAIM_MS));
    if (!claimed) throw conflict(orderMessages.cancellationUnderWay);
    try {
      // An unpaid order's open card payments are stopped first; one that went through makes it paid (and refused here).
      if (!claimed.paid) await this.payments.cancelOpenPayments(claimed);
      const refund = claimed.paid ? await this.payments.refund(claimed) : null;
      const cancelled = await this.orders.completeCancellation(id, actorOf(admin), refund, (await this.mail.forOwnerOf(claimed)).cancelled);
      if (refund) this.metrics.refundRecorded();
      return cancelled;
    } catch (error) {
      await this.orders.releaseCancellationClaim(id);
      throw error;
    }
  }

  private findOrder(id: string): Promise<Order> {
    return findRecord((orderId) => this.orders.findById(orderId), id, 'order');
  }
}
