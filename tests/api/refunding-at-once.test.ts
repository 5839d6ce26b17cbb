// Refunds of some lines pressed by admins at once, and raced against a cancellation: never more
// back than was paid, each refund once, each unit back in stock once. Over each database
// (tests/support/each-database.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Product } from '../../core/domain/product';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { describeOverEachDatabase, type ShopOver } from '../support/each-database';
import { payAsBrowser } from '../support/pay-as-browser';
import { deliverTo } from '../support/stored-orders';
import type { TestServer } from '../support/test-server';

describeOverEachDatabase('refunds of some lines at once', (open) => {
  const ADMIN = `refunding-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
  let shop: ShopOver;
  let server: TestServer;
  let call: Call;
  let vice: Product;
  let saw: Product;
  let ann: Customer;
  let admin: Customer;

  beforeAll(async () => {
    shop = await open({ adminEmails: [ADMIN] });
    server = shop.server;
    call = callAs(server.app);
    vice = await server.products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 500 });
    saw = await server.products.insert({ name: 'Panel Saw', description: 'Fine teeth', price: 25, min: 1, max: 10, image: '/s.svg', stock: 500 });
    ann = await signedInCustomer(server.app, 'Ann Archer', { verified: true });
    admin = await signedInAdmin(server.app, ADMIN);
  });
  afterAll(() => shop?.close());

  /** A paid order from the cart, 4 vices and 2 saws ($210), paid as the browser pays. */
  async function paidOrder() {
    await call('POST', '/api/cart', ann.token, { productId: vice._id, quantity: 4 });
    await call('POST', '/api/cart', ann.token, { productId: saw._id, quantity: 2 });
    const placed = await call('POST', '/api/checkout', ann.token, { ...deliverTo, requestId: crypto.randomUUID(), expectedTotal: 210 });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as { _id: string; number: string };
    const { reported, intentId } = await payAsBrowser(call, server.sandbox, ann, order._id);
    expect(reported.statusCode).toBe(200);
    return { ...order, intentId };
  }
  const stockOf = async (product: Product) => (await server.products.findById(product._id))!.stock;
  const refund = (orderId: string, lines: { line: number; quantity: number }[]) => call('POST', `/api/order/${orderId}/refunds`, admin.token, { lines, restock: true });
  const refundedEvents = async (orderId: string) => (await server.orders.events(orderId)).filter((event) => event.type === 'refunded');

  it('makes one refund of the same units pressed 10 times at once, and returns them to stock once', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    const order = await paidOrder();
    const before = await stockOf(vice);
    const presses = await Promise.all(Array.from({ length: 10 }, () => refund(order._id, [{ line: 1, quantity: 4 }])));
    expect(presses.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(new Set(presses.filter((res) => res.statusCode !== 200).map((res) => res.statusCode))).toEqual(new Set([409]));
    expect(await stockOf(vice)).toBe(before + 4);
    expect(await refundedEvents(order._id)).toHaveLength(1);
    expect(await server.intents.refundsOf(order.intentId)).toEqual([expect.objectContaining({ amount: 19_200 })]);
  });

  it('never refunds more than was paid when different lines are refunded at once, one after another', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    const order = await paidOrder();
    // Each admin presses again after a refusal, as a person would after reloading: every unit is refunded once in the end.
    const pressUntilDone = async (lines: { line: number; quantity: number }[]) => {
      for (let tries = 0; tries < 20; tries++) {
        const res = await refund(order._id, lines);
        if (res.statusCode === 200) return;
        expect(res.statusCode, res.body).toBe(409);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error('never refunded');
    };
    await Promise.all([pressUntilDone([{ line: 1, quantity: 1 }]), pressUntilDone([{ line: 1, quantity: 3 }]), pressUntilDone([{ line: 2, quantity: 2 }])]);
    const refunds = await server.intents.refundsOf(order.intentId);
    expect(refunds.reduce((sum, each) => sum + each.amount, 0)).toBe(25_200);
    expect(await refundedEvents(order._id)).toHaveLength(3);
    expect((await refund(order._id, [{ line: 2, quantity: 1 }])).json()).toEqual({ type: 'conflict', message: 'Line 2 is refunded already' });
  });

  it('either refunds some lines then cancels for the rest, or cancels first and refuses the lines, over 10 rounds of both at once', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    for (let round = 0; round < 10; round++) {
      const order = await paidOrder();
      const [vices, saws] = [await stockOf(vice), await stockOf(saw)];
      const [refunded, cancelled] = await Promise.all([refund(order._id, [{ line: 2, quantity: 2 }]), call('POST', `/api/order/${order._id}/cancel`, admin.token)]);
      const refunds = await server.intents.refundsOf(order.intentId);
      // Whatever the order, the card gets back what was paid at most, and each unit comes back once.
      expect(refunds.reduce((sum, each) => sum + each.amount, 0), `round ${round}`).toBeLessThanOrEqual(25_200);
      if (cancelled.statusCode === 200) {
        expect(refunds.reduce((sum, each) => sum + each.amount, 0), `round ${round}`).toBe(25_200);
        expect([await stockOf(vice), await stockOf(saw)], `round ${round}`).toEqual([vices + 4, saws + 2]);
      } else {
        expect(cancelled.statusCode, `round ${round}`).toBe(409);
        expect(refunded.statusCode, `round ${round}`).toBe(200);
        expect([await stockOf(vice), await stockOf(saw)], `round ${round}`).toEqual([vices, saws + 2]);
      }
    }
  });
});
