import type { FastifyInstance } from 'fastify';
import { deliverTo } from '../support/stored-orders';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName } from '../../core/contract';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import type { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import type { Product } from '../../core/domain/product';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { startTestServer } from '../support/test-server';

/**
 * NUL, the other control characters and lone surrogate halves, sent to every route in every place
 * text can go: 400 `invalid_data` naming where, never a 5xx, nothing stored. Single-line fields
 * refuse line breaks; multi-line text keeps them.
 */
let app: FastifyInstance;
let products: MemoryProductRepository;
let orders: MemoryOrderRepository;
let call: Call;
let customer: Customer;
let admin: Customer;
let wrench: Product;
const ADMIN = `text-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  const server = await startTestServer({ adminEmails: [ADMIN] });
  ({ app, products, orders } = server);
  call = callAs(app);
  customer = await signedInCustomer(app, 'Tex Tiller');
  admin = await signedInAdmin(app, ADMIN, 'Text Admin');
  wrench = await products.insert({ name: 'Wrench', description: 'A wrench', price: 25, min: 1, max: 10, image: '/w.svg', stock: 1000 });
});
afterAll(() => app.close());

const everyRoute = Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][];

/** The route's path with its parameters filled: a real id and email, or `text` where given. */
const pathOf = (path: string, text?: string) =>
  path.replace(':id', encodeURIComponent(text ?? wrench._id)).replace(':email', encodeURIComponent(text ?? ADMIN));

/** A token that passes the route's access rule: the refusal must come from the text, not the door. */
const tokenFor = (access: string) => (access === 'admin' || access === 'signed-in' ? admin.token : undefined);

const expectRefused = (res: Awaited<ReturnType<Call>>, message: string | RegExp) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ type: 'invalid_data', message: typeof message === 'string' ? message : expect.stringMatching(message) });
};

const NUL = '\u0000';
const nulRefused = (where: string) => `${where}: Remove the control character U+0000 from this text`;

describe('a NUL anywhere, to every route', () => {
  for (const [name, route] of everyRoute) {
    // A route that takes a file's bytes (a picture, a CSV file) reads them itself: its query and path are checked here.
    const hasBody = route.method !== 'GET' && !('rawBody' in route);
    const hasParam = route.path.includes('/:');

    it(`${route.method} ${route.path} (${name}) refuses it in the query${hasParam ? ', the path' : ''}${hasBody ? ' and the body' : ''}, naming where`, async () => {
      const token = tokenFor(route.access);
      const before = await orders.listAll({ limit: 100, filter: 'all' });
      expectRefused(await call(route.method, `${pathOf(route.path)}?note=${encodeURIComponent(`a${NUL}b`)}`, token), nulRefused('query note'));
      if (hasParam) {
        const param = route.path.includes(':id') ? 'id' : 'email';
        expectRefused(await call(route.method, pathOf(route.path, `x${NUL}`), token), nulRefused(`path ${param}`));
      }
      if (hasBody) {
        expectRefused(await call(route.method, pathOf(route.path), token, { note: { lines: ['fine', `bad${NUL}`] } }), nulRefused('body note.lines.1'));
      }
      expect(await orders.listAll({ limit: 100, filter: 'all' })).toEqual(before);
    });
  }
});

// Every refused character: C0 bar tab and line breaks, DEL, C1, and a surrogate half alone.
const refusedCharacter = fc
  .oneof(fc.integer({ min: 0x00, max: 0x08 }), fc.constantFrom(0x0b, 0x0c), fc.integer({ min: 0x0e, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.integer({ min: 0xd800, max: 0xdfff }))
  .map((code) => String.fromCharCode(code));

describe('any refused character, in any string of any body', () => {
  it('answers 400 invalid_data on every route that takes a body', async () => {
    const bodied = everyRoute.filter(([, route]) => route.method !== 'GET' && !('rawBody' in route));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodied), refusedCharacter, fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), async ([, route], bad, head, tail) => {
        const res = await call(route.method, pathOf(route.path), tokenFor(route.access), { phone: `${head}${bad}${tail}`, name: `${head}${bad}${tail}` });
        expect(res.statusCode, `${route.path} ${JSON.stringify(bad)} -> ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ type: 'invalid_data', message: expect.stringMatching(/^body (phone|name): /) });
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a field name holding one, and a surrogate half alone, with their own words', async () => {
    expectRefused(await call('POST', '/api/order', customer.token, { ...deliverTo, productId: wrench._id, quantity: 1, [`x${NUL}`]: 1 }), "body: a field's name: Remove the control character U+0000 from this text");
    expectRefused(await call('POST', '/api/order', customer.token, { ...deliverTo, productId: wrench._id, quantity: 1, phone: '555 \ud800' }), 'body phone: This text is not well-formed: it holds half of a character (U+D800)');
    expectRefused(await call('POST', '/api/order', customer.token, { ...deliverTo, productId: wrench._id, quantity: 1, phone: '555\u009b0100' }), 'body phone: Remove the control character U+009B from this text');
  });
});

describe('the fields the review found answering 500', () => {
  const card = { clientSecret: 'pi_x_secret_y', number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ann', email: 'ann@example.com' };
  const product = { name: 'Hex key set', description: 'Nine keys', price: 25, max: 50, min: 1, image: '/x.svg', stock: 1000 };
  const profile = { name: 'Tex Tiller', home: 'Sheffield', education: 'Tooling', link: 'https://example.com' };

  it.each([
    ['the phone', 'POST', '/api/order', 'customer', { ...deliverTo, productId: 'wrench', quantity: 1, phone: `555${NUL}0100` }, 'body phone'],
    ['a profile field', 'PATCH', '/api/myProfile/:self', 'customer', { ...profile, home: `Shef${NUL}field` }, 'body home'],
    ['the product name', 'POST', '/api/products', 'admin', { ...product, name: `Hex${NUL}` }, 'body name'],
    ['a saved product name', 'PUT', '/api/product/wrench', 'admin', { ...product, name: `Hex${NUL}` }, 'body name'],
    ['the sandbox card confirmation, signed in or not', 'POST', '/api/sandbox-card/confirm', 'nobody', { ...card, clientSecret: `pi_x${NUL}` }, 'body clientSecret'],
    ['the name on the card', 'POST', '/api/sandbox-card/confirm', 'nobody', { ...card, name: `Ann${NUL}` }, 'body name'],
  ] as const)('%s', async (_what, method, path, who, body, where) => {
    const token = who === 'admin' ? admin.token : who === 'customer' ? customer.token : undefined;
    const url = path.replace(':self', encodeURIComponent(customer.email)).replace('wrench', wrench._id);
    const payload = JSON.parse(JSON.stringify(body).replace('"wrench"', JSON.stringify(wrench._id)));
    expectRefused(await call(method, url, token, payload), nulRefused(where));
  });
});

describe('single-line and multi-line text', () => {
  it('refuses a line break in a single-line field, naming the field', async () => {
    const product = { name: 'Hex\nkey set', description: 'Nine keys', price: 25, max: 50, min: 1, image: '/x.svg', stock: 1000 };
    expectRefused(await call('POST', '/api/order', customer.token, { ...deliverTo, productId: wrench._id, quantity: 1, phone: '555\n0100' }), 'body phone: Keep the phone number on one line');
    expectRefused(await call('POST', '/api/products', admin.token, product), 'body name: Keep the product name on one line');
    expectRefused(await call('PATCH', `/api/myProfile/${encodeURIComponent(customer.email)}`, customer.token, { name: 'Tex', home: 'Sheffield\r\nS1', education: 'Tooling', link: 'https://example.com' }), 'body home: Keep the home address on one line');
    expectRefused(await call('POST', '/api/sandbox-card/confirm', undefined, { clientSecret: 'pi_x_secret_y', number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ann\u2028Archer', email: 'ann@example.com' }), 'body name: Keep the name on one line');
  });

  it('keeps tabs and line breaks in a description', async () => {
    const description = 'Nine keys:\n\t1.5 mm to 10 mm\r\nin a case';
    const res = await call('POST', '/api/products', admin.token, { name: 'Hex key set', description, price: 25, max: 50, min: 1, image: '/x.svg', stock: 1000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().description).toBe(description);
  });
});

describe('invisible and direction-changing text in what people read', () => {
  const ZWSP = '\u200b';
  const RLO = '\u202e';
  const product = { name: 'Hex key set', description: 'Nine keys', price: 25, max: 50, min: 1, image: '/x.svg', stock: 1000 };
  const profile = { name: 'Tex Tiller', home: 'Sheffield', education: 'Tooling', link: 'https://example.com' };
  const invisible = (what: string) => `Type ${what}: this holds only invisible characters`;
  const override = (what: string) => `Remove the text direction control U+202E from ${what}`;

  it('refuses an address whose recipient is a zero-width space, or whose fields turn the text around, wherever an address is sent', async () => {
    expectRefused(await call('POST', '/api/addresses', customer.token, { address: { ...deliverTo.address, recipient: ZWSP } }), `body address.recipient: ${invisible('the recipient')}`);
    expectRefused(await call('POST', '/api/addresses', customer.token, { address: { ...deliverTo.address, line1: `1 High St ${RLO}21 tinU` } }), `body address.line1: ${override('address line 1')}`);
    expectRefused(await call('POST', '/api/addresses', customer.token, { address: { ...deliverTo.address, company: `${ZWSP}${ZWSP}` } }), `body address.company: ${invisible('the company')}`);
    expectRefused(await call('POST', '/api/order', customer.token, { address: { ...deliverTo.address, city: `Leeds\u2066` }, productId: wrench._id, quantity: 1 }), /the city/);
    expect((await call('GET', '/api/addresses', customer.token)).json()).toEqual([]);
  });

  it.each([
    ['a product name', 'POST', '/api/products', 'admin', { ...product, name: ZWSP }, invisible('the product name')],
    ['a product description', 'POST', '/api/products', 'admin', { ...product, description: `Nine ${RLO}syek` }, override('the description')],
    ['a profile name', 'PATCH', '/api/myProfile/:self', 'customer', { ...profile, name: `${RLO}relliT xeT` }, override('the name')],
    ['a contact name', 'POST', '/api/contact', 'nobody', { name: `\u2060`, email: 'ann@example.com', message: 'Hello' }, invisible('the name')],
    ['a contact message', 'POST', '/api/contact', 'nobody', { name: 'Ann', email: 'ann@example.com', message: `Call me ${RLO}0010 694 4110` }, override('the message')],
    ['an order note', 'POST', '/api/order/:order/notes', 'admin', { text: `${ZWSP}\n${ZWSP}` }, invisible('the note')],
  ] as const)('refuses %s', async (_what, method, path, who, body, message) => {
    const token = who === 'admin' ? admin.token : who === 'customer' ? customer.token : undefined;
    const order = path.includes(':order') ? (await call('POST', '/api/order', customer.token, { ...deliverTo, productId: wrench._id, quantity: 1 })).json().order._id : '';
    const url = path.replace(':self', encodeURIComponent(customer.email)).replace(':order', order);
    const res = await call(method, url, token, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

