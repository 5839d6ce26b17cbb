// The cart and checkout use cases over the memory repositories: each rule of core/shop/carts.ts and
// of Ordering.checkout, without a server.
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryRepositories, type MemoryRepositories } from '../../adapters/memory/memory-module';
import { MemoryIntentStore } from '../../adapters/memory/memory-intent-store';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import { cartMessages, MAX_CART_LINES } from '../../core/domain/cart';
import { messages } from '../../core/domain/messages';
import type { Product } from '../../core/domain/product';
import type { User } from '../../core/domain/user';
import { Carts } from '../../core/shop/carts';
import { Ordering } from '../../core/shop/ordering';
import { Payments } from '../../core/shop/payments';
import { storeUser } from '../support/customers';
import { testOrderMail } from '../support/order-mail';
import { testAddress } from '../support/stored-orders';

let data: MemoryRepositories;
let carts: Carts;
let ordering: Ordering;
let ann: User;
let vice: Product;
let saw: Product;

const checkout = (fields: Record<string, unknown> = {}) => ordering.checkout(ann, { phone: '555 0100', saveAddress: false, address: testAddress, ...fields });
const stockOf = async (product: Product) => (await data.products.findById(product._id))!.stock;

beforeEach(async () => {
  data = memoryRepositories();
  carts = new Carts(data.carts, data.products);
  const payments = new Payments(data.orders, new SandboxCardProcessor(new MemoryIntentStore()), () => new Date(Date.now() + 3_600_000), testOrderMail());
  ordering = new Ordering(data.products, data.orders, payments, data.users, data.addresses, data.carts, { holdMinutes: 60 }, testOrderMail());
  ann = await storeUser(data.users, { email: 'ann@example.com', displayName: 'Ann' });
  vice = await data.products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 40, min: 2, max: 6, image: '/v.svg', stock: 10 });
  saw = await data.products.insert({ name: 'Hack Saw', description: 'Steel', price: 15, min: 1, max: 10, image: '/s.svg', stock: 10 });
});

describe('a customer’s cart', () => {
  it('adds to the product’s line, keeping the price it was first put in at', async () => {
    await carts.add(ann, vice._id, 2);
    await data.products.update(vice._id, { ...vice, price: 45 });
    const cart = await carts.add(ann, vice._id, 1);
    expect(cart.lines).toEqual([expect.objectContaining({ productId: vice._id, quantity: 3, addedPrice: 40, unitPrice: 45, lineTotal: 135 })]);
    expect(await data.carts.items(ann.id)).toEqual([{ productId: vice._id, quantity: 3, name: 'Bench Vice', addedPrice: 40 }]);
  });

  it("keeps each line within its product's bounds, whatever is in stock", async () => {
    await expect(carts.add(ann, vice._id, 1)).rejects.toMatchObject({ type: 'invalid_data', message: messages.minimumNotReached });
    await carts.add(ann, vice._id, 6);
    await expect(carts.add(ann, vice._id, 1)).rejects.toMatchObject({ type: 'invalid_data', message: messages.maximumExceeded });
    await expect(carts.setQuantity(ann, vice._id, 7)).rejects.toMatchObject({ type: 'invalid_data', message: messages.maximumExceeded });
    // More than are in stock may wait in a cart: the cart says so, and checkout refuses it.
    await data.products.update(vice._id, { ...vice, stock: 3 });
    expect((await carts.setQuantity(ann, vice._id, 5)).lines[0]).toMatchObject({ quantity: 5, problem: 'short' });
    expect(await data.carts.items(ann.id)).toMatchObject([{ quantity: 5 }]);
  });

  it('sets the quantity of the line it names, and only that one', async () => {
    await carts.add(ann, vice._id, 2);
    await carts.add(ann, saw._id, 1);
    expect((await carts.setQuantity(ann, saw._id, 4)).lines.map((line) => line.quantity)).toEqual([2, 4]);
  });

  it('answers 404 for a product not in the catalogue or not in the cart, and 409 for one gone since', async () => {
    await expect(carts.add(ann, crypto.randomUUID(), 1)).rejects.toMatchObject({ type: 'not_found', message: 'That product is no longer in the catalogue' });
    await expect(carts.setQuantity(ann, saw._id, 1)).rejects.toMatchObject({ type: 'not_found', message: cartMessages.notInCart });
    await expect(carts.remove(ann, saw._id)).rejects.toMatchObject({ type: 'not_found', message: cartMessages.notInCart });
    await carts.add(ann, saw._id, 1);
    await data.products.delete(saw._id);
    await expect(carts.setQuantity(ann, saw._id, 2)).rejects.toMatchObject({ type: 'conflict', message: cartMessages.gone });
    expect((await carts.remove(ann, saw._id)).lines).toEqual([]);
  });

  it(`refuses a product past ${MAX_CART_LINES} lines`, async () => {
    const parts = await Promise.all(Array.from({ length: MAX_CART_LINES }, (_, n) => data.products.insert({ name: `Part ${n}`, description: '', price: 1, min: 1, max: 5, image: '/p.svg', stock: 5 })));
    await data.carts.replace(ann.id, parts.map((p) => ({ productId: p._id, quantity: 1, name: p.name, addedPrice: 1 })));
    await expect(carts.add(ann, saw._id, 1)).rejects.toMatchObject({ type: 'conflict', message: cartMessages.full });
    expect((await carts.add(ann, parts[0]._id, 1)).lines[0].quantity).toBe(2);
  });

  it("merges a visitor's cart into the account's, and leaves the account's alone when the visitor's is empty", async () => {
    await carts.add(ann, vice._id, 4);
    const merged = await carts.merge(ann, [{ productId: vice._id, quantity: 4 }, { productId: saw._id, quantity: 1 }]);
    expect(merged.lines.map((line) => [line.name, line.quantity])).toEqual([['Bench Vice', 6], ['Hack Saw', 1]]);
    expect(merged.notices).toEqual([cartMessages.capped('Bench Vice', 6)]);
    expect(await data.carts.items(ann.id)).toHaveLength(2);
    // An empty visitor's cart writes nothing.
    data.carts.replace = () => Promise.reject(new Error('nothing to write'));
    expect(await carts.merge(ann, [])).toMatchObject({ notices: [], units: 7 });
  });

  it('shows a visitor’s cart against the catalogue, naming a product gone as such', async () => {
    const cart = await carts.preview([{ productId: saw._id, quantity: 2 }, { productId: crypto.randomUUID(), quantity: 1 }]);
    expect(cart.lines.map((line) => [line.name, line.lineTotal, line.problem])).toEqual([['Hack Saw', 30, null], ['A product no longer sold', 0, 'gone']]);
    expect(cart.subtotal).toBe(30);
  });
});

describe('checking the cart out', () => {
  it('places the lines at today’s prices, empties the cart and holds the units', async () => {
    await carts.add(ann, vice._id, 2);
    await carts.add(ann, saw._id, 3);
    const order = await checkout({ expectedTotal: 125, requestId: crypto.randomUUID() });
    expect(order).toMatchObject({ totalPrice: 125, quantity: 5, lines: [{ name: 'Bench Vice', quantity: 2, lineTotal: 80 }, { name: 'Hack Saw', quantity: 3, lineTotal: 45 }], phone: '555 0100' });
    expect(await data.carts.items(ann.id)).toEqual([]);
    expect([await stockOf(vice), await stockOf(saw)]).toEqual([8, 7]);
  });

  it('answers the order already placed for the same request, even once the cart is empty', async () => {
    await carts.add(ann, saw._id, 1);
    const requestId = crypto.randomUUID();
    const first = await checkout({ requestId });
    expect((await checkout({ requestId }))._id).toBe(first._id);
    await expect(checkout({ requestId: crypto.randomUUID() })).rejects.toMatchObject({ type: 'conflict', message: cartMessages.empty });
    await expect(checkout()).rejects.toMatchObject({ type: 'conflict', message: cartMessages.empty });
  });

  it('refuses a line that cannot be ordered, naming it, and a changed total', async () => {
    await carts.add(ann, vice._id, 2);
    await data.products.update(vice._id, { ...vice, min: 3 });
    await expect(checkout()).rejects.toMatchObject({ type: 'invalid_data', message: `Bench Vice: ${messages.minimumNotReached}` });
    await data.products.update(vice._id, { ...vice, stock: 1 });
    await expect(checkout()).rejects.toMatchObject({ type: 'conflict', message: 'Bench Vice: Only 1 left in stock: order 1 or fewer' });
    await data.products.update(vice._id, { ...vice, price: 41 });
    await expect(checkout({ expectedTotal: 80 })).rejects.toMatchObject({ type: 'conflict', message: cartMessages.priceChanged(82) });
    expect(await data.orders.listByCustomer(ann.id)).toEqual([]);
    expect((await checkout({ expectedTotal: 82 })).totalPrice).toBe(82);
  });

  it('names every short line when the stock went between the check and the placing, and places nothing', async () => {
    await carts.add(ann, vice._id, 2);
    await carts.add(ann, saw._id, 3);
    // Another customer takes the units while this checkout is between reading the cart and placing.
    const findMany = data.products.findMany.bind(data.products);
    data.products.findMany = async (ids) => {
      const seen = await findMany(ids);
      await data.products.update(vice._id, { ...vice, stock: 1 });
      await data.products.update(saw._id, { ...saw, stock: 0 });
      return seen;
    };
    await expect(checkout()).rejects.toMatchObject({ type: 'conflict', message: cartMessages.shortages([{ name: 'Bench Vice', available: 1 }, { name: 'Hack Saw', available: 0 }]) });
    expect(await data.carts.items(ann.id)).toHaveLength(2);
  });

  it('refuses a second checkout of a cart another tab checked out meanwhile', async () => {
    await carts.add(ann, saw._id, 1);
    const items = data.carts.items.bind(data.carts);
    data.carts.items = async (customerId) => {
      const seen = await items(customerId);
      data.carts.items = items;
      await checkout();
      return seen;
    };
    await expect(checkout()).rejects.toMatchObject({ type: 'conflict', message: cartMessages.changed });
    expect(await data.orders.listByCustomer(ann.id)).toHaveLength(1);
  });

  it('refuses a checkout whose product changed after the cart was read, placing nothing and keeping the cart', async () => {
    await carts.add(ann, saw._id, 1);
    const contents = data.carts.contents.bind(data.carts);
    data.carts.contents = async (customerId) => {
      const seen = await contents(customerId);
      const { _id, ...fields } = saw;
      await data.products.update(_id, { ...fields, price: saw.price + 5 });
      return seen;
    };
    await expect(checkout()).rejects.toMatchObject({ type: 'conflict', message: cartMessages.changed });
    expect(await data.orders.listByCustomer(ann.id)).toEqual([]);
    expect(await data.carts.items(ann.id)).toHaveLength(1);
  });

  it('refuses a cart that costs more than one card payment takes', async () => {
    const presses = await Promise.all([1, 2].map((n) => data.products.insert({ name: `Press ${n}`, description: '', price: 600_000, min: 1, max: 1, image: '/p.svg', stock: 5 })));
    for (const press of presses) await carts.add(ann, press._id, 1);
    await expect(checkout()).rejects.toMatchObject({ type: 'invalid_data', message: cartMessages.tooDear });
  });
});
