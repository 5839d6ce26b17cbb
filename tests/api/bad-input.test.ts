import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName } from '../../core/contract';
import type { MemoryAddressRepository } from '../../adapters/memory/memory-address-repository';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import type { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import type { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import { signedInAdmin, signedInCustomer, type Customer } from '../support/customers';
import { startTestServer } from '../support/test-server';

/**
 * Malformed bodies, params, queries, headers, content types and sizes, thrown at every route of the
 * contract by fast-check: never a 5xx, always the error shape, and nothing stored by a refusal.
 */
let app: FastifyInstance;
let products: MemoryProductRepository;
let orders: MemoryOrderRepository;
let users: MemoryUserRepository;
let addresses: MemoryAddressRepository;
let customer: Customer;
let admin: Customer;
const ADMIN = `fuzz-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  const server = await startTestServer({ adminEmails: [ADMIN] });
  ({ app, products, orders, users, addresses } = server);
  customer = await signedInCustomer(app, 'Fuzzy Customer');
  admin = await signedInAdmin(app, ADMIN, 'Fuzz Admin');
  await products.insert({ name: 'Wrench', description: 'A wrench', price: 25, min: 1, max: 10, image: '/w.svg', stock: 1000 });
});
afterAll(() => app.close());

/** Everything a refusal must leave as it was. */
async function snapshot() {
  return JSON.stringify([await products.list({ limit: 100 }), await orders.listAll({ limit: 100, filter: 'all' }), await users.list(), await addresses.list(customer.id), await addresses.list(admin.id)]);
}

const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '..', '%00', '%2F', 'null', '-1', '1e309', 'a'.repeat(400), '<script>', "' OR 1=1 --", crypto.randomUUID()),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ productId: segment, quantity: fc.oneof(fc.integer(), fc.double(), fc.string()), phone: fc.string(), totalPrice: fc.anything() }, { requiredKeys: [] }),
  fc.record({ name: fc.string(), price: fc.oneof(fc.integer(), fc.string()), min: fc.integer(), max: fc.integer(), image: fc.string(), stock: fc.integer() }, { requiredKeys: [] }),
  fc.record(
    {
      address: fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.record({ recipient: fc.string(), line1: fc.string(), city: fc.anything(), postcode: fc.string({ maxLength: 30 }), country: fc.string() }, { requiredKeys: [] })),
      makeDefault: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);
const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'image/png', 'application/json; charset=utf-16');
const bearer = () => fc.constantFrom<string | undefined>(undefined, customer.token, admin.token, 'garbage', `${admin.token}x`);

describe('bad input, to every route', () => {
  for (const [name, route] of Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][]) {
    it(`${route.method} ${route.path} (${name}) never answers 5xx, and a refusal changes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(segment, segment, fc.string({ maxLength: 60 }), body, contentType, bearer(), fc.boolean(), async (id, email, query, json, type, token, sendRaw) => {
          const url = route.path.replace(':id', encodeURIComponent(id)).replace(':email', encodeURIComponent(email)) + (query ? `?${encodeURIComponent(query)}=${encodeURIComponent(query)}` : '');
          const payload = route.method === 'GET' ? undefined : sendRaw ? JSON.stringify(json).slice(0, 200) + '{' : JSON.stringify(json);
          const before = await snapshot();
          const res = await app.inject({
            method: route.method,
            url,
            headers: { ...(payload === undefined ? {} : { 'content-type': type }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
            ...(payload === undefined ? {} : { payload }),
          });
          expect(res.statusCode, `${route.method} ${url} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(Object.keys(res.json()).sort()).toEqual(['message', 'type']);
            expect(await snapshot()).toBe(before);
          }
        }),
        { numRuns: 25 },
      );
    });
  }

  it('refuses an oversized body before reading it, with the error shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/order', headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` }, payload: JSON.stringify({ phone: 'x'.repeat(70_000) }) });
    expect(res.statusCode).toBe(413);
    expect(Object.keys(res.json()).sort()).toEqual(['message', 'type']);
  });
});
