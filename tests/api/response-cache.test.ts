import type { FastifyInstance } from 'fastify';
import { deliverTo } from '../support/stored-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import type { Product } from '../../core/domain/product';
import { signUpInEmulator } from '../support/auth-emulator';
import { callAs, signedInCustomer, type Call } from '../support/customers';
import { startTestServer } from '../support/test-server';

let app: FastifyInstance;
let products: MemoryProductRepository;
let call: Call;
let adminToken: string;
let wrench: Product;
const ADMIN = `cache-${crypto.randomUUID().slice(0, 8)}@example.com`;
const TTL = 400;

beforeAll(async () => {
  const server = await startTestServer({ adminEmails: [ADMIN], responseCacheMs: TTL });
  ({ app, products } = server);
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
