// Quotes over HTTP on each database: asked for, answered, accepted into an order at the quoted
// prices whatever the catalogue does meanwhile, pressed ten times at once into one order, and
// kept from other customers (tests/support/each-database.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Product } from '../../core/domain/product';
import { quoteMessages } from '../../core/domain/quote';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { describeOverEachDatabase, type ShopOver } from '../support/each-database';
import { deliverTo } from '../support/stored-orders';
import type { TestServer } from '../support/test-server';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeOverEachDatabase('quotes', (open) => {
  const ADMIN = `quotes-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
  let shop: ShopOver;
  let server: TestServer;
  let call: Call;
  let vice: Product;
  let ann: Customer;
  let bob: Customer;
  let admin: Customer;

  beforeAll(async () => {
    shop = await open({ adminEmails: [ADMIN] });
    server = shop.server;
    call = callAs(server.app);
    vice = await server.products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 5000 });
    [ann, bob] = await Promise.all([signedInCustomer(server.app, 'Ann Archer', { verified: true }), signedInCustomer(server.app, 'Bob Baker', { verified: true })]);
    admin = await signedInAdmin(server.app, ADMIN);
  });
  afterAll(() => shop?.close());

  /** Ann asks for `quantity` vices, and the admin answers at $30 each for a week. */
  async function answeredQuote(quantity = 200) {
    const asked = await call('POST', '/api/quotes', ann.token, { lines: [{ productId: vice._id, quantity }], note: 'For a refit' });
    expect(asked.statusCode, asked.body).toBe(201);
    const answered = await call('PUT', `/api/quotes/${asked.json()._id}/answer`, admin.token, { prices: [30], validUntil: inDays(7), note: 'Held for a week' });
    expect(answered.statusCode, answered.body).toBe(200);
    return answered.json() as { _id: string; number: string };
  }
  const stockOf = async () => (await server.products.findById(vice._id))!.stock;

  it('is asked above the maximum, answered once, and accepted into an order at the quoted prices though the catalogue changed', async () => {
    const quote = await answeredQuote();
    expect((await call('GET', '/api/allQuotes?status=answered', admin.token)).json().items.map((q: { _id: string }) => q._id)).toContain(quote._id);
    const again = await call('PUT', `/api/quotes/${quote._id}/answer`, admin.token, { prices: [20], validUntil: inDays(7) });
    expect([again.statusCode, again.json().message]).toEqual([409, quoteMessages.notRequested]);
    await server.products.update(vice._id, { ...vice, price: 45 });
    const before = await stockOf();
    const accepted = await call('POST', `/api/quotes/${quote._id}/accept`, ann.token, deliverTo);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().order).toMatchObject({ totalPrice: 6000, quantity: 200, paid: false });
    expect(accepted.json().quote).toMatchObject({ status: 'accepted', orderId: accepted.json().order._id });
    expect(await stockOf()).toBe(before - 200);
    expect((await call('GET', `/api/quotes/${quote._id}`, ann.token)).json().lines[0]).toMatchObject({ quotedPrice: 30 });
  });

  it('places one order when Accept is pressed ten times at once', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    const quote = await answeredQuote(100);
    const before = await stockOf();
    const presses = await Promise.all(Array.from({ length: 10 }, () => call('POST', `/api/quotes/${quote._id}/accept`, ann.token, deliverTo)));
    const placed = presses.filter((res) => res.statusCode === 201).map((res) => res.json().order._id);
    expect(placed.length).toBeGreaterThan(0);
    expect(new Set(placed).size).toBe(1);
    // A press after the quote was accepted is told so; every other answers the one order.
    for (const res of presses.filter((res) => res.statusCode !== 201)) expect([res.statusCode, res.json().message]).toEqual([409, quoteMessages.alreadyDecided]);
    expect(await stockOf()).toBe(before - 100);
    expect((await server.orders.listByCustomer(ann.id)).filter((order) => order.quantity === 100)).toHaveLength(1);
  });

  it('is neither read nor accepted by another customer', async () => {
    const quote = await answeredQuote();
    for (const res of [await call('GET', `/api/quotes/${quote._id}`, bob.token), await call('POST', `/api/quotes/${quote._id}/accept`, bob.token, deliverTo)]) {
      expect([res.statusCode, res.json().message]).toEqual([404, quoteMessages.notFound]);
    }
    expect((await call('GET', '/api/quotes', bob.token)).json()).toEqual([]);
    expect((await server.quotes.findById(quote._id))?.status).toBe('answered');
  });
});
