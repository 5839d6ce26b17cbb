// The admins' dashboard through the whole shop, over each database: orders placed, paid by card,
// refunded, shipped and deleted through the API move the figures the dashboard reads (running totals
// on PGlite and PostgreSQL, worked out from everything kept in memory), and the three agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../core/domain/product';
import type { ShopFiguresAnswer } from '../../core/shop/shop-figures';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { describeOverEachDatabase, type ShopOver } from '../support/each-database';
import { testCards } from '../support/sandbox-cards';
import { deliverTo } from '../support/stored-orders';
import type { TestServer } from '../support/test-server';

const today = () => new Date().toISOString().slice(0, 10);

describeOverEachDatabase("the admins' dashboard", (open) => {
  let shop: ShopOver;
  let server: TestServer;
  let call: Call;
  let admin: Customer;
  let ann: Customer;
  let bob: Customer;
  let vice: Product;
  let drill: Product;
  let glue: Product;
  let workholding: string;
  let power: string;
  // An admin of each database's shop: the emulator keeps every account made.
  const ADMIN = `figures-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    shop = await open({ adminEmails: [ADMIN] });
    server = shop.server;
    call = callAs(server.app);
    admin = await signedInAdmin(server.app, ADMIN);
    [ann, bob] = await Promise.all([signedInCustomer(server.app, 'Ann Archer', { verified: true }), signedInCustomer(server.app, 'Bob Baker', { verified: true })]);
    const category = async (name: string) => (await call('POST', '/api/categories', admin.token, { name, parentId: null })).json()._id as string;
    workholding = await category('Workholding');
    power = await category('Power tools');
    vice = await server.products.insert({ name: 'Bench Vice', partNumber: 'FIG-VICE-1', description: 'Cast iron', price: 36, min: 1, max: 10, image: '/v.svg', stock: 100, categoryId: workholding });
    drill = await server.products.insert({ name: 'Hammer Drill', partNumber: 'FIG-DRL-2', description: '18 V', price: 120, min: 1, max: 5, image: '/d.svg', stock: 50, categoryId: power });
    glue = await server.products.insert({ name: 'Thread Lock', partNumber: 'FIG-GLU-3', description: 'Blue', price: 4, min: 1, max: 3, image: '/g.svg', stock: 3, categoryId: null });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const figures = async (by?: string) => {
    const answer = await call('GET', `/api/figures${by ? `?by=${by}` : ''}`, admin.token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as ShopFiguresAnswer;
  };

  async function place(customer: Customer, productId: string, quantity: number) {
    const placed = await call('POST', '/api/order', customer.token, { ...deliverTo, productId, quantity, phone: '0114 496 0000' });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().order as { _id: string };
  }

  async function pay(customer: Customer, orderId: string) {
    const { clientSecret } = (await call('POST', '/api/create-payment-intent', customer.token, { orderId })).json();
    const { id } = await server.sandbox.confirm(clientSecret, testCards.succeeds, { name: 'Someone', email: customer.email });
    const paid = await call('PATCH', `/api/order/${orderId}`, customer.token, { transactionId: id });
    expect(paid.statusCode, paid.body).toBe(200);
  }

  describe('after a day of orders', () => {
    let viceOrder: { _id: string };
    let drillOrder: { _id: string };

    beforeAll(async () => {
      viceOrder = await place(ann, vice._id, 2);
      await pay(ann, viceOrder._id);
      drillOrder = await place(bob, drill._id, 1);
      await pay(bob, drillOrder._id);
      await place(ann, vice._id, 1);
      const dropped = await place(bob, vice._id, 3);
      expect((await call('DELETE', `/api/order/${dropped._id}`, bob.token)).statusCode).toBe(200);
      const refunded = await call('POST', `/api/order/${viceOrder._id}/refunds`, admin.token, { lines: [{ line: 1, quantity: 1 }] });
      expect(refunded.statusCode, refunded.body).toBe(200);
    });

    it("counts today's orders placed (a deleted one not), invoices, credit notes and accounts, as the accountant's documents add up", async () => {
      const answer = await figures();
      expect(answer.by).toBe('day');
      expect(answer.points).toHaveLength(30);
      const point = answer.points.at(-1)!;
      expect(point).toMatchObject({ start: today(), end: today() });
      const users = (await call('GET', '/api/users', admin.token)).json() as unknown[];
      // Two invoices: 2 vices ($72) and a drill ($120), with 20% VAT; one credit note: a vice ($36).
      expect(point).toMatchObject({ ordersPlaced: 3, invoices: 2, invoicedNet: 19_200, invoicedGross: 23_040, creditNotes: 1, creditedNet: 3_600, creditedGross: 4_320, newCustomers: users.length });
      expect(answer.totals).toEqual(Object.fromEntries(Object.keys(answer.totals).map((key) => [key, point[key as keyof typeof point]])));
      const documents = (await call('GET', `/api/allDocuments?from=${today()}&to=${today()}`, admin.token)).json();
      expect(documents.totals.invoice).toMatchObject({ count: point.invoices, net: point.invoicedNet, gross: point.invoicedGross });
      expect(documents.totals['credit-note']).toMatchObject({ count: point.creditNotes, net: point.creditedNet, gross: point.creditedGross });
    });

    it('ranks products by sales less refunds, and categories by the category each product is in', async () => {
      const answer = await figures();
      expect(answer.topProducts).toEqual([
        { partNumber: 'FIG-DRL-2', name: 'Hammer Drill', units: 1, net: 12_000 },
        { partNumber: 'FIG-VICE-1', name: 'Bench Vice', units: 1, net: 3_600 },
      ]);
      expect(answer.topCategories).toEqual([
        { categoryId: power, name: 'Power tools', notInCatalogue: false, units: 1, net: 12_000 },
        { categoryId: workholding, name: 'Workholding', notInCatalogue: false, units: 1, net: 3_600 },
      ]);
    });

    it('lists the products low on stock, fewest first, and counts the paid orders waiting to be packed until one ships', async () => {
      const before = await figures();
      expect(before.lowStock).toMatchObject({ below: 10, count: 1, products: [{ productId: glue._id, name: 'Thread Lock', partNumber: 'FIG-GLU-3', stock: 3 }] });
      expect(before.toPack).toBe(2);
      expect((await call('PUT', `/api/order/shipped/${drillOrder._id}`, admin.token, {})).statusCode).toBe(200);
      expect((await figures()).toPack).toBe(1);
    });

    it('adds the days up by week and by month, the current one last', async () => {
      const byDay = (await figures('day')).totals;
      for (const by of ['week', 'month'] as const) {
        const answer = await figures(by);
        expect(answer.points).toHaveLength(by === 'week' ? 13 : 12);
        const last = answer.points.at(-1)!;
        expect(last.start <= today() && today() <= last.end).toBe(true);
        expect(last).toMatchObject(byDay);
        expect(answer.totals).toEqual(byDay);
      }
    });
  });

  it('counts orders placed at once each once (their connections write to shards of the day)', async () => {
    const before = (await figures()).totals.ordersPlaced;
    const customers = await Promise.all(Array.from({ length: 6 }, (_, i) => signedInCustomer(server.app, `Buyer ${i}`, { verified: true })));
    await Promise.all(customers.flatMap((customer) => [1, 2, 3].map(() => place(customer, vice._id, 1))));
    expect((await figures()).totals.ordersPlaced).toBe(before + 18);
  });

  it('refuses another cut with a clear message, and everyone but an admin', async () => {
    const refused = await call('GET', '/api/figures?by=year', admin.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Cut sales by day, week or month');
    expect((await call('GET', '/api/figures', ann.token)).statusCode).toBe(403);
  });
});
