import type { FastifyInstance } from 'fastify';
import { deliverTo, payStored } from '../support/stored-orders';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import type { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import type { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import { MAX_PRICE, type Product } from '../../core/domain/product';
import { notAPicture } from '../../core/domain/picture';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { signUpInEmulator } from '../support/auth-emulator';
import { startTestServer } from '../support/test-server';

let app: FastifyInstance;
let call: Call;
let products: MemoryProductRepository;
let orders: MemoryOrderRepository;
let users: MemoryUserRepository;
let imagesDir: string;
let admin: Customer;
let ann: Customer;
let wrench: Product;

// An address of its own: the emulator's accounts are shared by every test file of the run.
const ADMIN = `boss-${crypto.randomUUID().slice(0, 8)}@example.com`;
const product = { name: 'Mitre Saw', description: 'A saw for angles', price: 240, max: 5, min: 1, image: '/catalogue/saw.svg', stock: 1000 };

beforeAll(async () => {
  const server = await startTestServer({ adminEmails: [ADMIN] });
  ({ app, products, orders, users, imagesDir } = server);
  call = callAs(app);
  admin = await signedInAdmin(app, ADMIN, 'The Boss');
  ann = await signedInCustomer(app, 'Ann Archer');
  wrench = await products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg', stock: 1000 });
});
afterAll(() => app.close());

const png = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 194, g: 65, b: 12 } } })
    .png()
    .toBuffer();
const upload = (token: string | undefined, body: Buffer, type = 'image/png') =>
  app.inject({ method: 'POST', url: '/api/images', headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: body });

describe('every admin call, refused to a customer and to anyone not signed in', () => {
  it('answers 403 and 401 and changes nothing', async () => {
    const id = wrench._id;
    const calls: [Parameters<Call>[0], string, unknown?][] = [
      ['GET', '/api/users'],
      ['PUT', `/api/user/admin/${encodeURIComponent(ann.email)}`],
      ['DELETE', `/api/user/admin/${encodeURIComponent(ADMIN)}`],
      ['DELETE', `/api/user/${encodeURIComponent(ADMIN)}`],
      ['POST', '/api/products', product],
      ['PUT', `/api/product/${id}`, { ...product, price: 1 }],
      ['DELETE', `/api/product/${id}`],
      ['GET', '/api/allOrders'],
      ['PUT', `/api/order/shipped/${crypto.randomUUID()}`],
    ];
    const before = { users: await users.list(), product: await products.findById(id), count: await products.count() };
    for (const [method, url, payload] of calls) {
      const asCustomer = await call(method, url, ann.token, payload);
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
      expect(asCustomer.json().type).toBe('forbidden');
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await upload(ann.token, await png())).statusCode).toBe(403);
    expect((await upload(undefined, await png())).statusCode).toBe(401);
    expect({ users: await users.list(), product: await products.findById(id), count: await products.count() }).toEqual(before);
  });
});

describe('users', () => {
  it('makes a customer admin and back, lists everyone, and removes a user while keeping their orders', async () => {
    const cy = await signedInCustomer(app, 'Cy Cooper', { verified: true });
    const order = (await call('POST', '/api/order', cy.token, { ...deliverTo, productId: wrench._id, quantity: 2 })).json().order;
    expect((await call('PUT', `/api/user/admin/${encodeURIComponent(cy.email)}`, admin.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/users', admin.token)).json()).toContainEqual({ id: expect.any(String), email: cy.email, displayName: 'Cy Cooper', role: 'admin', emailVerified: true });
    expect((await call('DELETE', `/api/user/admin/${encodeURIComponent(cy.email)}`, admin.token)).statusCode).toBe(200);
    expect(await users.findByEmail(cy.email)).toMatchObject({ role: 'customer' });

    expect((await call('DELETE', `/api/user/${encodeURIComponent(cy.email)}`, admin.token)).statusCode).toBe(200);
    expect(await users.findByEmail(cy.email)).toBeNull();
    // Their token stops working at once, and their sign-in is gone too.
    expect((await call('GET', '/api/order', cy.token)).statusCode).toBe(401);
    await expect(signUpInEmulator('Cy Again', cy.email)).resolves.toBeTruthy();
    expect(await orders.findById(order._id)).toMatchObject({ customerEmail: cy.email, productName: 'Torque Wrench' });
  });

  it('never lets an admin demote or remove themselves, and finds no one to demote at an unknown address', async () => {
    expect((await call('DELETE', `/api/user/admin/${encodeURIComponent(ADMIN)}`, admin.token)).json()).toEqual({ type: 'forbidden', message: 'You cannot remove your own admin role' });
    expect((await call('DELETE', `/api/user/${encodeURIComponent(ADMIN)}`, admin.token)).statusCode).toBe(403);
    // Two admins demoting each other at once, the shop keeping one: tests/api/admins-at-once.test.ts.
    expect((await call('DELETE', `/api/user/admin/${encodeURIComponent('nobody@example.com')}`, admin.token)).statusCode).toBe(404);
  });
});

describe('products', () => {
  it('adds, saves and deletes a product; orders already placed keep their name and price', async () => {
    const added = await call('POST', '/api/products', admin.token, product);
    expect(added.statusCode).toBe(201);
    const saw = added.json();
    expect(saw).toMatchObject(product);
    const placed = (await call('POST', '/api/order', ann.token, { ...deliverTo, productId: saw._id, quantity: 2 })).json().order;

    const saved = await call('PUT', `/api/product/${saw._id}`, admin.token, { ...product, name: 'Mitre Saw Pro', price: 260 });
    expect(saved.json()).toMatchObject({ _id: saw._id, name: 'Mitre Saw Pro', price: 260 });
    expect((await call('GET', `/api/products/${saw._id}`)).json()).toMatchObject({ name: 'Mitre Saw Pro', price: 260 });
    expect((await call('GET', `/api/order/${placed._id}`, ann.token)).json()).toMatchObject({ product: 'Mitre Saw', totalPrice: 480 });

    expect((await call('DELETE', `/api/product/${saw._id}`, admin.token)).json()).toEqual({ deletedCount: 1 });
    expect((await call('GET', `/api/products/${saw._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/product/${saw._id}`, admin.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/order/${placed._id}`, ann.token)).json()).toMatchObject({ product: 'Mitre Saw', productId: null });
  });

  it("refuses a product that breaks the rules, in the spec's words where it has them", async () => {
    const count = await products.count();
    const refused: [object, RegExp][] = [
      [{ ...product, name: '' }, /Product Name is Required/],
      [{ ...product, description: '   ' }, /Description Name is Required/],
      [{ ...product, price: -1 }, /Price must be at least \$1/],
      [{ ...product, price: 0 }, /Price must be at least \$1/],
      [{ ...product, price: MAX_PRICE + 1 }, /Price must be at most 999999/],
      [{ ...product, price: 500_000, min: 2, max: 5 }, /minimum quantity would cost more than \$999,999/],
      [{ ...product, min: 0 }, /Minimum must be at least 1/],
      [{ ...product, min: 6, max: 5 }, /Minimum must not be above the maximum/],
      [{ ...product, price: 9.5 }, /whole number/],
      [{ ...product, image: '' }, /image is Required/],
    ];
    for (const [body, message] of refused) {
      const res = await call('POST', '/api/products', admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await call('PUT', `/api/product/${wrench._id}`, admin.token, { ...product, max: 0 })).statusCode).toBe(400);
    expect(await products.count()).toBe(count);
    expect(await products.findById(wrench._id)).toMatchObject({ name: 'Torque Wrench' });
  });
});

describe('picture uploads', () => {
  it('keeps a picture resized as WebP and serves it', async () => {
    const res = await upload(admin.token, await png(3000, 2000));
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/images\/[0-9a-f-]{36}\.webp$/);
    const stored = readFileSync(path.join(imagesDir, path.basename(url)));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('takes exactly the formats README.md names, JPEG, PNG, WebP, GIF and AVIF, and refuses TIFF', async () => {
    const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 194, g: 65, b: 12 } } });
    const made: [string, Buffer, number][] = [
      ['jpeg', await picture().jpeg().toBuffer(), 201],
      ['png', await picture().png().toBuffer(), 201],
      ['webp', await picture().webp().toBuffer(), 201],
      ['gif', await picture().gif().toBuffer(), 201],
      ['avif', await picture().avif().toBuffer(), 201],
      ['tiff', await picture().tiff().toBuffer(), 400],
    ];
    for (const [format, bytes, status] of made) {
      const res = await upload(admin.token, bytes, `image/${format}`);
      expect(res.statusCode, format).toBe(status);
      if (status === 400) expect(res.json()).toEqual({ type: 'invalid_data', message: notAPicture });
      else expect(await sharp(readFileSync(path.join(imagesDir, path.basename(res.json().url)))).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    }
  });

  it('refuses a file that is not a picture whatever its name or type says, and one too large', async () => {
    const text = await upload(admin.token, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ type: 'invalid_data', message: expect.stringMatching(/not a picture/) });
    const oversized = await upload(admin.token, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().type).toBeDefined();
  });
});

describe('all orders', () => {
  it('lists every order a page at a time, ships a paid one once, and never an unpaid one', async () => {
    const unpaid = (await call('POST', '/api/order', ann.token, { ...deliverTo, productId: wrench._id, quantity: 2 })).json().order;
    const paid = (await call('POST', '/api/order', ann.token, { ...deliverTo, productId: wrench._id, quantity: 3 })).json().order;
    await payStored(orders, paid._id, `txn_${crypto.randomUUID()}`);

    const first = (await call('GET', '/api/allOrders?limit=1', admin.token)).json();
    expect(first.items.map((o: { _id: string }) => o._id)).toEqual([paid._id]);
    const next = (await call('GET', `/api/allOrders?limit=1&cursor=${first.nextCursor}`, admin.token)).json();
    expect(next.items[0]._id).toBe(unpaid._id);

    const refused = await call('PUT', `/api/order/shipped/${unpaid._id}`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An unpaid order cannot be shipped');
    expect((await call('PUT', `/api/order/shipped/${paid._id}`, admin.token)).json()).toMatchObject({ paid: true, shipped: true });
    expect((await call('PUT', `/api/order/shipped/${paid._id}`, admin.token)).statusCode).toBe(409);
    expect((await call('GET', `/api/order/${paid._id}`, ann.token)).json()).toMatchObject({ shipped: true });
    expect(await orders.findById(unpaid._id)).toMatchObject({ shipped: false });
  });
});
