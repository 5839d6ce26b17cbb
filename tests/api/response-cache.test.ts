import type { FastifyInstance } from 'fastify';
import { deliverTo, payStored } from '../support/stored-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import type { MemoryReviewRepository } from '../../adapters/memory/memory-review-repository';
import type { Product } from '../../core/domain/product';
import { signUpInEmulator } from '../support/auth-emulator';
import { callAs, signedInCustomer, type Call } from '../support/customers';
import { startTestServer } from '../support/test-server';

let app: FastifyInstance;
let server: Awaited<ReturnType<typeof startTestServer>>;
let products: MemoryProductRepository;
let reviews: MemoryReviewRepository;
let call: Call;
let adminToken: string;
let wrench: Product;
const ADMIN = `cache-${crypto.randomUUID().slice(0, 8)}@example.com`;
const TTL = 400;

beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN], responseCacheMs: TTL });
  ({ app, products, reviews } = server);
  call = callAs(app);
  const boss = await signUpInEmulator('The Boss', ADMIN, { verified: true });
  adminToken = (await app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(ADMIN)}`, headers: { authorization: `Bearer ${boss.idToken}` } })).json().token;
  wrench = await products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 1, max: 10, image: '/w.svg', stock: 1000 });
});
afterAll(() => app.close());

const priceOf = async (url: string) => {
  const res = await call('GET', url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = res.json();
  return (body.items ? body.items.find((p: Product) => p._id === wrench._id) : body).price as number;
};

describe('the catalogue answered from memory for a moment', () => {
  it('serves a repeated read from memory until it expires (a change made elsewhere shows within the TTL)', async () => {
    const url = `/api/products/${wrench._id}`;
    expect(await priceOf(url)).toBe(25);
    // Another server changing the database: this one keeps its answer for the TTL, then reads afresh.
    await products.update(wrench._id, { ...wrench, price: 30 });
    expect(await priceOf(url)).toBe(25);
    await new Promise((resolve) => setTimeout(resolve, TTL + 50));
    expect(await priceOf(url)).toBe(30);
  });

  it("shows this server's own writes at once: saving a product clears every cached answer", async () => {
    const list = '/api/products?limit=100';
    const detail = `/api/productDetail/${wrench._id}`;
    const before = await priceOf(list);
    await priceOf(detail);
    const saved = await call('PUT', `/api/product/${wrench._id}`, adminToken, { name: 'Torque Wrench', description: 'A wrench', price: before + 5, min: 1, max: 10, image: '/w.svg', stock: 1000 });
    expect(saved.statusCode).toBe(200);
    expect(await priceOf(list)).toBe(before + 5);
    expect(await priceOf(detail)).toBe(before + 5);
  });

  it('shows a new customer count once an order is placed here', async () => {
    const list = '/api/products?limit=100';
    const count = async () => (await call('GET', list)).json().items.find((p: { _id: string }) => p._id === wrench._id).customerCount as number;
    const before = await count();
    const ann = await signedInCustomer(app, 'Ann Archer');
    expect((await call('POST', '/api/order', ann.token, { ...deliverTo, productId: wrench._id, quantity: 1 })).statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
  });
});

describe('what makes a new entry, and what clears them', () => {
  /** Another server changing the price: this one shows it only when its cache misses. */
  const changedElsewhere = async () => {
    const now = await products.findById(wrench._id);
    await products.update(wrench._id, { ...now!, price: now!.price + 1 });
    return now!.price;
  };

  it('keys an answer on the query the route reads: unknown parameters, or the same value written otherwise, are the same entry', async () => {
    const list = '/api/products?limit=100';
    const before = await priceOf(list);
    await priceOf(`/api/products/${wrench._id}`);
    expect(await changedElsewhere()).toBe(before);
    expect(await priceOf(`${list}&utm_source=bot&x=${crypto.randomUUID()}`)).toBe(before);
    expect(await priceOf('/api/products?x=1&limit=0100')).toBe(before);
    expect(await priceOf(`/api/products/${wrench._id}?nocache=${crypto.randomUUID()}`)).toBe(before);
  });

  it('keeps its answers across writes that change nothing the catalogue shows: an address saved or deleted', async () => {
    const ann = await signedInCustomer(app, 'Ann Address');
    const list = '/api/products?limit=100';
    const before = await priceOf(list);
    await changedElsewhere();
    const saved = await call('POST', '/api/addresses', ann.token, { address: deliverTo.address });
    expect(saved.statusCode).toBe(201);
    expect((await call('DELETE', `/api/addresses/${saved.json()._id}`, ann.token)).statusCode).toBe(200);
    expect(await priceOf(list)).toBe(before);
  });

  it("clears them when a review is written or deleted: the product's reviews and the latest show it at once", async () => {
    const bea = await signedInCustomer(app, 'Bea Reviewer');
    const placed = await call('POST', '/api/order', bea.token, { ...deliverTo, productId: wrench._id, quantity: 1 });
    await payStored(server.orders, placed.json().order._id);
    const countOf = async () => (await call('GET', `/api/products/${wrench._id}/reviews`)).json().count as number;
    const before = await countOf();
    const latest = (await call('GET', '/api/reviews')).json().length as number;
    const written = await call('POST', '/api/reviews', bea.token, { productId: wrench._id, rating: 5, text: 'Holds its setting.' });
    expect(written.statusCode).toBe(201);
    expect(await countOf()).toBe(before + 1);
    expect((await call('GET', '/api/reviews')).json()).toHaveLength(latest + 1);
    expect((await call('DELETE', `/api/reviews/${written.json()._id}`, bea.token)).statusCode).toBe(200);
    expect(await countOf()).toBe(before);
    expect(await reviews.listLatest(100)).toHaveLength(latest);
  });
});
