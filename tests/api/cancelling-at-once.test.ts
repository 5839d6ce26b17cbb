// A paid order cancelled by admins pressing at once, or shipped while it is cancelled: one refund,
// and never goods sent with the money returned. Over each database (tests/support/each-database.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Product } from '../../core/domain/product';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { describeOverEachDatabase, type ShopOver } from '../support/each-database';
import { deliverTo } from '../support/stored-orders';
import { payAsBrowser } from '../support/pay-as-browser';
import type { TestServer } from '../support/test-server';

describeOverEachDatabase('a paid order cancelled at once', (open) => {
  const ADMIN = `cancelling-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
  let shop: ShopOver;
  let server: TestServer;
  let call: Call;
  let vice: Product;
  let ann: Customer;
  let admin: Customer;

  beforeAll(async () => {
    shop = await open({ adminEmails: [ADMIN] });
    server = shop.server;
    call = callAs(server.app);
    vice = await server.products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 500 });
    ann = await signedInCustomer(server.app, 'Ann Archer', { verified: true });
    admin = await signedInAdmin(server.app, ADMIN);
  });
  afterAll(() => shop?.close());

  /** A paid order of 2 vices, as the browser pays: an intent, the card confirmed, the payment recorded. */
  async function paidOrder() {
    const order = (await call('POST', '/api/order', ann.token, { ...deliverTo, productId: vice._id, quantity: 2 })).json().order as { _id: string; number: string };
    const { reported, intentId } = await payAsBrowser(call, server.sandbox, ann, order._id);
    expect(reported.statusCode).toBe(200);
    return { ...order, intentId };
  }
  const stockOf = async () => (await server.products.findById(vice._id))!.stock;
  const eventsOf = async (orderId: string, type: string) => (await server.orders.events(orderId)).filter((event) => event.type === type);
  const cancel = (orderId: string) => call('POST', `/api/order/${orderId}/cancel`, admin.token);
  const ship = (orderId: string) => call('PUT', `/api/order/shipped/${orderId}`, admin.token, { carrier: 'DHL', trackingNumber: 'JD014600006281' });

  it('cancels once, returning the units and refunding the card once, when 20 cancellations are pressed at once', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    const order = await paidOrder();
    const before = await stockOf();
    const presses = await Promise.all(Array.from({ length: 20 }, () => cancel(order._id)));
    expect(presses.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(presses.filter((res) => res.statusCode !== 200).map((res) => res.statusCode)).toEqual(Array(19).fill(409));
    const { refundId } = presses.find((res) => res.statusCode === 200)!.json();
    expect(refundId).toMatch(/^re_sandbox_/);
    expect(await server.intents.findById(order.intentId)).toMatchObject({ refundId, refundAmount: 9600 });
    expect(await eventsOf(order._id, 'cancelled')).toHaveLength(1);
    expect(await eventsOf(order._id, 'refunded')).toEqual([expect.objectContaining({ details: { refundId, amount: 9600 } })]);
    expect(await stockOf()).toBe(before + 2);
    expect((await server.outbox.list({ limit: 100 })).items.filter((mail) => mail.subject === `Refund of $96.00 for order ${order.number}`)).toHaveLength(1);
  });

  it('either ships an order or cancels and refunds it, never both, over 20 rounds of both at once', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    for (let round = 0; round < 20; round++) {
      const order = await paidOrder();
      // Each goes first in turn, the other 0 to 4 ms later: shipping asks more before it writes.
      const later = <T>(press: () => Promise<T>) => new Promise<T>((resolve) => setTimeout(() => resolve(press()), Math.floor(round / 2) % 5));
      const [cancelled, shipped] = await Promise.all(round % 2 ? [later(() => cancel(order._id)), ship(order._id)] : [cancel(order._id), later(() => ship(order._id))]);
      expect([cancelled.statusCode, shipped.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
      const kept = (await server.orders.findById(order._id))!;
      const intent = (await server.intents.findById(order.intentId))!;
      if (cancelled.statusCode === 200) {
        expect(kept, `round ${round}`).toMatchObject({ shipped: false, cancelledAt: expect.any(String) });
        expect(intent.refundId).not.toBeNull();
      } else {
        expect(kept, `round ${round}`).toMatchObject({ shipped: true, cancelledAt: null, refundId: null });
        expect(intent.refundId).toBeNull();
        expect(await eventsOf(order._id, 'refunded')).toEqual([]);
      }
    }
  });
});
