import * as v from 'valibot';
import { canPayOrder, orderDeletionMessages, type Order } from '../domain/order';
import { MAX_ORDER_TOTAL, orderTotalMessages } from '../domain/product';
import type { User } from '../domain/user';
import type { OrderRepository } from '../ports/driven/order-repository';
import type { IntentRecord, PaymentProcessor } from '../ports/driven/payment-processor';
import { conflict, invalidData, ShopError } from './errors';
import { findRecord } from './records';
import { requireOwner, requireSignedIn } from './permissions';

/** An order's total in the provider's unit: prices are whole dollars, providers charge cents. */
export const amountInCents = (order: Pick<Order, 'totalPrice'>) => order.totalPrice * 100;

export const transactionIdSchema = v.pipe(
  v.string('The transaction id must be text'),
  v.trim(),
  v.nonEmpty('The transaction id is required'),
  v.maxLength(200, 'That transaction id is too long'),
);

/** The spec's payload for recording a payment: the transaction id (and the order id again, as `appointment`). */
export const recordPaymentSchema = v.object({ transactionId: transactionIdSchema, appointment: v.optional(v.string()) });

const paymentFailed = (message: string) => new ShopError('payment_failed', message);

/**
 * Paying orders. An order becomes paid only when the provider confirms a succeeded intent made
 * for that order and its amount; the browser's word is never enough.
 */
export class Payments {
  constructor(
    private readonly orders: OrderRepository,
    private readonly processor: PaymentProcessor,
  ) {}

  /** The client secret to pay the caller's unpaid order; the same order asks again, the same intent. */
  async createPaymentIntent(caller: User | null, orderId: string): Promise<{ clientSecret: string }> {
    const user = requireSignedIn(caller);
    const order = await this.findOrder(orderId);
    requireOwner(user, order.customerId);
    if (!canPayOrder(order)) throw conflict('This order is already paid');
    if (amountInCents(order) <= 0) throw invalidData('This order has nothing to pay');
    // An order placed before the shop capped totals may cost more than a card payment takes.
    if (order.totalPrice > MAX_ORDER_TOTAL) throw invalidData(orderTotalMessages.cannotBePaid);
    const intent = await this.processor.createIntent({ orderId: order._id, amount: amountInCents(order), customer: order.customer });
    return { clientSecret: intent.clientSecret };
  }

  /** payOrder: records a payment for the caller's order once the provider vouches for it. */
  async recordPayment(caller: User | null, orderId: string, transactionId: string): Promise<Order> {
    const user = requireSignedIn(caller);
    const order = await this.findOrder(orderId);
    requireOwner(user, order.customerId);
    const intent = await this.processor.retrieve(transactionId);
    return this.settle(order, intent, transactionId);
  }

  /**
   * Before an unpaid order is deleted: cancels its open intents, so that none can be charged once
   * it is gone. A payment that went through is recorded (the order is then paid) and the deletion
   * refused; so is one still under way.
   */
  async cancelOpenPayments(order: Order): Promise<void> {
    const intents = await this.processor.cancelOpenIntents({ orderId: order._id, amount: amountInCents(order) });
    const taken = intents.find((intent) => intent.status === 'succeeded');
    if (taken) {
      await this.settle(order, taken, taken.id).catch((error: unknown) => {
        // Money was taken either way: the order stays, whatever the record says of it.
        if (!(error instanceof ShopError)) throw error;
      });
      throw conflict(orderDeletionMessages.paymentTaken);
    }
    if (intents.some((intent) => intent.status === 'pending')) throw conflict(orderDeletionMessages.paymentUnderWay);
  }

  /** The provider reports an intent succeeded (its webhook): the order is marked paid once. */
  async intentSucceeded(intent: IntentRecord): Promise<void> {
    const order = await this.orders.findById(intent.orderId);
    if (!order) return;
    await this.settle(order, intent, intent.id).catch((error: unknown) => {
      // A replayed or stale event for an order settled another way changes nothing.
      if (!(error instanceof ShopError)) throw error;
    });
  }

  private async settle(order: Order, intent: IntentRecord | null, transactionId: string): Promise<Order> {
    if (order.paid) {
      // The same payment reported twice is one payment; any other is refused.
      if (order.transactionId === transactionId) return order;
      throw conflict('This order is already paid');
    }
    if (!intent) throw invalidData('The payment provider knows no such transaction');
    if (intent.orderId !== order._id) throw invalidData('That transaction is for another order');
    if (intent.amount !== amountInCents(order)) throw invalidData('That transaction is for another amount');
    if (intent.status !== 'succeeded') throw paymentFailed('The payment has not succeeded');
    const paid = await this.orders.markPaid(order._id, intent.id);
    if (paid) return paid;
    // Another request recorded it first: the same payment is fine, a different one is not.
    const now = await this.orders.findById(order._id);
    if (now?.paid && now.transactionId === intent.id) return now;
    throw conflict('This order is already paid');
  }

  private findOrder(id: string): Promise<Order> {
    return findRecord((orderId) => this.orders.findById(orderId), id, 'order');
  }
}
