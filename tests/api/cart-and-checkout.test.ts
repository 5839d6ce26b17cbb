// The cart over HTTP: a customer puts several products in, checks them out as one order and pays
// for it once; the spec's words for quantities, a shortage named line by line, prices read again,
// a checkout sent twice placing one order, and a visitor's cart merged at sign-in.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartMessages, MAX_CART_LINES } from '../../core/domain/cart';
import { messages } from '../../core/domain/messages';
import type { Product } from '../../core/domain/product';
import { callAs, signedInCustomer, type Call, type Customer } from '../support/customers';
import { deliverTo } from '../support/stored-orders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let app: FastifyInstance;
let call: Call;
let ann: Customer;

beforeAll(async () => {
  server = await startTestServer();
  app = server.app;
  call = callAs(app);
});
afterAll(() => app.close());
beforeEach(async () => {
  ann = await signedInCustomer(app, 'Ann Archer');
});

const newProduct = (fields: Partial<Product> = {}) =>
  server.products.insert({ name: `Bench Vice ${crypto.randomUUID().slice(0, 4)}`, description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 100, ...fields });
const add = (productId: string, quantity: number, who = ann) => call('POST', '/api/cart', who.token, { productId, quantity });
const checkout = (body: Record<string, unknown> = {}, who = ann) => call('POST', '/api/checkout', who.token, { ...deliverTo, phone: '0114 496 0000', ...body });
const stockOf = async (id: string) => (await server.products.findById(id))!.stock;

describe('the cart', () => {
  it('holds a line per product, adds to a line already there, and answers the cart priced', async () => {
    const [vice, saw] = [await newProduct(), await newProduct({ price: 15 })];
    await add(vice._id, 2);
    await add(saw._id, 1);
    const res = await add(vice._id, 3);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lines: [{ productId: vice._id, quantity: 5, lineTotal: 200 }, { productId: saw._id, quantity: 1, lineTotal: 15 }], units: 6, subtotal: 215, blocked: null });
    expect((await call('GET', '/api/cart', ann.token)).json().lines).toHaveLength(2);
  });

  it("refuses a quantity outside the product's bounds in the spec's words, and changes nothing", async () => {
    const vice = await newProduct({ min: 2, max: 4 });
    expect((await add(vice._id, 1)).json()).toMatchObject({ message: messages.minimumNotReached });
    await add(vice._id, 2);
    const over = await add(vice._id, 3);
    expect([over.statusCode, over.json().message]).toEqual([400, messages.maximumExceeded]);
    const set = await call('PUT', `/api/cart/${vice._id}`, ann.token, { quantity: 9 });
    expect([set.statusCode, set.json().message]).toEqual([400, messages.maximumExceeded]);
    expect((await call('GET', '/api/cart', ann.token)).json().lines[0].quantity).toBe(2);
    expect((await call('PUT', `/api/cart/${vice._id}`, ann.token, { quantity: 4 })).json().lines[0].quantity).toBe(4);
    expect((await call('PUT', `/api/cart/${vice._id}`, ann.token, { quantity: 0 })).statusCode).toBe(400);
  });

  it('takes a line out, and answers 404 for a product that is not in it', async () => {
    const vice = await newProduct();
    await add(vice._id, 1);
    expect((await call('DELETE', `/api/cart/${vice._id}`, ann.token)).json().lines).toEqual([]);
    expect((await call('DELETE', `/api/cart/${vice._id}`, ann.token)).json()).toMatchObject({ message: cartMessages.notInCart });
    expect((await add(crypto.randomUUID(), 1)).statusCode).toBe(404);
  });

  it(`holds at most ${MAX_CART_LINES} products`, async () => {
    const parts = await Promise.all(Array.from({ length: MAX_CART_LINES + 1 }, () => newProduct()));
    await server.carts.replace(ann.id, parts.slice(0, MAX_CART_LINES).map((p) => ({ productId: p._id, quantity: 1, name: p.name, addedPrice: p.price })));
    const res = await add(parts[MAX_CART_LINES]._id, 1);
    expect([res.statusCode, res.json().message]).toEqual([409, cartMessages.full]);
  });

  it('shows a product deleted or sold out while in the cart as such, and will not check it out', async () => {
    const [gone, sold] = [await newProduct({ name: 'Retired Vice' }), await newProduct({ stock: 1 })];
    await add(gone._id, 1);
    await add(sold._id, 1);
    await server.products.delete(gone._id);
    await server.products.update(sold._id, { ...sold, stock: 0 });
    const cart = (await call('GET', '/api/cart', ann.token)).json();
    expect(cart.lines.map((line: { name: string; problem: string }) => [line.name, line.problem])).toEqual([['Retired Vice', 'gone'], [sold.name, 'out-of-stock']]);
    expect(cart.blocked).toBe(cartMessages.fixLines);
    const res = await checkout();
    expect([res.statusCode, res.json().message]).toEqual([409, `Retired Vice: ${cartMessages.gone}`]);
    expect(await server.orders.listByCustomer(ann.id)).toEqual([]);
  });
});

describe('checkout', () => {
  it('places the cart as one order of several lines, empties the cart, and is paid with one card payment', async () => {
    const [vice, saw] = [await newProduct({ name: 'Bench Vice' }), await newProduct({ name: 'Hack Saw', price: 15 })];
    await add(vice._id, 2);
    await add(saw._id, 3);
    const res = await checkout({ expectedTotal: 125 });
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({ totalPrice: 125, quantity: 5, productId: null, product: 'Bench Vice and 1 more product', paid: false });
    expect(order.lines).toEqual([
      { productId: vice._id, partNumber: vice.partNumber, name: 'Bench Vice', unitPrice: 40, quantity: 2, lineTotal: 80 },
      { productId: saw._id, partNumber: saw.partNumber, name: 'Hack Saw', unitPrice: 15, quantity: 3, lineTotal: 45 },
    ]);
    expect([await stockOf(vice._id), await stockOf(saw._id)]).toEqual([98, 97]);
    expect((await call('GET', '/api/cart', ann.token)).json()).toMatchObject({ lines: [], blocked: cartMessages.empty });

    const { clientSecret } = (await call('POST', '/api/create-payment-intent', ann.token, { orderId: order._id })).json();
    expect((await server.intents.findById(clientSecret.split('_secret_')[0]))!.amount).toBe(15_000); // $125 and 20% VAT
    const confirmed = await call('POST', '/api/sandbox-card/confirm', undefined, { clientSecret, number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ann Archer', email: ann.email });
    const paid = await call('PATCH', `/api/order/${order._id}`, ann.token, { transactionId: confirmed.json().id });
    expect(paid.json()).toMatchObject({ paid: true, totalPrice: 125 });
  });

  it('places nothing when a line is short, naming each short line and how many are left', async () => {
    const [vice, saw, file] = [await newProduct({ name: 'Bench Vice', stock: 1 }), await newProduct({ name: 'Hack Saw' }), await newProduct({ name: 'Flat File', stock: 5 })];
    await add(vice._id, 1);
    await add(saw._id, 4);
    await add(file._id, 2);
    // Both sell out after they went into the cart.
    await server.products.update(vice._id, { ...vice, stock: 0 });
    await server.products.update(file._id, { ...file, stock: 1 });
    const res = await checkout();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Bench Vice: Out of stock');
    await call('DELETE', `/api/cart/${vice._id}`, ann.token);
    expect((await checkout()).json().message).toBe('Flat File: Only 1 left in stock: order 1 or fewer');
    expect([await stockOf(saw._id), await stockOf(file._id)]).toEqual([100, 1]);
    expect(await server.orders.listByCustomer(ann.id)).toEqual([]);
    expect((await call('GET', '/api/cart', ann.token)).json().lines).toHaveLength(2);
  });

  it('never charges a changed price silently: a total other than the one shown answers 409 with the new one', async () => {
    const vice = await newProduct();
    await add(vice._id, 2);
    await server.products.update(vice._id, { ...vice, price: 45 });
    const cart = (await call('GET', '/api/cart', ann.token)).json();
    expect(cart.lines[0]).toMatchObject({ unitPrice: 45, addedPrice: 40, lineTotal: 90 });
    const stale = await checkout({ expectedTotal: 80 });
    expect([stale.statusCode, stale.json().message]).toEqual([409, cartMessages.priceChanged(90)]);
    expect(await server.orders.listByCustomer(ann.id)).toEqual([]);
    expect((await checkout({ expectedTotal: 90 })).json().order.totalPrice).toBe(90);
  });

  it('answers 409 for an empty cart, and the order already placed for the same request sent again', async () => {
    expect((await checkout()).json()).toMatchObject({ message: cartMessages.empty });
    const vice = await newProduct();
    await add(vice._id, 1);
    const requestId = crypto.randomUUID();
    const first = await checkout({ requestId });
    const again = await checkout({ requestId });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().order._id).toBe(first.json().order._id);
    expect(await server.orders.listByCustomer(ann.id)).toHaveLength(1);
  });

  it('refuses a cart costing more than one card payment takes', async () => {
    const [a, b] = [await newProduct({ price: 600_000, max: 1 }), await newProduct({ price: 600_000, max: 1 })];
    await add(a._id, 1);
    await add(b._id, 1);
    const res = await checkout();
    expect([res.statusCode, res.json().message]).toEqual([400, cartMessages.tooDear]);
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([100, 100]);
  });
});

describe("a visitor's cart", () => {
  it('is shown against the catalogue without an account', async () => {
    const vice = await newProduct({ max: 3 });
    const res = await call('POST', '/api/cart/preview', undefined, { items: [{ productId: vice._id, quantity: 5 }, { productId: crypto.randomUUID(), quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines.map((line: { problem: string | null }) => line.problem)).toEqual(['quantity', 'gone']);
  });

  it("is merged into the account's at sign-in: quantities added up, capped at the maximum, products gone left out, and the customer told", async () => {
    const [vice, saw, gone] = [await newProduct({ name: 'Bench Vice', max: 5 }), await newProduct(), await newProduct()];
    await add(vice._id, 3);
    await server.products.delete(gone._id);
    const res = await call('POST', '/api/cart/merge', ann.token, { items: [{ productId: vice._id, quantity: 4 }, { productId: saw._id, quantity: 2 }, { productId: gone._id, quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity])).toEqual([[vice._id, 5], [saw._id, 2]]);
    expect(res.json().notices).toEqual([cartMessages.capped('Bench Vice', 5), cartMessages.dropped('A product in your cart')]);
    const tooMany = await call('POST', '/api/cart/merge', ann.token, { items: Array.from({ length: MAX_CART_LINES + 1 }, () => ({ productId: saw._id, quantity: 1 })) });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, `body items: ${cartMessages.full}`]);
  });
});
