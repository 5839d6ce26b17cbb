// The audit log over HTTP: an admin's changes to products (prices and breaks), categories and roles
// are each listed with who, what, when and the values before and after; filtered, paged, read only.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { startTestServer, type TestServer } from '../support/test-server';
import { deliverTo, payStored } from '../support/stored-orders';
import { payAsBrowser } from '../support/pay-as-browser';
import { auditActions } from '../../core/domain/audit';

const ADMIN = `audit-${crypto.randomUUID().slice(0, 8)}@example.com`;
const WALKER = `walker-${crypto.randomUUID().slice(0, 8)}@example.com`;
let app: FastifyInstance;
let server: TestServer;
let call: Call;
let admin: Customer;

beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN, WALKER] });
  ({ app } = server);
  call = callAs(app);
  admin = await signedInAdmin(app, ADMIN, 'Audrey Admin');
});
afterAll(() => app.close());

const audit = async (query = '') => {
  const res = await call('GET', `/api/audit?actor=${encodeURIComponent(ADMIN)}${query}`, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { action: string; actor: { email: string; name: string }; subject: { id: string; label: string }; before: unknown; after: unknown; at: string }[]; nextCursor: string | null };
};

describe('GET /api/audit', () => {
  it("lists each admin's change, newest first: the product's price and breaks before and after, a category, a role", async () => {
    const form = { name: 'Audit Vice', description: 'Cast iron', price: 40, min: 1, max: 50, image: '/v.svg', stock: 10 };
    const product = (await call('POST', '/api/products', admin.token, form)).json();
    const changed = await call('PUT', `/api/product/${product._id}`, admin.token, { ...form, price: 45, priceBreaks: [{ from: 10, to: null, price: 40 }] });
    expect(changed.statusCode, changed.body).toBe(200);
    const category = (await call('POST', '/api/categories', admin.token, { name: `Audit ${crypto.randomUUID().slice(0, 6)}`, parentId: null })).json();
    const ann = await signedInCustomer(app, 'Ann Audit', { verified: true });
    expect((await call('PUT', `/api/user/admin/${encodeURIComponent(ann.email)}`, admin.token)).statusCode).toBe(200);

    const { items } = await audit();
    expect(items.map((entry) => [entry.action, entry.subject.label])).toEqual([
      ['user.made_admin', ann.email],
      ['category.added', category.name],
      ['product.changed', `${product.partNumber} Audit Vice`],
      ['product.added', `${product.partNumber} Audit Vice`],
    ]);
    expect(items[2]).toMatchObject({ actor: { email: ADMIN, name: 'Audrey Admin' }, before: { price: 40, priceBreaks: [] }, after: { price: 45, priceBreaks: [{ from: 10, to: null, price: 40 }] } });
    expect(items[0]).toMatchObject({ before: { role: 'customer' }, after: { role: 'admin' } });

    // Filtered by what and by which, and paged.
    expect((await audit('&action=product.changed')).items).toHaveLength(1);
    expect((await audit(`&subjectId=${product._id}`)).items.map((entry) => entry.action)).toEqual(['product.changed', 'product.added']);
    const first = await audit('&limit=3');
    expect(first.items).toHaveLength(3);
    expect((await audit(`&limit=3&cursor=${first.nextCursor}`)).items.map((entry) => entry.action)).toEqual(['product.added']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`&from=${today}&to=${today}`)).items).toHaveLength(4);
  });

  it("lists an admin's order actions: a shipment with its carrier, a cancellation declined with its reason, an order cancelled", async () => {
    const form = { name: 'Audit Clamp', description: 'Steel', price: 12, min: 1, max: 50, image: '/c.svg', stock: 100 };
    const clamp = (await call('POST', '/api/products', admin.token, form)).json();
    const bob = await signedInCustomer(app, 'Bob Buyer', { verified: true });
    const place = async () => (await call('POST', '/api/order', bob.token, { ...deliverTo, phone: '0114 496 0000', productId: clamp._id, quantity: 2 })).json().order;
    const [shipped, kept, cancelled] = [await place(), await place(), await place()];
    await payStored(server.orders, shipped._id);
    await payStored(server.orders, kept._id);
    expect((await call('PUT', `/api/order/shipped/${shipped._id}`, admin.token, { carrier: 'DPD', trackingNumber: '1552 9982' })).statusCode).toBe(200);
    expect((await call('POST', `/api/order/${kept._id}/cancellation`, bob.token, { reason: 'Ordered twice' })).statusCode).toBe(200);
    const declined = await call('POST', `/api/order/${kept._id}/cancellation/decline`, admin.token, { reason: 'Already packed' });
    expect(declined.statusCode, declined.body).toBe(200);
    const cancel = await call('POST', `/api/order/${cancelled._id}/cancel`, admin.token);
    expect(cancel.statusCode, cancel.body).toBe(200);

    const { items } = await audit('&subjectType=order');
    expect(items.map((entry) => [entry.action, entry.subject.label])).toEqual([
      ['order.cancelled', cancelled.number],
      ['order.cancellation_declined', kept.number],
      ['order.shipped', shipped.number],
    ]);
    expect(items[2]).toMatchObject({ before: { shipped: false, carrier: null, trackingNumber: null }, after: { shipped: true, carrier: 'DPD', trackingNumber: '1552 9982' } });
    expect(items[1]).toMatchObject({ before: { cancellationRequested: true }, after: { cancellationRequested: false, reason: 'Already packed' } });
    expect(items[0].after).toMatchObject({ cancelledAt: expect.any(String) });
    // The customer's own request is no admin's change: it is not in the log.
    const everyone = await call('GET', `/api/audit?subjectId=${kept._id}`, admin.token);
    expect(everyone.json().items.map((entry: { action: string }) => entry.action)).toEqual(['order.cancellation_declined']);
  });

  it('lists what an applied catalogue file added and changed, for the admin who imported it', async () => {
    const part = `HT-AUD-${crypto.randomUUID().slice(0, 6)}`;
    const csv = ['Part number,Name,Category,Price,Minimum,Maximum,Stock,Description,Picture', `${part},Audit Anchor,,3,1,100,50,Zinc,/a.svg`].join('\r\n');
    const imported = await app.inject({
      method: 'POST',
      url: '/api/catalogue/import?mode=apply',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/csv' },
      payload: Buffer.from(csv),
    });
    expect(imported.json()).toMatchObject({ applied: true, created: 1 });
    const { items } = await audit('&action=product.added');
    expect(items[0]).toMatchObject({ subject: { label: `${part} Audit Anchor` }, after: { price: 3, stock: 50 } });
  });

  it('records every kind of change an admin makes: a walk through each, over HTTP', async () => {
    const walker = await signedInAdmin(app, WALKER, 'Walter Walk');
    const as = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => call(method, url, walker.token, payload);
    const ok = async (res: Awaited<ReturnType<Call>>) => {
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json();
    };
    // Products, their prices and breaks.
    const form = { name: 'Walk Vice', description: 'Cast iron', price: 40, min: 1, max: 50, image: '/v.svg', stock: 100 };
    const vice = await ok(await as('POST', '/api/products', form));
    await ok(await as('PUT', `/api/product/${vice._id}`, { ...form, price: 45, priceBreaks: [{ from: 10, to: null, price: 40 }] }));
    const spare = await ok(await as('POST', '/api/products', { ...form, name: 'Walk Spare' }));
    await ok(await as('DELETE', `/api/product/${spare._id}`));
    // Categories.
    const category = await ok(await as('POST', '/api/categories', { name: `Walk ${crypto.randomUUID().slice(0, 6)}`, parentId: null }));
    await ok(await as('PUT', `/api/categories/${category._id}`, { name: `${category.name} renamed`, parentId: null }));
    await ok(await as('DELETE', `/api/categories/${category._id}`));
    // Roles.
    const ann = await signedInCustomer(app, 'Ann Walk', { verified: true });
    await ok(await as('PUT', `/api/user/admin/${encodeURIComponent(ann.email)}`));
    await ok(await as('DELETE', `/api/user/admin/${encodeURIComponent(ann.email)}`));
    await ok(await as('DELETE', `/api/user/${encodeURIComponent(ann.email)}`));
    // Orders: a shipment, a refund of a line, a cancellation declined, a cancellation.
    const bob = await signedInCustomer(app, 'Bob Walk', { verified: true });
    const place = async () => (await call('POST', '/api/order', bob.token, { ...deliverTo, phone: '0114 496 0000', productId: vice._id, quantity: 2 })).json().order;
    const [shipped, refunded, kept, cancelled] = [await place(), await place(), await place(), await place()];
    for (const order of [shipped, kept]) await payStored(server.orders, order._id);
    await payAsBrowser(call, server.sandbox, bob, refunded._id);
    await ok(await as('PUT', `/api/order/shipped/${shipped._id}`, { carrier: 'DPD', trackingNumber: '1552 9982' }));
    await ok(await as('POST', `/api/order/${refunded._id}/refunds`, { lines: [{ line: 1, quantity: 1 }] }));
    await ok(await call('POST', `/api/order/${kept._id}/cancellation`, bob.token, { reason: 'Ordered twice' }));
    await ok(await as('POST', `/api/order/${kept._id}/cancellation/decline`, { reason: 'Already packed' }));
    await ok(await as('POST', `/api/order/${cancelled._id}/cancel`));
    // Trade accounts: an approval, a decline, a company's prices.
    const application = { companyName: 'Walk Ltd', companyNumber: '01234567', invoiceAddress: { recipient: 'Accounts', line1: '1 Mill Lane', city: 'Leeds', postcode: 'LS1 1AA', country: 'United Kingdom' } };
    const approved = await ok(await call('POST', '/api/trade-account', bob.token, application));
    await ok(await as('POST', `/api/trade-accounts/${approved._id}/decision`, { approve: true }));
    await ok(await as('PUT', `/api/trade-accounts/${approved._id}/prices`, { discountPercent: 5, fixedPrices: [] }));
    // Its credit, and the payment of an order bought on it.
    await ok(await as('PUT', `/api/trade-accounts/${approved._id}/credit`, { credit: { limit: 5000 } }));
    const onAccount = await ok(await call('POST', '/api/order', bob.token, { ...deliverTo, productId: vice._id, quantity: 2, paymentMethod: 'account' }));
    await ok(await as('POST', `/api/order/${onAccount.order._id}/payment-on-account`, { reference: 'BACS 1' }));
    // A quote answered.
    const quote = await ok(await call('POST', '/api/quotes', bob.token, { lines: [{ productId: vice._id, quantity: 80 }] }));
    await ok(await as('PUT', `/api/quotes/${quote._id}/answer`, { prices: [35], validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) }));
    const cal = await signedInCustomer(app, 'Cal Walk', { verified: true });
    const declined = await ok(await call('POST', '/api/trade-account', cal.token, application));
    await ok(await as('POST', `/api/trade-accounts/${declined._id}/decision`, { approve: false, reason: 'No such company' }));

    const entries = (await call('GET', `/api/audit?actor=${encodeURIComponent(WALKER)}&limit=100`, walker.token)).json().items as { action: string; actor: { email: string } }[];
    // Every kind of change the log knows was made above, each by the walker: a kind added without a step here fails.
    expect([...new Set(entries.map((entry) => entry.action))].sort()).toEqual([...auditActions].sort());
    expect(entries.every((entry) => entry.actor.email === WALKER)).toBe(true);
  });

  it('refuses a filter it cannot read, in words', async () => {
    for (const [query, message] of [
      ['&action=product.stolen', 'action must be one of'],
      ['&from=2026-12-01&to=2026-11-01', 'from must not be after to'],
      ['&from=yesterday', 'from must be a date as YYYY-MM-DD'],
      ['&limit=1000', 'limit must be at most 100'],
    ]) {
      const res = await call('GET', `/api/audit?actor=${ADMIN}${query}`, admin.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });

  it('has no route that changes or deletes an entry', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) expect((await call(method, '/api/audit', admin.token)).statusCode, method).toBe(404);
  });
});
