// The audit log over HTTP: an admin's changes to products (prices and breaks), categories and roles
// are each listed with who, what, when and the values before and after; filtered, paged, read only.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { startTestServer, type TestServer } from '../support/test-server';
import { deliverTo, payStored } from '../support/stored-orders';

const ADMIN = `audit-${crypto.randomUUID().slice(0, 8)}@example.com`;
let app: FastifyInstance;
let server: TestServer;
let call: Call;
let admin: Customer;

beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] });
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
