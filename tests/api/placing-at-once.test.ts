// Orders placed at the same moment: the last units sold once, one account's unpaid cap kept, one
// placement sent twice stored once. Over each database (tests/support/each-database.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callAs, signedInCustomer, type Call, type Customer } from '../support/customers';
import { describeOverEachDatabase, type ShopOver } from '../support/each-database';
import { deliverTo } from '../support/stored-orders';
import type { TestServer } from '../support/test-server';

describeOverEachDatabase('orders placed at once', (open) => {
  let shop: ShopOver;
  let server: TestServer;
  let call: Call;
  let customers: Customer[];

  beforeAll(async () => {
    shop = await open({ unpaidUnits: { confirmed: 10, unconfirmed: 10 } });
    server = shop.server;
    call = callAs(server.app);
    customers = await Promise.all(Array.from({ length: 5 }, (_, i) => signedInCustomer(server.app, `Buyer ${i}`)));
  });
  afterAll(() => shop?.close());

  const newProduct = (stock: number) => server.products.insert({ name: `Sash Clamp ${crypto.randomUUID().slice(0, 4)}`, description: 'Steel', price: 12, min: 1, max: 10, image: '/c.svg', stock });
  const order = (who: Customer, productId: string, extra: { quantity?: number; requestId?: string } = {}) =>
    call('POST', '/api/order', who.token, { ...deliverTo, productId, quantity: 1, ...extra });
  const stockOf = async (id: string) => (await server.products.findById(id))!.stock;

  it('sells the last 10 units to 10 of 50 orders placed at once, and ends at 0', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    const clamps = await newProduct(10);
    const placed = await Promise.all(Array.from({ length: 50 }, (_, i) => order(customers[i % 5], clamps._id)));
    expect(placed.filter((res) => res.statusCode === 201)).toHaveLength(10);
    expect(placed.filter((res) => res.statusCode !== 201).map((res) => res.statusCode)).toEqual(Array(40).fill(409));
    expect(await stockOf(clamps._id)).toBe(0);
    const held = await Promise.all(customers.map(async (who) => (await server.orders.listByCustomer(who.id)).filter((o) => o.productId === clamps._id)));
    expect(held.flat()).toHaveLength(10);
  });

  it('lets one account hold no more than its unpaid cap when 20 of its orders arrive at once', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    const clamps = await newProduct(100);
    const hoarder = await signedInCustomer(server.app, 'Hoarder');
    const placed = await Promise.all(Array.from({ length: 20 }, () => order(hoarder, clamps._id)));
    expect(placed.filter((res) => res.statusCode === 201)).toHaveLength(10);
    expect(placed.filter((res) => res.statusCode !== 201).map((res) => res.statusCode)).toEqual(Array(10).fill(409));
    expect(await server.orders.listByCustomer(hoarder.id)).toHaveLength(10);
    expect(await stockOf(clamps._id)).toBe(90);
  });

  it('stores one order, taking its units once, when the same placement is sent 10 times at once', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    const clamps = await newProduct(100);
    const buyer = await signedInCustomer(server.app, 'Double Clicker');
    const requestId = crypto.randomUUID();
    const placed = await Promise.all(Array.from({ length: 10 }, () => order(buyer, clamps._id, { quantity: 3, requestId })));
    expect(placed.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(placed.map((res) => res.json().order._id)).size).toBe(1);
    expect(await server.orders.listByCustomer(buyer.id)).toHaveLength(1);
    expect(await stockOf(clamps._id)).toBe(97);
  });
});
