// The cancellation use case over the memory repositories and the sandbox provider: an unpaid
// order's open card payment is stopped, a paid one is refunded once, and a refund that fails can
// be tried again.
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryRepositories } from '../../adapters/memory/memory-module';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import { MemoryIntentStore } from '../../adapters/memory/memory-intent-store';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import { orderMessages, type Order } from '../../core/domain/order';
import type { User } from '../../core/domain/user';
import { Cancellations } from '../../core/shop/cancellations';
import { amountInCents, Payments } from '../../core/shop/payments';
import { storeUser } from '../support/customers';
import { testOrderMail } from '../support/order-mail';
import { testCards } from '../support/sandbox-cards';
import { storeOrder } from '../support/stored-orders';

/** The sandbox provider, whose next refunds can be made to fail as a provider's outage would. */
class FlakyRefunds extends SandboxCardProcessor {
  failures = 0;
  refunds: { intentId: string; amount: number }[] = [];
  override async refund(request: { intentId: string; amount: number }) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('The card provider could not be reached');
    }
    this.refunds.push(request);
    return super.refund(request);
  }
}

let orders: MemoryOrderRepository;
let processor: FlakyRefunds;
let intents: MemoryIntentStore;
let payments: Payments;
let cancellations: Cancellations;
let ann: User;
let admin: User;
let order: Order;

beforeEach(async () => {
  const repositories = memoryRepositories();
  orders = repositories.orders;
  intents = new MemoryIntentStore();
  processor = new FlakyRefunds(intents);
  payments = new Payments(orders, processor, () => new Date(Date.now() + 3_600_000), testOrderMail(repositories.users));
  cancellations = new Cancellations(orders, payments, testOrderMail(repositories.users));
  ann = await storeUser(repositories.users, { email: 'ann@example.com', displayName: 'Ann' });
  admin = await storeUser(repositories.users, { email: 'boss@example.com', displayName: 'Boss', role: 'admin' });
  const vice = await repositories.products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 10 });
  order = await storeOrder(orders, { productId: vice._id, productName: vice.name, customerId: ann.id, customerEmail: ann.email, customerName: 'Ann', phone: '', quantity: 3, totalPrice: 120 });
});

async function payWithCard() {
  const { clientSecret } = await payments.createPaymentIntent(ann, order._id);
  const { id } = await processor.confirm(clientSecret, testCards.succeeds, { name: 'Ann', email: ann.email });
  return payments.recordPayment(ann, order._id, id);
}

describe('cancelling an unpaid order', () => {
  it('stops its open card payment: the client secret the customer holds charges nothing', async () => {
    const { clientSecret } = await payments.createPaymentIntent(ann, order._id);
    expect(await cancellations.cancelOrder(admin, order._id)).toMatchObject({ cancelledAt: expect.any(String), refundId: null });
    await expect(processor.confirm(clientSecret, testCards.succeeds, { name: 'Ann', email: ann.email })).rejects.toMatchObject({ type: 'payment_failed' });
  });
});

describe('cancelling a paid order', () => {
  it('refunds what was paid, in cents, once', async () => {
    await payWithCard();
    const cancelled = await cancellations.cancelOrder(admin, order._id);
    expect(cancelled).toMatchObject({ refundId: expect.stringMatching(/^re_sandbox_/) });
    expect(processor.refunds).toEqual([{ intentId: cancelled.transactionId, amount: amountInCents(order) }]);
    expect(processor.refunds[0].amount).toBe(12_000);
    // The provider keeps what it returned, and what it charged.
    expect(await intents.findById(cancelled.transactionId!)).toMatchObject({ amount: 12_000, refundId: cancelled.refundId, refundAmount: 12_000 });
    await expect(cancellations.cancelOrder(admin, order._id)).rejects.toMatchObject({ type: 'conflict', message: orderMessages.cannotCancel });
    expect(processor.refunds).toHaveLength(1);
  });

  it('gives the order back when the refund fails, so that it can be tried again and then refunds once', async () => {
    await payWithCard();
    processor.failures = 1;
    await expect(cancellations.cancelOrder(admin, order._id)).rejects.toThrow('The card provider could not be reached');
    expect(await orders.findById(order._id)).toMatchObject({ paid: true, cancelledAt: null, refundId: null });
    const cancelled = await cancellations.cancelOrder(admin, order._id);
    expect(cancelled).toMatchObject({ cancelledAt: expect.any(String), refundId: expect.any(String) });
    expect(processor.refunds).toHaveLength(1);
  });

  it('tells a second admin, pressing while the first refund runs, that it is being cancelled already', async () => {
    await payWithCard();
    let release!: () => void;
    const refundHeld = new Promise<void>((resolve) => (release = resolve));
    const original = processor.refund.bind(processor);
    processor.refund = async (request) => {
      await refundHeld;
      return original(request);
    };
    const first = cancellations.cancelOrder(admin, order._id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(cancellations.cancelOrder(admin, order._id)).rejects.toMatchObject({ type: 'conflict', message: orderMessages.cancellationUnderWay });
    release();
    expect(await first).toMatchObject({ refundId: expect.any(String) });
    expect(processor.refunds).toHaveLength(1);
  });
});
