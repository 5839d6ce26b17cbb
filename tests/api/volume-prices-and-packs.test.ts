// Volume prices and pack sizes over HTTP: admins set them (and are refused breaks that do not fit),
// and every path that prices a line (the spec's order, the cart, checkout) charges the break the
// quantity reaches, refuses a total the browser computed otherwise with the right one, and takes
// only whole packs.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../core/domain/product';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { deliverTo } from '../support/stored-orders';
import { startTestServer, type TestServer } from '../support/test-server';

const ADMIN = `prices-${crypto.randomUUID().slice(0, 8)}@example.com`;
let server: TestServer;
let app: FastifyInstance;
let call: Call;
let admin: Customer;

beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] });
  app = server.app;
  call = callAs(app);
  admin = await signedInAdmin(app, ADMIN);
});
afterAll(() => app.close());

// Claw hammers: $24 each, $22 from 20, $20 from 50.
const hammerBreaks = [
  { from: 20, to: 49, price: 22 },
  { from: 50, to: null, price: 20 },
];
const productForm = (fields: Record<string, unknown> = {}) => ({
  name: `Claw Hammer ${crypto.randomUUID().slice(0, 4)}`,
  description: 'Forged',
  price: 24,
  min: 5,
  max: 200,
  image: '/h.svg',
  stock: 1000,
  priceBreaks: hammerBreaks,
  ...fields,
});
const addProduct = async (fields: Record<string, unknown> = {}): Promise<Product> => {
  const res = await call('POST', '/api/products', admin.token, productForm(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const order = (who: Customer, productId: string, quantity: number, totalPrice?: number) =>
  call('POST', '/api/order', who.token, { ...deliverTo, phone: '0114 496 0000', productId, quantity, ...(totalPrice === undefined ? {} : { totalPrice }) });

describe('an admin', () => {
  it('sets volume prices and a pack size, which the product answers with', async () => {
    const hammer = await addProduct();
    expect(hammer).toMatchObject({ price: 24, packSize: 1, priceBreaks: hammerBreaks });
    const tape = await addProduct({ min: 10, max: 300, packSize: 10, priceBreaks: [] });
    expect(tape).toMatchObject({ packSize: 10, priceBreaks: [] });
    // The list and search answer them too.
    const listed = (await call('GET', '/api/products?limit=100')).json().items.find((item: Product) => item._id === hammer._id);
    expect(listed ?? hammer).toMatchObject({ priceBreaks: hammerBreaks });
  });

  it('is refused breaks that overlap, leave a gap or raise the price, and bounds that are not whole packs, with a message, storing nothing', async () => {
    // The contract names the field each message is about.
    const refusals: [Record<string, unknown>, string][] = [
      [{ priceBreaks: [{ from: 20, to: 49, price: 22 }, { from: 40, to: null, price: 20 }] }, 'body priceBreaks: The breaks 20–49 and 40 and more overlap: start each break right after the one before it ends'],
      [{ priceBreaks: [{ from: 20, to: 49, price: 22 }, { from: 60, to: null, price: 20 }] }, 'body priceBreaks: Nothing is priced from 50 to 59: start each break right after the one before it ends'],
      [{ priceBreaks: [{ from: 20, to: null, price: 25 }] }, 'body priceBreaks: The break 20 and more must cost less per unit than the quantities before it ($24): a larger quantity never costs more'],
      [{ packSize: 10, min: 5 }, 'body min: The minimum must be a multiple of the pack size, 10'],
    ];
    for (const [fields, message] of refusals) {
      const name = `Refused ${crypto.randomUUID()}`;
      const res = await call('POST', '/api/products', admin.token, productForm({ ...fields, name }));
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
      expect((await call('GET', `/api/search?q=${encodeURIComponent(name)}`)).json().total).toBe(0);
    }
  });

  it("keeps a product's breaks and pack size through an edit that leaves them out, and refuses one whose price no longer fits them", async () => {
    const hammer = await addProduct({ min: 10, max: 200, packSize: 10, priceBreaks: [{ from: 50, to: null, price: 20 }] });
    const { name, description, min, max, image, stock } = hammer;
    const kept = await call('PUT', `/api/product/${hammer._id}`, admin.token, { name, description, min, max, image, stock, price: 25 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await call('GET', `/api/products/${hammer._id}`)).json()).toMatchObject({ price: 25, packSize: 10, priceBreaks: [{ from: 50, to: null, price: 20 }] });
    const cheaper = await call('PUT', `/api/product/${hammer._id}`, admin.token, { name, description, min, max, image, stock, price: 19 });
    expect([cheaper.statusCode, cheaper.json().message]).toEqual([400, 'The break 50 and more must cost less per unit than the quantities before it ($19): a larger quantity never costs more']);
    const unpacked = await call('PUT', `/api/product/${hammer._id}`, admin.token, { name, description, min: 15, max, image, stock, price: 25 });
    expect([unpacked.statusCode, unpacked.json().message]).toEqual([400, 'The minimum must be a multiple of the pack size, 10']);
    expect((await call('GET', `/api/products/${hammer._id}`)).json()).toMatchObject({ price: 25, min: 10 });
  });
});

describe("the spec's order", () => {
  it('charges the volume price the quantity reaches, and stores it as the line\'s unit price', async () => {
    const ann = await signedInCustomer(app, 'Ann Archer', { verified: true });
    const hammer = await addProduct();
    const below = await order(ann, hammer._id, 19, 19 * 24);
    expect(below.statusCode, below.body).toBe(201);
    const at = await order(ann, hammer._id, 20, 20 * 22);
    expect(at.statusCode, at.body).toBe(201);
    expect(at.json().order).toMatchObject({ quantity: 20, totalPrice: 440, lines: [{ unitPrice: 22, quantity: 20, lineTotal: 440 }] });
    const most = await order(ann, hammer._id, 50);
    expect(most.json().order).toMatchObject({ totalPrice: 1000, lines: [{ unitPrice: 20 }] });
  });

  it("answers a total the browser computed at another price with 409 and the shop's, storing nothing", async () => {
    const bob = await signedInCustomer(app, 'Bob Baker');
    const hammer = await addProduct();
    const before = await server.orders.listByCustomer(bob.id);
    const res = await order(bob, hammer._id, 20, 20 * 24);
    expect([res.statusCode, res.json().message]).toEqual([409, `The price of ${hammer.name} has changed: 20 now cost $440. Please review your order.`]);
    expect(await server.orders.listByCustomer(bob.id)).toEqual(before);
  });

  it('takes only whole packs, saying the nearest quantities that are', async () => {
    const cat = await signedInCustomer(app, 'Cat Carter');
    const tape = await addProduct({ min: 10, max: 300, packSize: 10, priceBreaks: [] });
    const res = await order(cat, tape._id, 25);
    expect([res.statusCode, res.json().message]).toEqual([400, 'Sold in packs of 10: order 20 or 30']);
    expect(await server.orders.listByCustomer(cat.id)).toEqual([]);
    expect((await order(cat, tape._id, 30)).statusCode).toBe(201);
  });
});

describe('the cart and checkout', () => {
  it('price each line at the break its quantity reaches, follow a new quantity, and charge it at checkout', async () => {
    const dan = await signedInCustomer(app, 'Dan Dyer');
    const hammer = await addProduct();
    const added = await call('POST', '/api/cart', dan.token, { productId: hammer._id, quantity: 10 });
    expect(added.json().lines[0]).toMatchObject({ unitPrice: 24, lineTotal: 240, pricing: { price: 24, priceBreaks: hammerBreaks }, packSize: 1 });
    const more = await call('PUT', `/api/cart/${hammer._id}`, dan.token, { quantity: 25 });
    expect(more.json()).toMatchObject({ lines: [{ unitPrice: 22, lineTotal: 550 }], subtotal: 550 });
    const wrongTotal = await call('POST', '/api/checkout', dan.token, { ...deliverTo, phone: '0114 496 0000', expectedTotal: 25 * 24 });
    expect([wrongTotal.statusCode, wrongTotal.json().message]).toEqual([409, 'Prices have changed since you added these products: your order now costs $550 before VAT. Please review your order.']);
    const placed = await call('POST', '/api/checkout', dan.token, { ...deliverTo, phone: '0114 496 0000', expectedTotal: 550 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ totalPrice: 550, lines: [{ unitPrice: 22, quantity: 25, lineTotal: 550 }] });
  });

  it('refuse a quantity that is not whole packs, and a checkout whose breaks changed since the page showed its total', async () => {
    const eve = await signedInCustomer(app, 'Eve Evans');
    const tape = await addProduct({ min: 10, max: 300, packSize: 10, priceBreaks: [{ from: 50, to: null, price: 20 }] });
    const odd = await call('POST', '/api/cart', eve.token, { productId: tape._id, quantity: 15 });
    expect([odd.statusCode, odd.json().message]).toEqual([400, 'Sold in packs of 10: order 10 or 20']);
    await call('POST', '/api/cart', eve.token, { productId: tape._id, quantity: 50 });
    const { name, description, min, max, image, stock } = tape;
    await call('PUT', `/api/product/${tape._id}`, admin.token, { name, description, min, max, image, stock, price: 24, packSize: 10, priceBreaks: [{ from: 50, to: null, price: 21 }] });
    const res = await call('POST', '/api/checkout', eve.token, { ...deliverTo, phone: '0114 496 0000', expectedTotal: 50 * 20 });
    expect([res.statusCode, res.json().message]).toEqual([409, 'Prices have changed since you added these products: your order now costs $1,050 before VAT. Please review your order.']);
    expect((await call('GET', '/api/cart', eve.token)).json().lines).toHaveLength(1);
  });
});
