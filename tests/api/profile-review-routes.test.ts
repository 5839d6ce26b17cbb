import type { FastifyInstance } from 'fastify';
import { deliverTo, payStored } from '../support/stored-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import type { Product } from '../../core/domain/product';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { startTestServer } from '../support/test-server';

let app: FastifyInstance;
let call: Call;
let orders: MemoryOrderRepository;
let wrench: Product;
let saw: Product;
let ann: Customer;
let bob: Customer;
let admin: Customer;

const ADMIN = `boss-${crypto.randomUUID().slice(0, 8)}@example.com`;
const profile = { name: 'Ann Archer', home: '1 Forge Lane, Sheffield', education: 'Sheffield College', link: 'https://ann.example.com' };

/** A paid order of `product` for `who`, as a payment would leave it. */
async function paidOrder(who: Customer, product: Product) {
  const order = (await call('POST', '/api/order', who.token, { ...deliverTo, productId: product._id, quantity: product.min })).json().order;
  await payStored(orders, order._id, `txn_${crypto.randomUUID()}`);
  return order;
}

beforeAll(async () => {
  const server = await startTestServer({ adminEmails: [ADMIN] });
  ({ app, orders } = server);
  call = callAs(app);
  wrench = await server.products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg', stock: 1000 });
  saw = await server.products.insert({ name: 'Mitre Saw', description: 'A saw', price: 240, min: 1, max: 5, image: '/s.svg', stock: 1000 });
  [ann, bob] = await Promise.all([signedInCustomer(app, 'Ann Archer'), signedInCustomer(app, 'Bob Baker')]);
  admin = await signedInAdmin(app, ADMIN, 'The Boss');
});
afterAll(() => app.close());

describe('/api/myProfile/{email}', () => {
  it('reads as empty before a save, then as saved, for its owner', async () => {
    const url = `/api/myProfile/${encodeURIComponent(ann.email)}`;
    expect((await call('GET', url, ann.token)).json()).toEqual({ email: ann.email, name: '', home: '', education: '', link: '' });
    const saved = await call('PATCH', url, ann.token, profile);
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', url, ann.token)).json()).toEqual({ email: ann.email, ...profile });
    expect((await call('GET', url, admin.token)).json()).toEqual({ email: ann.email, ...profile });
  });

  it("keeps one customer out of another's profile, and anyone not signed in", async () => {
    const url = `/api/myProfile/${encodeURIComponent(ann.email)}`;
    expect((await call('GET', url, bob.token)).statusCode).toBe(403);
    expect((await call('PATCH', url, bob.token, { ...profile, name: 'Hijacked' })).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, ann.token)).json().name).not.toBe('Hijacked');
  });

  it("refuses a profile with a field missing or a link that is not a web address, in the spec's words", async () => {
    const url = `/api/myProfile/${encodeURIComponent(bob.email)}`;
    expect((await call('PATCH', url, bob.token, { ...profile, home: '' })).json()).toEqual({ type: 'invalid_data', message: 'body home: Home address is Required' });
    expect((await call('PATCH', url, bob.token, { ...profile, link: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await call('GET', url, bob.token)).json().name).toBe('');
  });
});

describe('reviews', () => {
  it('are written only for a product the customer paid for, once', async () => {
    const unpaid = (await call('POST', '/api/order', ann.token, { ...deliverTo, productId: saw._id, quantity: 1 })).json().order;
    const notPaid = await call('POST', '/api/reviews', ann.token, { productId: saw._id, rating: 5, text: 'Great saw' });
    expect(notPaid.statusCode).toBe(403);
    expect(notPaid.json().message).toBe('You can review a product once you have paid for an order of it');
    expect(unpaid.paid).toBe(false);

    await paidOrder(ann, wrench);
    expect((await call('GET', '/api/my-reviews', ann.token)).json().reviewable).toEqual([{ productId: wrench._id, product: 'Torque Wrench' }]);
    const written = await call('POST', '/api/reviews', ann.token, { productId: wrench._id, rating: 4, text: 'Holds its setting.' });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({ productId: wrench._id, product: 'Torque Wrench', customer: ann.email, customerName: 'Ann Archer', rating: 4 });
    expect((await call('POST', '/api/reviews', ann.token, { productId: wrench._id, rating: 1, text: 'Again' })).statusCode).toBe(409);
    expect((await call('GET', '/api/my-reviews', ann.token)).json()).toMatchObject({ reviews: [{ rating: 4 }], reviewable: [] });
    expect((await call('POST', '/api/reviews', undefined, { productId: wrench._id, rating: 4, text: 'x' })).statusCode).toBe(401);
    expect((await call('POST', '/api/reviews', bob.token, { productId: wrench._id, rating: 9, text: 'x' })).statusCode).toBe(400);
  });

  it('are edited and deleted by their author only; an admin may remove any', async () => {
    await paidOrder(bob, saw);
    const review = (await call('POST', '/api/reviews', bob.token, { productId: saw._id, rating: 3, text: 'Fine.' })).json();
    expect((await call('PUT', `/api/reviews/${review._id}`, ann.token, { rating: 1, text: 'Sabotage' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/reviews/${review._id}`, ann.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/reviews/${review._id}`, bob.token, { rating: 5, text: 'Better than fine.' })).json()).toMatchObject({ rating: 5, text: 'Better than fine.' });
    expect((await call('DELETE', `/api/reviews/${review._id}`, admin.token)).json()).toEqual({ deletedCount: 1 });
    expect((await call('DELETE', `/api/reviews/${review._id}`, bob.token)).statusCode).toBe(404);
  });

  it('show on the product and in the latest, with a script kept as plain text', async () => {
    const script = '<script>alert("x")</script><b>bold?</b>';
    await paidOrder(bob, wrench);
    await call('POST', '/api/reviews', bob.token, { productId: wrench._id, rating: 5, text: script });
    const forProduct = (await call('GET', `/api/products/${wrench._id}/reviews`)).json();
    expect(forProduct).toMatchObject({ average: 4.5, count: 2 });
    expect(forProduct.latest[0].text).toBe(script);
    const latest = await call('GET', '/api/reviews');
    expect(latest.headers['content-type']).toMatch(/^application\/json/);
    expect(latest.json()[0]).toMatchObject({ product: 'Torque Wrench', text: script });
    expect((await call('GET', `/api/products/${crypto.randomUUID()}/reviews`)).json()).toEqual({ average: null, count: 0, latest: [] });
  });

  it("show anyone the reviewer's name, the stars, the words and the dates, never their email or id", async () => {
    const publicKeys = ['_id', 'createdAt', 'customerName', 'product', 'productId', 'rating', 'text', 'updatedAt'];
    const shown = [...(await call('GET', `/api/products/${wrench._id}/reviews`)).json().latest, ...(await call('GET', '/api/reviews')).json()];
    expect(shown.length).toBeGreaterThan(0);
    for (const review of shown) {
      expect(Object.keys(review).sort()).toEqual(publicKeys);
      expect(JSON.stringify(review)).not.toMatch(/@|"customer"|customerId/);
    }
    // The author still sees their own in full.
    expect((await call('GET', '/api/my-reviews', bob.token)).json().reviews[0]).toMatchObject({ customer: bob.email, customerId: bob.id });
  });
});
