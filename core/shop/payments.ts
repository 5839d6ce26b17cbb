import { boughtOnAccount, onAccountMessages } from '../domain/on-account';
import * as v from 'valibot';
import { orderDeletionMessages, orderMessages, type Order } from '../domain/order';
import { OrderChanges, requireAllowed } from './order-rules';
import { demoDrafter, type DocumentDrafter } from './document-drafts';
import { refundableAmount } from '../domain/order-refund';
import { amountDue } from '../domain/tax';
import { actorOf, shopActor, type OrderActor } from '../domain/order-event';
import { MAX_CARD_CENTS, MAX_ORDER_TOTAL, orderTotalMessages, stockMessages } from '../domain/product';
import type { User } from '../domain/user';
import type { MailFor, OrderRepository } from '../ports/driven/order-repository';
import type { IntentRecord, PaymentProcessor, RefundRequest } from '../ports/driven/payment-processor';
import { conflict, invalidData, notFound, ShopError } from './errors';
import type { OrderMail, OrderMailer } from './order-mail';
import { findRecord } from './records';
import { requireOwner } from './permissions';
import type { ShopMetrics } from '../ports/driven/shop-metrics';
import { noMetrics } from './no-metrics';


export const transactionIdSchema = v.pipe(
  v.string('The transaction id must be text'),
  v.trim(),
  v.nonEmpty('The transaction id is required'),
  v.maxLength(200, 'That transaction id is too long'),
);

/** The spec's payload for recording a payment: the transaction id (the spec's `appointment`, the order id again, is accepted and ignored). */
export const recordPaymentSchema = v.object({ transactionId: transactionIdSchema, appointment: v.optional(v.string()) });

/** A payment taken for an order deleted meanwhile goes back whole, once, whichever path finds it first. */
const deletedOrderRefund = (intent: IntentRecord): RefundRequest => ({ intentId: intent.id, amount: intent.amount, key: `deleted-${intent.id}` });

const paymentFailed = (message: string) => new ShopError('payment_failed', message);

/**
 * Paying orders. An order becomes paid only when the provider confirms a succeeded intent made
 * for that order and its amount; the browser's word is never enough.
 */
export class Payments {
  constructor(
    private readonly orders: OrderRepository,
    private readonly processor: PaymentProcessor,
    /** When a hold taken again for a payment runs out. */
    private readonly holdUntil: () => Date,
    private readonly mail: Pick<OrderMail, 'forOwnerOf'>,
    private readonly metrics: Pick<ShopMetrics, 'paymentRecorded' | 'refundRecorded'> = noMetrics,
    /** Drafts the invoice a payment issues. */
    drafts: DocumentDrafter = demoDrafter,
  ) {
    this.changes = new OrderChanges(orders, undefined, drafts);
  }

  private readonly changes: OrderChanges;

  /** The client secret to pay the caller's unpaid order; the same order asks again, the same intent. */
  async createPaymentIntent(user: User, orderId: string): Promise<{ clientSecret: string }> {
    const order = await this.findOrder(orderId);
    requireOwner(user, order.customerId);
    // Bought on account, it is paid by bank transfer: no card is asked for.
    if (boughtOnAccount(order)) throw conflict(onAccountMessages.noCardPayment);
    requireAllowed('pay', order);
    if (amountDue(order) <= 0) throw invalidData('This order has nothing to pay');
    // An order placed before the shop capped totals may cost more than a card payment takes.
    if (order.totalPrice > MAX_ORDER_TOTAL || amountDue(order) > MAX_CARD_CENTS) throw invalidData(orderTotalMessages.cannotBePaid);
    // Units whose hold ran out are taken again before the card is asked for, or the payment is refused.
    if (!order.holdExpiresAt) {
      const held = await this.changes.attempt('holdAgain', order, { until: this.holdUntil() });
      // Held again meanwhile (another tab) is as good as held now.
      if ('unitsGone' in held) throw conflict(stockMessages.holdLapsed);
      if ('refused' in held && held.refused !== orderMessages.stillHeld) throw conflict(held.refused);
    }
    const intent = await this.processor.createIntent({ orderId: order._id, amount: amountDue(order), customerEmail: order.customerEmail });
    // The order may have been deleted while its payment was started, after the deletion stopped the
    // payments open then: this one is stopped too before anyone holds it (see orderDeleted).
    const gone = await this.recordStart(order, intent.id, actorOf(user)).then(
      async () => !(await this.orders.findById(order._id)),
      // Recording fails on an order deleted meanwhile; any other failure is the database's.
      async (error: unknown) => {
        if (await this.orders.findById(order._id)) throw error;
        return true;
      },
    );
    if (gone) {
      await this.processor.cancelOpenIntents({ orderId: order._id, amount: amountDue(order) });
      throw notFound('There is no such order');
    }
    return { clientSecret: intent.clientSecret };
  }

  /** The order's first payment started, on its timeline. */
  private async recordStart(order: Order, intentId: string, actor: OrderActor): Promise<void> {
    const timeline = await this.orders.events(order._id);
    if (!timeline.some((event) => event.type === 'payment_started')) {
      await this.orders.addEvent(order._id, { type: 'payment_started', actor, details: { transactionId: intentId } });
    }
  }

  /**
   * After an unpaid order is deleted: a payment started for it between the deletion stopping the
   * open ones and the order going is stopped as well, and one taken in that moment is refunded.
   * With the check in createPaymentIntent, no payment can be taken for an order that is gone.
   */
  async orderDeleted(order: Order): Promise<void> {
    const intents = await this.processor.cancelOpenIntents({ orderId: order._id, amount: amountDue(order) });
    for (const intent of intents) if (intent.status === 'succeeded') await this.processor.refund(deletedOrderRefund(intent));
  }

  /** payOrder: records a payment for the caller's order once the provider vouches for it. */
  async recordPayment(user: User, orderId: string, transactionId: string): Promise<Order> {
    const order = await this.findOrder(orderId);
    requireOwner(user, order.customerId);
    const intent = await this.processor.retrieve(transactionId);
    return this.settle(order, intent, transactionId, actorOf(user));
  }

  /**
   * Returns what is left of a paid order's money to the card when it is cancelled: all of it, or
   * what refunds of its lines left; null when nothing is. The key is the cancellation's, so asking
   * again answers the refund already made.
   */
  async refund(order: Order): Promise<{ id: string; amount: number } | null> {
    if (!order.transactionId) throw conflict('This order has no payment to refund');
    const amount = refundableAmount(order);
    if (amount <= 0) return null;
    const refund = await this.processor.refund({ intentId: order.transactionId, amount, key: `${order._id}:cancel:${order.refunds.length}` });
    return { id: refund.id, amount };
  }

  /**
   * Before an unpaid order is deleted: cancels its open intents, so that none can be charged once
   * it is gone. A payment that went through is recorded (the order is then paid) and the deletion
   * refused; so is one still under way.
   */
  async cancelOpenPayments(order: Order): Promise<void> {
    const intents = await this.stopPayments(order);
    if (intents.some((intent) => intent.status === 'succeeded')) {
      // A payment that came after the units were sold to someone else was refunded and the order cancelled: it is not paid.
      const settled = await this.findOrder(order._id);
      throw conflict(settled.cancelledAt ? stockMessages.paidAfterUnitsGone : orderDeletionMessages.paymentTaken);
    }
    if (intents.some((intent) => intent.status === 'pending')) throw conflict(orderDeletionMessages.paymentUnderWay);
  }

  /**
   * When an unpaid order's hold lapses: its open intents are canceled, so that no card is charged
   * for units that went back to stock. Paying again takes the units again, with a new intent.
   */
  async holdReleased(orderId: string): Promise<void> {
    const order = await this.orders.findById(orderId);
    if (order && !order.paid) await this.stopPayments(order);
  }

  /** Cancels the order's open intents; one that went through meanwhile is recorded (or refunded when its units are gone). */
  private async stopPayments(order: Order): Promise<IntentRecord[]> {
    const intents = await this.processor.cancelOpenIntents({ orderId: order._id, amount: amountDue(order) });
    const taken = intents.find((intent) => intent.status === 'succeeded');
    if (taken) {
      await this.settle(order, taken, taken.id, shopActor).catch((error: unknown) => {
        // Money was taken either way: the order stays, whatever the record says of it.
        if (!(error instanceof ShopError)) throw error;
      });
    }
    return intents;
  }

  /** The provider reports an intent succeeded (its webhook): the order is marked paid once. */
  async intentSucceeded(intent: IntentRecord): Promise<void> {
    const order = await this.orders.findById(intent.orderId);
    // Money taken for an order deleted meanwhile goes back: the provider answers a second ask with the same refund.
    if (!order) return void (await this.processor.refund(deletedOrderRefund(intent)));
    await this.settle(order, intent, intent.id, shopActor).catch((error: unknown) => {
      // A replayed or stale event for an order settled another way changes nothing.
      if (!(error instanceof ShopError)) throw error;
    });
  }

  private async settle(order: Order, intent: IntentRecord | null, transactionId: string, actor: OrderActor): Promise<Order> {
    if (order.paid) {
      // The same payment reported twice is one payment; any other is refused.
      if (order.transactionId === transactionId) return order;
      throw conflict(orderMessages.alreadyPaid);
    }
    if (!intent) throw invalidData('The payment provider knows no such transaction');
    if (intent.orderId !== order._id) throw invalidData('That transaction is for another order');
    if (intent.amount !== amountDue(order)) throw invalidData('That transaction is for another amount');
    if (intent.status !== 'succeeded') throw paymentFailed('The payment has not succeeded');
    const mail = await this.mail.forOwnerOf(order);
    // A payment that finds its units sold to someone else is not confirmed to anyone: it is refunded at once.
    const paidMail: MailFor = (paidOrder, invoice) => (paidOrder.shortOfStock ? Promise.resolve([]) : mail.paid(paidOrder, invoice));
    const paid = await this.changes.attempt('pay', order, { transactionId: intent.id, actor }, paidMail);
    if ('order' in paid) {
      this.metrics.paymentRecorded();
      return paid.shortOfStock ? this.refundUnitsGone(paid.order, mail) : paid.order;
    }
    // Another request recorded it first: the same payment is fine, a different one is not.
    const now = await this.orders.findById(order._id);
    if (now?.paid && now.transactionId === intent.id) return now;
    throw conflict(now?.cancelledAt ? orderMessages.cancelled : orderMessages.alreadyPaid);
  }

  /**
   * The provider took a payment after the order's units went back to stock and were sold again:
   * the money goes back at once and the order is cancelled, never left paid and short. Should the
   * provider fail, the order stays paid and flagged short of stock, first in the admins' list.
   */
  private async refundUnitsGone(order: Order, mail: OrderMailer): Promise<Order> {
    const cancelling = await this.changes.attempt('cancel', order, { now: new Date() });
    if (!('order' in cancelling)) return order;
    const claimed = cancelling.order;
    try {
      const refund = await this.refund(claimed);
      const done = await this.changes.attempt('completeCancellation', claimed, { actor: shopActor, refund, now: new Date() }, mail.cancelled, { once: true });
      if (!('order' in done)) throw conflict(orderMessages.changedMeanwhile);
      this.metrics.refundRecorded();
    } catch (error) {
      await this.changes.attempt('abandonCancellation', claimed, {});
      if (error instanceof ShopError) throw error;
      return order;
    }
    throw conflict(stockMessages.paidAfterUnitsGone);
  }

  private findOrder(id: string): Promise<Order> {
    return findRecord((orderId) => this.orders.findById(orderId), id, 'order');
  }
}
