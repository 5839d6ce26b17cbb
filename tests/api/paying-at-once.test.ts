// An order paid through several requests at once, and deleted while its card is charged: one
// payment recorded, and never money kept without an order. Over each database (tests/support/each-database.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderDeletionMessages } from '../../core/domain/order';
import type { Product } from '../../core/domain/product';
import { callAs, signedInCustomer, type Call, type Customer } from '../support/customers';
import { describeOverEachDatabase, type ShopOver } from '../support/each-database';
import { deliverTo } from '../support/stored-orders';
import type { TestServer } from '../support/test-server';

describeOverEachDatabase('an order paid at once', (open) => {
  let shop: ShopOver;
  let server: TestServer;
  let call: Call;
  let wrench: Product;
  let ann: Customer;

  beforeAll(async () => {
    shop = await open();
    server = shop.server;
    call = callAs(server.app);
    wrench = await server.products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 1, max: 10, image: '/w.svg', stock: 1000 });
    ann = await signedInCustomer(server.app, 'Ann Archer', { verified: true });
  });
  afterAll(() => shop?.close());

  const placeOrder = async () => (await call('POST', '/api/order', ann.token, { ...deliverTo, productId: wrench._id, quantity: 2 })).json().order as { _id: string; number: string };
  const secretFor = async (orderId: string) => (await call('POST', '/api/create-payment-intent', ann.token, { orderId })).json().clientSecret as string;
  /** The card form's call to the provider. */
  const confirm = (clientSecret: string) =>
    call('POST', '/api/sandbox-card/confirm', undefined, { clientSecret, number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ann Archer', email: ann.email });
  /** The browser's report of the payment, which the shop checks with the provider. */
  const record = (orderId: string, transactionId: string) => call('PATCH', `/api/order/${orderId}`, ann.token, { transactionId });
  const remove = (orderId: string) => call('DELETE', `/api/order/${orderId}`, ann.token);
  const eventsOf = async (orderId: string, type: string) => (await server.orders.events(orderId)).filter((event) => event.type === type);

  it('charges once and records one payment when the card is confirmed and the payment reported through 5 requests each at once', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    const order = await placeOrder();
    const clientSecret = await secretFor(order._id);
    const charges = await Promise.all(Array.from({ length: 5 }, () => confirm(clientSecret)));
    expect(charges.map((res) => res.statusCode)).toEqual(Array(5).fill(200));
    const [intentId] = clientSecret.split('_secret_');
    expect(new Set(charges.map((res) => res.json().id))).toEqual(new Set([intentId]));

    const results = await Promise.all(Array.from({ length: 5 }, () => record(order._id, intentId)));
    expect(results.map((res) => res.statusCode)).toEqual(Array(5).fill(200));
    expect(await server.orders.findById(order._id)).toMatchObject({ paid: true, transactionId: intentId });
    expect(await eventsOf(order._id, 'paid')).toHaveLength(1);
    expect((await server.outbox.list({ limit: 100 })).items.filter((mail) => mail.subject === `Receipt for your order ${order.number}`)).toHaveLength(1);
  });

  it('never lets a card be charged for an order it deletes while a payment for it starts: 20 rounds of both at once', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    for (let round = 0; round < 20; round++) {
      const order = await placeOrder();
      await secretFor(order._id);
      // The second payment asks a few milliseconds after the deletion, or with it, in turn.
      const later = <T>(start: () => Promise<T>) => new Promise<T>((resolve) => setTimeout(() => resolve(start()), round % 5));
      const [deleted, started] = await Promise.all([remove(order._id), later(() => call('POST', '/api/create-payment-intent', ann.token, { orderId: order._id }))]);
      expect(started.statusCode, `round ${round}`).not.toBe(500);
      if (started.statusCode !== 200) continue;
      const clientSecret = started.json().clientSecret as string;
      const charged = await confirm(clientSecret);
      if (deleted.statusCode !== 200) continue;
      // The order is gone: its payment was stopped before the card could be charged, or the money went back.
      const intent = (await server.intents.findById(clientSecret.split('_secret_')[0]))!;
      expect(charged.statusCode === 200 ? intent.refundId : intent.status, `round ${round}`).toEqual(charged.statusCode === 200 ? expect.any(String) : 'canceled');
    }
  });

  it('never keeps money for an order it deletes: deleted and not charged (or refunded), or paid and kept, over 20 rounds of both at once', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    for (let round = 0; round < 20; round++) {
      const order = await placeOrder();
      const clientSecret = await secretFor(order._id);
      const [intentId] = clientSecret.split('_secret_');
      // The browser's whole payment (charge, then report) against the deletion, each first in turn.
      const pay = async () => {
        const charged = await confirm(clientSecret);
        return { charged, recorded: charged.statusCode === 200 ? await record(order._id, intentId) : null };
      };
      const deletingFirst = round % 2 === 1 ? remove(order._id) : null;
      const [{ charged, recorded }, deleted] = await Promise.all([pay(), deletingFirst ?? remove(order._id)]);
      const intent = (await server.intents.findById(intentId))!;
      const kept = await server.orders.findById(order._id);
      if (deleted.statusCode === 200) {
        expect(kept, `round ${round}`).toBeNull();
        // The card was refused as the payment was canceled, or the money it took went back.
        if (intent.refundId === null) {
          expect(charged.json(), `round ${round}`).toEqual({ type: 'payment_failed', message: expect.stringMatching(/canceled.*not charged/) });
          expect(intent.status).toBe('canceled');
        }
        expect(recorded?.statusCode).not.toBe(200);
      } else {
        // Refused as the charge went through, or as the payment was recorded first.
        expect(deleted.json(), `round ${round}`).toEqual({ type: 'conflict', message: expect.toBeOneOf([orderDeletionMessages.paymentTaken, orderDeletionMessages.paid]) });
        expect(kept, `round ${round}`).toMatchObject({ paid: true, transactionId: intentId, cancelledAt: null });
        expect(charged.statusCode, `round ${round}`).toBe(200);
        expect(intent).toMatchObject({ status: 'succeeded', refundId: null });
        expect(await eventsOf(order._id, 'paid')).toHaveLength(1);
      }
    }
  });
});
