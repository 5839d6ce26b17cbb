import type { FastifyInstance } from 'fastify';
import { orderSteps } from '../support/order-steps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import type { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import type { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import { orderMessages } from '../../core/domain/order';
import { stockMessages } from '../../core/domain/product';
import type { Ordering } from '../../core/shop/ordering';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { Inbox, startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { testCards } from '../support/sandbox-cards';
import { lineOf } from '../../core/domain/order-line';
import { deliverTo, storeOrder, testAddress } from '../support/stored-orders';
import { startTestServer, TEST_NOTIFY_EMAIL } from '../support/test-server';

let app: FastifyInstance;
let call: Call;
let products: MemoryProductRepository;
let orders: MemoryOrderRepository;
let sandbox: SandboxCardProcessor;
let ordering: Ordering;
let sendMail: () => Promise<{ sent: number; failed: number }>;
let catcher: MailCatcher;
let inbox: Inbox;
let ann: Customer;
let bob: Customer;
let admin: Customer;
const ADMIN = `lifecycle-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
// The clock holds are measured on: moved forward to let them run out.
let now = Date.now();

beforeAll(async () => {
  catcher = await startMailCatcher();
  inbox = new Inbox(catcher.inboxUrl);
  const server = await startTestServer({ adminEmails: [ADMIN], smtpUrl: catcher.smtpUrl, holdMinutes: 60, now: () => new Date(now) });
  ({ app, products, orders, sandbox, ordering, sendMail } = server);
  call = callAs(app);
  // Confirmed addresses: the order emails go only to those.
  [ann, bob] = await Promise.all([signedInCustomer(app, 'Ann Archer', { verified: true }), signedInCustomer(app, 'Bob Baker', { verified: true })]);
  admin = await signedInAdmin(app, ADMIN);
});
afterAll(async () => {
  await app?.close();
  await catcher?.stop();
});

const newProduct = (stock: number) => products.insert({ name: `Bench Vice ${crypto.randomUUID().slice(0, 4)}`, description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock });
const stockOf = async (id: string) => (await products.findById(id))!.stock;

async function place(who: Customer, productId: string, quantity: number) {
  const res = await call('POST', '/api/order', who.token, { ...deliverTo, productId, quantity, phone: '0114 496 0000' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { _id: string; number: string };
}

/** Pays as the browser does: an intent, the card confirmed at the provider, the payment recorded. */
async function pay(who: Customer, orderId: string) {
  const { clientSecret } = (await call('POST', '/api/create-payment-intent', who.token, { orderId })).json();
  const { id } = await sandbox.confirm(clientSecret, testCards.succeeds, { name: 'Card Holder', email: who.email });
  return call('PATCH', `/api/order/${orderId}`, who.token, { transactionId: id });
}

const detail = async (who: Customer, orderId: string) => (await call('GET', `/api/order/${orderId}/detail`, who.token)).json();

/** Sends what is queued over SMTP and waits for the message to `to` whose subject is `subject`. */
async function mailTo(to: string, subject: string) {
  await sendMail();
  return inbox.waitFor((m) => m.subject === subject && m.to.some((t) => t.address === to), { what: `"${subject}" to ${to}` });
}

describe('an order from placing to refund', () => {
  it('is placed with its address and number, paid, cancelled at the customer’s request and refunded once, with the timeline and the emails to show it', async () => {
    const vice = await newProduct(5);
    const order = await place(ann, vice._id, 2);
    expect(order.number).toMatch(/^HT-1\d{4}$/);
    expect(await stockOf(vice._id)).toBe(3);
    const placedMail = await mailTo(ann.email, `Your order ${order.number} is placed`);
    expect(placedMail.text).toContain(testAddress.line1);
    // The hold the shop runs with (ORDER_HOLD_MINUTES), said in the email.
    expect(placedMail.text).toContain('We hold its 2 units for you for 1 hour.');

    expect((await pay(ann, order._id)).json()).toMatchObject({ paid: true, holdExpiresAt: null });
    await mailTo(ann.email, `Receipt for your order ${order.number}`);
    await mailTo(TEST_NOTIFY_EMAIL, `New paid order ${order.number}: 2 × ${vice.name}`);

    const requested = await call('POST', `/api/order/${order._id}/cancellation`, ann.token, { reason: 'Ordered the wrong size' });
    expect(requested.json()).toMatchObject({ cancellationRequested: true });
    expect((await call('POST', `/api/order/${order._id}/cancellation`, ann.token, {})).json()).toEqual({ type: 'conflict', message: orderMessages.cancellationAlreadyRequested });
    expect((await call('PUT', `/api/order/shipped/${order._id}`, admin.token, {})).json().message).toBe(orderMessages.decideCancellationFirst);

    // Pressed twice: one cancellation, one refund (pressed at once: tests/api/cancelling-at-once.test.ts).
    const cancelled = (await call('POST', `/api/order/${order._id}/cancel`, admin.token)).json();
    const again = await call('POST', `/api/order/${order._id}/cancel`, admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(orderMessages.cannotCancel);
    expect(cancelled).toMatchObject({ cancelledAt: expect.any(String), refundId: expect.stringMatching(/^re_sandbox_/), cancellationRequested: false });
    expect(await stockOf(vice._id)).toBe(5);

    const { timeline } = await detail(ann, order._id);
    expect(timeline.map((e: { type: string }) => e.type)).toEqual(['placed', 'payment_started', 'paid', 'cancellation_requested', 'cancelled', 'refunded']);
    expect(timeline.filter((e: { type: string }) => e.type === 'refunded')).toEqual([expect.objectContaining({ details: { refundId: cancelled.refundId, amount: 9600 } })]);
    await mailTo(ann.email, `Your order ${order.number} is cancelled`);
    await mailTo(ann.email, `Refund of $96.00 for order ${order.number}`);
  });

  it('ships a paid order with its carrier and tracking number; the customer sees it, but not the admins’ notes or names', async () => {
    const vice = await newProduct(5);
    const order = await place(ann, vice._id, 1);
    await pay(ann, order._id);
    expect((await call('POST', `/api/order/${order._id}/notes`, admin.token, { text: 'Pack with foam' })).statusCode).toBe(201);
    const shipped = await call('PUT', `/api/order/shipped/${order._id}`, admin.token, { carrier: 'DHL', trackingNumber: 'JD014600006281' });
    expect(shipped.json()).toMatchObject({ shipped: true, carrier: 'DHL', trackingNumber: 'JD014600006281' });
    expect((await call('POST', `/api/order/${order._id}/cancel`, admin.token)).json().message).toBe(orderMessages.cannotCancel);

    const seenByAnn = await detail(ann, order._id);
    expect(seenByAnn.timeline.map((e: { type: string }) => e.type)).toEqual(['placed', 'payment_started', 'paid', 'shipped']);
    expect(seenByAnn.order.deliveryAddress).toEqual(testAddress);
    // The admin who shipped it is the shop to the customer: no admin's name or id leaves the shop.
    expect(seenByAnn.timeline.at(-1).actor).toEqual({ id: null, name: 'The shop', role: 'shop' });
    const seenByAdmin = await detail(admin, order._id);
    expect(seenByAdmin.timeline.map((e: { type: string }) => e.type)).toContain('note');
    expect(seenByAdmin.timeline.at(-1).actor).toMatchObject({ role: 'admin' });
    expect((await call('GET', `/api/order/${order._id}/detail`, bob.token)).statusCode).toBe(403);
    const mail = await mailTo(ann.email, `Your order ${order.number} is on its way`);
    expect(mail.text).toContain('JD014600006281');
  });

  it('names every line of an order of two lines in each email: the receipt and the shop’s, the request to cancel and its decline, shipped, cancelled', async () => {
    const [vice, clamp] = await Promise.all([newProduct(10), newProduct(10)]);
    const lines = [lineOf({ ...vice, partNumber: 'HT-BV-100' }, 2), lineOf(clamp, 3)];
    const customer = { customerId: ann.id, customerEmail: ann.email, customerName: 'Ann Archer', phone: '0114 496 0000' };
    /** The mail's plain text names both lines: name, part number, quantity at the price, line total; and the total. */
    const expectBothLines = (mail: { text: string }) => {
      for (const fact of [vice.name, 'Part number HT-BV-100', '2 × $40', '$80', clamp.name, '3 × $40', '$120', '$200']) expect(mail.text).toContain(fact);
    };

    const order = await storeOrder(orders, { ...customer, lines });
    expect((await pay(ann, order._id)).json()).toMatchObject({ paid: true, quantity: 5, totalPrice: 200 });
    expectBothLines(await mailTo(ann.email, `Receipt for your order ${order.number}`));
    expectBothLines(await mailTo(TEST_NOTIFY_EMAIL, `New paid order ${order.number}: ${vice.name} and 1 more product, 5 units`));
    expect((await call('POST', `/api/order/${order._id}/cancellation`, ann.token, {})).statusCode).toBe(200);
    expectBothLines(await mailTo(ann.email, `We have your request to cancel order ${order.number}`));
    expect((await call('POST', `/api/order/${order._id}/cancellation/decline`, admin.token, { reason: 'Already packed' })).statusCode).toBe(200);
    expectBothLines(await mailTo(ann.email, `We could not cancel order ${order.number}`));
    expect((await call('PUT', `/api/order/shipped/${order._id}`, admin.token, {})).json()).toMatchObject({ shipped: true });
    expectBothLines(await mailTo(ann.email, `Your order ${order.number} is on its way`));

    const unpaid = await storeOrder(orders, { ...customer, lines });
    expect((await call('POST', `/api/order/${unpaid._id}/cancel`, admin.token)).json()).toMatchObject({ cancelledAt: expect.any(String) });
    expectBothLines(await mailTo(ann.email, `Your order ${unpaid.number} is cancelled`));
  });

  it('refuses a delivery the customer did not say, and an address book entry that is not theirs', async () => {
    const vice = await newProduct(5);
    expect((await call('POST', '/api/order', ann.token, { productId: vice._id, quantity: 1 })).json()).toEqual({ type: 'invalid_data', message: 'Choose where to deliver this order' });
    const bobs = (await call('POST', '/api/addresses', bob.token, { address: testAddress })).json();
    expect((await call('POST', '/api/order', ann.token, { productId: vice._id, quantity: 1, addressId: bobs._id })).statusCode).toBe(404);
    expect(await stockOf(vice._id)).toBe(5);
  });
});

describe('stock held for unpaid orders', () => {
  it('holds the units for the whole of ORDER_HOLD_MINUTES (60 here), and not a moment longer', async () => {
    const vice = await newProduct(2);
    const held = await place(ann, vice._id, 2);
    const placedAt = now;
    now = placedAt + 60 * 60_000 - 1000;
    await ordering.releaseExpiredHolds();
    expect(await stockOf(vice._id)).toBe(0);
    expect((await detail(ann, held._id)).order.holdExpiresAt).toBe(new Date(placedAt + 60 * 60_000).toISOString());
    now = placedAt + 60 * 60_000;
    await ordering.releaseExpiredHolds();
    expect(await stockOf(vice._id)).toBe(2);
  });

  it('returns to stock when the hold runs out; paying afterwards takes the units again or says they are gone', async () => {
    const vice = await newProduct(3);
    const lapsing = await place(ann, vice._id, 3);
    expect((await call('POST', '/api/order', bob.token, { ...deliverTo, productId: vice._id, quantity: 1 })).json()).toEqual({ type: 'conflict', message: stockMessages.notEnough(0) });

    now += 61 * 60_000;
    await ordering.releaseExpiredHolds();
    expect(await stockOf(vice._id)).toBe(3);
    // Nobody took them: paying takes them again.
    expect((await pay(ann, lapsing._id)).json()).toMatchObject({ paid: true, shortOfStock: false });
    expect(await stockOf(vice._id)).toBe(0);

    const vise = await newProduct(2);
    const gone = await place(ann, vise._id, 2);
    now += 61 * 60_000;
    await ordering.releaseExpiredHolds();
    await place(bob, vise._id, 2);
    expect((await call('POST', '/api/create-payment-intent', ann.token, { orderId: gone._id })).json()).toEqual({ type: 'conflict', message: stockMessages.holdLapsed });
  });

  it('cancels the open card payment of an order whose hold lapsed: the old client secret charges nothing', async () => {
    const vice = await newProduct(1);
    const lapsing = await place(ann, vice._id, 1);
    const { clientSecret } = (await call('POST', '/api/create-payment-intent', ann.token, { orderId: lapsing._id })).json();
    now += 61 * 60_000;
    await ordering.releaseExpiredHolds();
    const bobs = await place(bob, vice._id, 1);
    expect((await pay(bob, bobs._id)).json()).toMatchObject({ paid: true });

    await expect(sandbox.confirm(clientSecret, testCards.succeeds, { name: 'Ann', email: ann.email })).rejects.toMatchObject({ type: 'payment_failed' });
    expect((await call('POST', '/api/create-payment-intent', ann.token, { orderId: lapsing._id })).json()).toEqual({ type: 'conflict', message: stockMessages.holdLapsed });
    expect(await stockOf(vice._id)).toBe(0);
  });

  it('pays with a new card payment an order whose hold lapsed while its units are still there', async () => {
    const vice = await newProduct(1);
    const lapsing = await place(ann, vice._id, 1);
    const first = (await call('POST', '/api/create-payment-intent', ann.token, { orderId: lapsing._id })).json();
    now += 61 * 60_000;
    await ordering.releaseExpiredHolds();
    const again = (await call('POST', '/api/create-payment-intent', ann.token, { orderId: lapsing._id })).json();
    expect(again.clientSecret).not.toBe(first.clientSecret);
    const { id } = await sandbox.confirm(again.clientSecret, testCards.succeeds, { name: 'Ann', email: ann.email });
    expect((await call('PATCH', `/api/order/${lapsing._id}`, ann.token, { transactionId: id })).json()).toMatchObject({ paid: true, shortOfStock: false });
    expect(await stockOf(vice._id)).toBe(0);
  });

  it('refunds at once a payment the provider took after the units were sold to someone else, and cancels the order', async () => {
    const carol = await signedInCustomer(app, 'Carol Cole', { verified: true });
    const vice = await newProduct(2);
    const late = await place(carol, vice._id, 2);
    const { clientSecret } = (await call('POST', '/api/create-payment-intent', carol.token, { orderId: late._id })).json();
    now += 61 * 60_000;
    // Released by the repository alone, as when the card was charged before the sweep could cancel its payment.
    await orderSteps(orders).releaseExpiredHolds(new Date(now));
    const bobs = await place(bob, vice._id, 2);
    expect((await pay(bob, bobs._id)).json()).toMatchObject({ paid: true });

    const { id } = await sandbox.confirm(clientSecret, testCards.succeeds, { name: 'Carol', email: carol.email });
    const paid = await call('PATCH', `/api/order/${late._id}`, carol.token, { transactionId: id });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ type: 'conflict', message: stockMessages.paidAfterUnitsGone });
    expect(await stockOf(vice._id)).toBe(0);
    const refunded = (await detail(admin, late._id)).order;
    expect(refunded).toMatchObject({ paid: true, cancelledAt: expect.any(String), refundId: expect.stringMatching(/^re_sandbox_/), shortOfStock: false });
    expect((await sandbox.retrieve(id))?.status).toBe('succeeded');
    // Only one paid order stands for the two units, and nothing is left for the admins to untangle.
    const toShip = (await call('GET', '/api/allOrders?filter=to-ship', admin.token)).json();
    expect(toShip.items.map((o: { _id: string }) => o._id)).toContain(bobs._id);
    expect(toShip.items.map((o: { _id: string }) => o._id)).not.toContain(late._id);
    // The same payment reported again (the webhook, a retry) refunds nothing more.
    expect((await call('PATCH', `/api/order/${late._id}`, carol.token, { transactionId: id })).statusCode).toBe(200);
    await sendMail();
    const subjects = (await inbox.to(carol.email)).map((m) => m.subject);
    expect(subjects).toContain(`Your order ${late.number} is cancelled`);
    expect(subjects).toContain(`Refund of $96.00 for order ${late.number}`);
    expect(subjects).not.toContain(`Receipt for your order ${late.number}`);
    expect((await inbox.to(TEST_NOTIFY_EMAIL)).map((m) => m.subject).filter((s) => s.includes(late.number))).toEqual([]);
  });
});

describe("the admins' list", () => {
  it('finds an order by its number and by part of an email, and refuses a filter it does not know', async () => {
    const vice = await newProduct(5);
    const order = await place(bob, vice._id, 1);
    const byNumber = (await call('GET', `/api/allOrders?search=${order.number}`, admin.token)).json();
    expect(byNumber.items.map((o: { _id: string }) => o._id)).toEqual([order._id]);
    const byEmail = (await call('GET', `/api/allOrders?filter=unpaid&search=${encodeURIComponent(bob.email.toUpperCase())}`, admin.token)).json();
    expect(byEmail.items.map((o: { _id: string }) => o._id)).toContain(order._id);
    expect((await call('GET', '/api/allOrders?filter=lost', admin.token)).statusCode).toBe(400);
  });
});

describe('order mail while the mail server is down', () => {
  it('places and pays orders all the same, and delivers each of their emails once when the server is back', async () => {
    // A catcher that is stopped: its port refuses connections, as a mail server that is down does.
    const down = await startMailCatcher();
    const smtpPort = down.smtpPort;
    await down.stop();
    const server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailRetry: { maxAttempts: 50, firstRetryMs: 50, maxRetryMs: 200 } });
    try {
      const callDown = callAs(server.app);
      const cy = await signedInCustomer(server.app, 'Cy Cooper', { verified: true });
      const vice = await server.products.insert({ name: 'Offline Vice', description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 5 });
      const placed = await callDown('POST', '/api/order', cy.token, { ...deliverTo, productId: vice._id, quantity: 1 });
      expect(placed.statusCode).toBe(201);
      const order = placed.json().order;
      const { clientSecret } = (await callDown('POST', '/api/create-payment-intent', cy.token, { orderId: order._id })).json();
      const { id } = await server.sandbox.confirm(clientSecret, testCards.succeeds, { name: 'Cy', email: cy.email });
      expect((await callDown('PATCH', `/api/order/${order._id}`, cy.token, { transactionId: id })).json()).toMatchObject({ paid: true });

      const ofOrder = () => server.outbox.all().filter((m) => m.subject.includes(order.number));
      expect(await server.sendMail()).toMatchObject({ sent: 0 });
      expect(ofOrder().map((m) => m.status)).toEqual(['queued', 'queued', 'queued']);

      const back = await startMailCatcher({ smtpPort });
      try {
        const deadline = Date.now() + 10_000;
        while (ofOrder().some((m) => m.status !== 'sent') && Date.now() < deadline) {
          await server.sendMail();
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await server.sendMail()).toEqual({ sent: 0, failed: 0 });
        // Beside the account's own mail (the link to confirm the address), the order's three, once each.
        const arrived = (await new Inbox(back.inboxUrl).waitForCount(4)).filter((m) => m.subject.includes(order.number));
        expect(arrived.map((m) => m.subject).sort()).toEqual(
          [`New paid order ${order.number}: 1 × Offline Vice`, `Receipt for your order ${order.number}`, `Your order ${order.number} is placed`].sort(),
        );
      } finally {
        await back.stop();
      }
    } finally {
      await server.app.close();
    }
  });
});
