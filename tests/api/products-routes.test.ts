import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import { seedProducts } from '../../adapters/seed/catalogue';
import { startTestServer } from '../support/test-server';

let app: FastifyInstance;
let products: MemoryProductRepository;
let firstId: string;

beforeAll(async () => {
  ({ app, products } = await startTestServer());
  for (const product of seedProducts) await products.insert(product);
  firstId = (await products.list({ limit: 1 })).items[0]._id;
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/products', () => {
  it('answers a page of products and a cursor', async () => {
    const res = await get('/api/products?limit=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(5);
    expect(body.items[0]).toEqual({ ...seedProducts[0], _id: firstId, customerCount: 0, categoryId: null });
    expect(typeof body.nextCursor).toBe('string');
    const next = (await get(`/api/products?limit=5&cursor=${body.nextCursor}`)).json();
    expect(next.items[0].name).toBe(seedProducts[5].name);
  });

  it('uses a default page size when none is asked for', async () => {
    expect((await get('/api/products')).json().items).toHaveLength(12);
  });

  it.each([
    ['limit=0'],
    ['limit=101'],
    ['limit=abc'],
    ['limit=1&limit=2'],
    ['cursor=forged!'],
    [`cursor=${'x'.repeat(300)}`],
  ])('answers 400 with the error shape for %s', async (query) => {
    const res = await get(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'invalid_data', message: expect.any(String) });
  });
});

describe('GET /api/products/{id} and /api/productDetail/{id}', () => {
  it('answers one product by either path', async () => {
    for (const path of ['products', 'productDetail']) {
      const res = await get(`/api/${path}/${firstId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...seedProducts[0], _id: firstId, categoryId: null });
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get(`/api/products/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ type: 'not_found', message: 'No product has that id' });
    for (const bad of ['abc', '1', "1'%20OR%201=1", 'x'.repeat(150)]) {
      const res = await get(`/api/productDetail/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe('invalid_data');
    }
  });
});

describe('every answer', () => {
  it('carries security headers', async () => {
    const res = await get('/api/products?limit=1');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'not_found' });
  });

  // A public route: on the others the caller is refused before the body is looked at.
  it('refuses an oversized or malformed body with a 4xx in the error shape', async () => {
    const big = await app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ x: 'y'.repeat(100_000) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ type: 'invalid_data', message: 'The request is too large' });
    const broken = await app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().type).toBe('invalid_data');
  });
});
