// Carts checked out at the same moment: one cart from two tabs makes one order, the same checkout
// sent again makes one, and two carts after the last units get one order placed whole and nothing
// of the other. Over each database (tests/support/each-database.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callAs, signedInCustomer, type Call, type Customer } from '../support/customers';
import { describeOverEachDatabase, type ShopOver } from '../support/each-database';
import { deliverTo } from '../support/stored-orders';
import type { TestServer } from '../support/test-server';

describeOverEachDatabase('carts checked out at once', (open) => {
  let shop: ShopOver;
  let server: TestServer;
  let call: Call;

  beforeAll(async () => {
    shop = await open();
    server = shop.server;
    call = callAs(server.app);
  });
  afterAll(() => shop?.close());

  const newProduct = (name: string, stock: number) => server.products.insert({ name: `${name} ${crypto.randomUUID().slice(0, 4)}`, description: 'Steel', price: 12, min: 1, max: 10, image: '/c.svg', stock });
  const fill = async (who: Customer, lines: [string, number][]) => {
    for (const [productId, quantity] of lines) expect((await call('POST', '/api/cart', who.token, { productId, quantity })).statusCode).toBe(200);
  };
  const checkout = (who: Customer, requestId = crypto.randomUUID()) => call('POST', '/api/checkout', who.token, { ...deliverTo, requestId });
  const stockOf = async (id: string) => (await server.products.findById(id))!.stock;

  it('places one order when one cart is checked out from 5 tabs at once, and takes its units once', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    const buyer = await signedInCustomer(server.app, 'Two Tabs');
    const [clamp, saw] = [await newProduct('Clamp', 50), await newProduct('Saw', 50)];
    await fill(buyer, [[clamp._id, 2], [saw._id, 3]]);
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(buyer)));
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(results.filter((res) => res.statusCode !== 201).map((res) => res.statusCode)).toEqual(Array(4).fill(409));
    expect(await server.orders.listByCustomer(buyer.id)).toHaveLength(1);
    expect([await stockOf(clamp._id), await stockOf(saw._id)]).toEqual([48, 47]);
    expect(await server.carts.items(buyer.id)).toEqual([]);
  });

  it('answers the same order to one checkout sent 5 times at once', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    const buyer = await signedInCustomer(server.app, 'Double Clicker');
    const clamp = await newProduct('Clamp', 50);
    await fill(buyer, [[clamp._id, 4]]);
    const requestId = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(buyer, requestId)));
    expect(results.map((res) => res.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(results.map((res) => res.json().order._id)).size).toBe(1);
    expect(await stockOf(clamp._id)).toBe(46);
  });

  it('places one of two carts after the last units whole, and nothing of the other', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    const [ann, bob] = [await signedInCustomer(server.app, 'Ann'), await signedInCustomer(server.app, 'Bob')];
    const [clamp, saw] = [await newProduct('Clamp', 3), await newProduct('Saw', 3)];
    await fill(ann, [[clamp._id, 2], [saw._id, 2]]);
    await fill(bob, [[saw._id, 2], [clamp._id, 2]]);
    const results = await Promise.all([checkout(ann), checkout(bob)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((res) => res.statusCode === 409)!.json().message as string;
    expect(refused).toMatch(/^(Clamp|Saw) .{4}: Only 1 left in stock: order 1 or fewer$|^Not enough in stock for .*Clamp .*\(only 1 left\).*Saw .*\(only 1 left\)|^Not enough in stock for .*Saw .*\(only 1 left\).*Clamp .*\(only 1 left\)/);
    expect([await stockOf(clamp._id), await stockOf(saw._id)]).toEqual([1, 1]);
    const placed = [...(await server.orders.listByCustomer(ann.id)), ...(await server.orders.listByCustomer(bob.id))];
    expect(placed).toHaveLength(1);
    expect(placed[0].lines.map((line) => line.quantity)).toEqual([2, 2]);
  });
});
