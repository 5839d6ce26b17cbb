import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderTax } from '../../core/domain/tax';
import { MAX_ORDER_QUANTITY, MAX_PRICE, type NewProduct } from '../../core/domain/product';
import type { Address } from '../../core/domain/address';
import type { Order } from '../../core/domain/order';
import type { OrderActor } from '../../core/domain/order-event';
import type { NewOrder, OrderRepository } from '../../core/ports/driven/order-repository';
import { lineOf, unitsByProduct } from '../../core/domain/order-line';
import { decide, type OrderAction, type OrderActionInput, type OrderChange } from '../../core/domain/order-life-cycle';
import { oneLineOf, type OneProduct } from '../support/stored-orders';
import { orderSteps } from '../support/order-steps';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import type { NewMail } from '../../core/domain/mail';

export interface OrderRepositoryHarness {
  orders: OrderRepository;
  products: ProductRepository;
  /** Where the mail of an order's changes is queued. */
  outbox: MailOutbox;
  /** Empties orders and products. */
  reset(): Promise<void>;
  /** A new approved company's trade account, for orders bought on account: its id. */
  company(): Promise<string>;
}

const address: Address = { recipient: 'Ann Archer', company: '', line1: '1 Forge Row', line2: '', city: 'Sheffield', region: '', postcode: 'S1 2AB', country: 'United Kingdom' };
const actor: OrderActor = { id: 'user-admin', name: 'Admin', role: 'admin' };
const noShipment = { carrier: null, trackingNumber: null };

/** What every OrderRepository must do, whatever keeps the data. */
export function orderRepositoryContract(name: string, open: () => Promise<OrderRepositoryHarness>) {
  describe(`OrderRepository contract: ${name}`, () => {
    let orders: OrderRepository;
    let steps: ReturnType<typeof orderSteps>;
    let products: ProductRepository;
    let outbox: MailOutbox;
    let order: (customer: string, overrides?: Partial<NewOrder & OneProduct>) => NewOrder;
    let create: (order: NewOrder) => Promise<Order>;
    let company: () => Promise<string>;

    beforeEach(async () => {
      const harness = await open();
      await harness.reset();
      ({ orders, products, outbox, company } = harness);
      steps = orderSteps(orders);
      const product = await products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg', stock: 1000 });
      order = (customer, { productId = product._id, productName = product.name, quantity = 2, totalPrice = 50, ...overrides } = {}) => ({
        lines: oneLineOf({ productId, productName, quantity, totalPrice }),
        customerId: `user-${customer.split('@')[0]}`,
        customerEmail: customer,
        customerName: customer.split('@')[0],
        phone: '555 0100',
        requestId: null,
        deliveryAddress: address,
        holdExpiresAt: new Date(Date.now() + 3_600_000),
        actor: { id: `user-${customer.split('@')[0]}`, name: customer, role: 'customer' },
        unpaidUnitsCap: 1000,
        ...overrides,
      });
      create = async (newOrder) => {
        const placement = await orders.place(newOrder);
        if (!('placed' in placement)) throw new Error(`Not placed: ${JSON.stringify(placement)}`);
        return placement.placed;
      };
    });

    it('stores a new order unpaid and unshipped, and finds it by id', async () => {
      const placed = await create(order('ann@example.com'));
      const { requestId: _key, actor: _actor, unpaidUnitsCap: _cap, holdExpiresAt, ...fields } = order('ann@example.com');
      expect(placed).toMatchObject({ ...fields, paid: false, shipped: false, transactionId: null, shortOfStock: false, cancelledAt: null, refundId: null });
      expect(placed.number).toMatch(/^HT-1\d{4,}$/);
      expect(Math.abs(Date.parse(placed.holdExpiresAt!) - holdExpiresAt.getTime())).toBeLessThan(1000);
      expect(placed).not.toHaveProperty('requestId');
      expect(Date.parse(placed.placedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(await orders.findById(placed._id)).toEqual(placed);
      expect(await orders.findById(crypto.randomUUID())).toBeNull();
    });

    it('lists orders by their owner, not by the email they were placed with', async () => {
      const old = await create(order('ann@example.com', { customerId: 'user-removed' }));
      const ann = await create(order('ann@example.com'));
      expect((await orders.listByCustomer('user-ann')).map((o) => o._id)).toEqual([ann._id]);
      expect((await orders.listByCustomer('user-removed')).map((o) => o._id)).toEqual([old._id]);
      expect(await orders.findById(old._id)).toMatchObject({ customerEmail: 'ann@example.com', customerId: 'user-removed' });
    });

    it('stores the largest order the product bounds allow, and reads it back exactly', async () => {
      const dearest = await products.insert({ name: 'Press Line', description: 'A whole line', price: MAX_PRICE, min: 1, max: MAX_ORDER_QUANTITY, image: '/p.svg', stock: MAX_ORDER_QUANTITY });
      const largest = { productId: dearest._id, productName: dearest.name, quantity: MAX_ORDER_QUANTITY, totalPrice: MAX_PRICE * MAX_ORDER_QUANTITY };
      const placed = await create(order('ann@example.com', { ...largest, unpaidUnitsCap: MAX_ORDER_QUANTITY }));
      expect(placed).toMatchObject(largest);
      expect(await orders.findById(placed._id)).toMatchObject(largest);
      expect((await orders.listByCustomer('user-ann'))[0]).toMatchObject(largest);
      expect((await orders.listAll({ limit: 1, filter: 'all' })).items[0]).toMatchObject(largest);
      expect((await steps.markPaid(placed._id, 'txn_largest', actor))?.order).toMatchObject({ ...largest, paid: true });
    });

    it("lists one customer's orders, newest first", async () => {
      const first = await create(order('ann@example.com', { quantity: 3, totalPrice: 75 }));
      await create(order('bob@example.com'));
      const second = await create(order('ann@example.com', { quantity: 4, totalPrice: 100 }));
      expect((await orders.listByCustomer('user-ann')).map((o) => o._id)).toEqual([second._id, first._id]);
      expect(await orders.listByCustomer('user-nobody')).toEqual([]);
    });

    it('stores one order for a placement sent twice, and keeps customers apart', async () => {
      const requestId = crypto.randomUUID();
      const [a, b] = await Promise.all([create(order('ann@example.com', { requestId })), create(order('ann@example.com', { requestId }))]);
      expect(a._id).toBe(b._id);
      const bob = await create(order('bob@example.com', { requestId }));
      expect(bob._id).not.toBe(a._id);
      expect(await orders.listByCustomer('user-ann')).toHaveLength(1);
    });

    it('deletes an order only while it is unpaid', async () => {
      const unpaid = await create(order('ann@example.com'));
      const paid = await create(order('ann@example.com'));
      await steps.markPaid(paid._id, 'txn_1', actor);
      expect(await steps.deleteUnpaid(unpaid._id)).toBe(true);
      expect(await orders.findById(unpaid._id)).toBeNull();
      expect(await steps.deleteUnpaid(paid._id)).toBe(false);
      expect(await orders.findById(paid._id)).toMatchObject({ paid: true });
      expect(await steps.deleteUnpaid(crypto.randomUUID())).toBe(false);
    });

    it('marks an order paid once, keeping the first transaction id', async () => {
      const placed = await create(order('ann@example.com'));
      expect((await steps.markPaid(placed._id, 'txn_first', actor))?.order).toMatchObject({ _id: placed._id, paid: true, transactionId: 'txn_first' });
      expect(await steps.markPaid(placed._id, 'txn_second', actor)).toBeNull();
      expect(await orders.findById(placed._id)).toMatchObject({ transactionId: 'txn_first' });
    });

    it('keeps an order as a record when its product is deleted', async () => {
      const placed = await create(order('ann@example.com'));
      await products.delete(placed.productId!);
      expect(await orders.findById(placed._id)).toMatchObject({ productName: 'Torque Wrench', totalPrice: 50, productId: null });
    });

    it('lists every order newest first, a page at a time', async () => {
      const placed = [];
      for (const customer of ['ann@example.com', 'bob@example.com', 'ann@example.com']) placed.push(await create(order(customer)));
      const first = await orders.listAll({ limit: 2, filter: 'all' });
      expect(first.items.map((o) => o._id)).toEqual([placed[2]._id, placed[1]._id]);
      const second = await orders.listAll({ limit: 2, cursor: first.nextCursor, filter: 'all' });
      expect(second).toEqual({ items: [placed[0]], nextCursor: null });
    });

    it('ships a paid order once, and never an unpaid one', async () => {
      const unpaid = await create(order('ann@example.com'));
      const paid = await create(order('ann@example.com'));
      await steps.markPaid(paid._id, `txn_${crypto.randomUUID()}`, actor);
      expect(await steps.markShipped(unpaid._id, actor, noShipment)).toBeNull();
      expect(await steps.markShipped(paid._id, actor, noShipment)).toMatchObject({ paid: true, shipped: true });
      expect(await steps.markShipped(paid._id, actor, noShipment)).toBeNull();
      expect(await orders.findById(unpaid._id)).toMatchObject({ shipped: false });
    });

    describe('stock', () => {
      const stockOf = async (id: string) => (await products.findById(id))!.stock;

      it('takes the units when placing, and refuses an order the stock cannot fill without storing it', async () => {
        const few = await products.insert({ name: 'Last Vices', description: 'Few left', price: 10, min: 1, max: 10, image: '/v.svg', stock: 5 });
        await create(order('ann@example.com', { productId: few._id, quantity: 3, totalPrice: 30 }));
        expect(await stockOf(few._id)).toBe(2);
        expect(await orders.place(order('bob@example.com', { productId: few._id, quantity: 3, totalPrice: 30 }))).toEqual({ outOfStock: [{ productId: few._id, available: 2 }] });
        expect(await stockOf(few._id)).toBe(2);
        expect(await orders.listByCustomer('user-bob')).toEqual([]);
      });

      it('stores nothing when a product read for the order has other terms now, or is gone, and places it while its terms hold', async () => {
        const { _id, stock: _stock, ...fields } = await products.insert({ name: 'Bench Vice', description: 'V', price: 40, min: 2, max: 10, image: '/v.svg', stock: 50 });
        const read = { _id, name: 'Bench Vice', partNumber: fields.partNumber, price: 40, priceBreaks: [], min: 2, max: 10, packSize: 1 };
        const placing = (readAs: NewOrder['readAs']) => orders.place(order('ann@example.com', { productId: _id, productName: 'Bench Vice', quantity: 2, totalPrice: 80, readAs }));
        for (const [what, change] of [
          ['price', { price: 45 }],
          ['name', { name: 'Bench Vice, 150 mm' }],
          ['minimum', { min: 3 }],
          ['maximum', { max: 5 }],
          ['pack size', { packSize: 2 }],
          ['price breaks', { priceBreaks: [{ from: 5, to: null, price: 35 }] }],
          ['part number', { partNumber: 'HT-VCE-150' }],
        ] as [string, Partial<NewProduct>][]) {
          await products.update(_id, { ...fields, stock: 50, ...change });
          expect(await placing([read]), what).toEqual({ productChanged: true });
          expect(await stockOf(_id), what).toBe(50);
        }
        await products.update(_id, { ...fields, stock: 50 });
        expect(await placing([read])).toHaveProperty('placed');
        expect(await stockOf(_id)).toBe(48);
        // Stock is not a term: units taken since the product was read leave its terms as they were.
        expect(await placing([{ ...read }])).toHaveProperty('placed');
        await products.delete(_id);
        expect(await placing([read])).toEqual({ productChanged: true });
        expect(await orders.listByCustomer('user-ann')).toHaveLength(2);
      });

      it('places exactly as many of 50 concurrent orders as there are units, and ends at 0', async () => {
        const last = await products.insert({ name: 'Last Ten', description: 'Ten left', price: 10, min: 1, max: 10, image: '/t.svg', stock: 10 });
        const results = await Promise.all(Array.from({ length: 50 }, (_, i) => orders.place(order(`c${i}@example.com`, { productId: last._id, quantity: 1, totalPrice: 10 }))));
        expect(results.filter((r) => 'placed' in r)).toHaveLength(10);
        expect(await stockOf(last._id)).toBe(0);
      });

      it("refuses a placement that would take its customer's held units past the cap, counting only units still held", async () => {
        const product = await products.insert({ name: 'Hex Keys', description: 'H', price: 10, min: 1, max: 10, image: '/h.svg', stock: 100 });
        const capped = (quantity: number, overrides: Partial<NewOrder & OneProduct> = {}) => order('ann@example.com', { productId: product._id, quantity, totalPrice: 10 * quantity, unpaidUnitsCap: 10, ...overrides });
        const first = await create(capped(6));
        expect(await orders.place(capped(5))).toEqual({ overCap: { held: 6 } });
        expect(await stockOf(product._id)).toBe(94);
        // Another customer has a cap of their own.
        expect('placed' in (await orders.place(order('bob@example.com', { productId: product._id, quantity: 9, totalPrice: 90, unpaidUnitsCap: 10 })))).toBe(true);
        await create(capped(4));
        // Paid units are not held any more, nor are units whose hold lapsed.
        await steps.markPaid(first._id, 'txn_hex', actor);
        await create(capped(6, { holdExpiresAt: new Date(Date.now() - 1000) }));
        await steps.releaseExpiredHolds(new Date());
        expect('placed' in (await orders.place(capped(6)))).toBe(true);
        expect(await orders.place(capped(1))).toEqual({ overCap: { held: 10 } });
      });

      it('lets 20 concurrent placements of one customer hold no more than the cap', async () => {
        const product = await products.insert({ name: 'Spanners', description: 'S', price: 10, min: 1, max: 10, image: '/s.svg', stock: 100 });
        const results = await Promise.all(
          Array.from({ length: 20 }, () => orders.place(order('ann@example.com', { productId: product._id, quantity: 1, totalPrice: 10, unpaidUnitsCap: 5 }))),
        );
        expect(results.filter((r) => 'placed' in r)).toHaveLength(5);
        expect(results.filter((r) => 'overCap' in r)).toHaveLength(15);
        expect(await stockOf(product._id)).toBe(95);
      });

      it('gives held units back when an unpaid order is deleted, and keeps sold ones when it is paid', async () => {
        const product = await products.insert({ name: 'Clamps', description: 'C', price: 10, min: 1, max: 10, image: '/c.svg', stock: 10 });
        const deleted = await create(order('ann@example.com', { productId: product._id, quantity: 4, totalPrice: 40 }));
        const paid = await create(order('ann@example.com', { productId: product._id, quantity: 3, totalPrice: 30 }));
        expect(await stockOf(product._id)).toBe(3);
        await steps.deleteUnpaid(deleted._id);
        await steps.markPaid(paid._id, 'txn_clamps', actor);
        expect(await stockOf(product._id)).toBe(7);
        expect(await orders.findById(paid._id)).toMatchObject({ paid: true, holdExpiresAt: null, shortOfStock: false });
      });

      it('returns lapsed holds to stock once; paying afterwards takes the units again, or flags the order short of stock', async () => {
        const product = await products.insert({ name: 'Anvils', description: 'A', price: 10, min: 1, max: 10, image: '/a.svg', stock: 5 });
        const lapsed = await create(order('ann@example.com', { productId: product._id, quantity: 3, totalPrice: 30, holdExpiresAt: new Date(Date.now() - 1000) }));
        const held = await create(order('bob@example.com', { productId: product._id, quantity: 2, totalPrice: 20 }));
        expect(await stockOf(product._id)).toBe(0);
        expect(await steps.releaseExpiredHolds(new Date())).toEqual([lapsed._id]);
        expect(await steps.releaseExpiredHolds(new Date())).toEqual([]);
        expect(await stockOf(product._id)).toBe(3);
        expect(await orders.findById(lapsed._id)).toMatchObject({ holdExpiresAt: null, paid: false });
        expect(await orders.findById(held._id)).toMatchObject({ holdExpiresAt: held.holdExpiresAt });

        // Held again while the units are there...
        expect(await steps.holdAgain(lapsed._id, new Date(Date.now() + 60_000))).toMatchObject({ paid: false });
        expect(await stockOf(product._id)).toBe(0);
        // ...and when they are gone, a payment that went through is still recorded, flagged.
        await steps.releaseExpiredHolds(new Date(Date.now() + 120_000));
        await create(order('cy@example.com', { productId: product._id, quantity: 3, totalPrice: 30 }));
        expect(await steps.holdAgain(lapsed._id, new Date(Date.now() + 60_000))).toBeNull();
        expect(await steps.markPaid(lapsed._id, 'txn_late', actor)).toMatchObject({ shortOfStock: true, order: { paid: true, shortOfStock: true } });
        expect(await stockOf(product._id)).toBe(0);
        expect((await orders.events(lapsed._id)).map((e) => e.type)).toEqual(['placed', 'hold_released', 'units_retaken', 'hold_released', 'paid', 'short_of_stock']);
      });
    });

    describe('on account', () => {
      const stockOf = async (id: string) => (await products.findById(id))!.stock;
      const dueAt = new Date('2027-01-15T10:00:00.000Z');
      const admin: OrderActor = { id: 'user-admin', name: 'Admin', role: 'admin' };
      const make = async <A extends OrderAction>(action: A, placed: Order, input: OrderActionInput[A]) => {
        const decision = decide(action, placed, input);
        if ('refused' in decision) throw new Error(decision.refused);
        return orders.apply(placed._id, placed.version, decision.change);
      };

      it('stores an order bought on account as sold and owed until its due date, and counts what the company owes with its VAT', async () => {
        const acme = await company();
        const product = await products.insert({ name: 'Routers', description: 'R', price: 10, min: 1, max: 10, image: '/r.svg', stock: 100 });
        // $10 a router, $12 with its VAT, against $120 of credit: what is owed is counted in cents, VAT included.
        const taxOn = (quantity: number): OrderTax => {
          const line = { rate: 20, net: 1000 * quantity, tax: 200 * quantity, gross: 1200 * quantity };
          return { country: 'United Kingdom', reverseCharge: false, lines: [line], net: line.net, tax: line.tax, gross: line.gross };
        };
        const onAccount = (customer: string, quantity: number) =>
          order(customer, { productId: product._id, quantity, totalPrice: 10 * quantity, tax: taxOn(quantity), tradeAccountId: acme, onAccount: { limit: 120, dueAt } });
        const first = await create(onAccount('ann@example.com', 6));
        expect(first).toMatchObject({ paid: true, holdExpiresAt: null, paymentDueAt: dueAt.toISOString(), settledAt: null, paymentReference: null, transactionId: null, tradeAccountId: acme });
        expect(await orders.findById(first._id)).toEqual(first);
        expect(await stockOf(product._id)).toBe(94);
        expect(await orders.owedOnAccount(acme)).toBe(7200);
        // Another buyer of the company shares its limit; nothing is stored or taken past it.
        expect(await orders.place(onAccount('bob@example.com', 5))).toEqual({ overCredit: { owed: 7200 } });
        expect(await stockOf(product._id)).toBe(94);
        // Up to the limit exactly.
        const second = await create(onAccount('bob@example.com', 4));
        expect(await orders.owedOnAccount(acme)).toBe(12_000);
        const owedList = async () => (await orders.listAll({ limit: 10, filter: 'on-account' })).items.map((o) => o._id);
        expect(await owedList()).toEqual([second._id, first._id]);
        // Orders paid by card, and another company's, do not count.
        await create(order('ann@example.com', { productId: product._id, quantity: 1, totalPrice: 10, tradeAccountId: acme }));
        expect(await orders.owedOnAccount(await company())).toBe(0);
        // Paid or cancelled, an order owes nothing.
        await make('recordPayment', first, { actor: admin, reference: 'BACS 1', now: new Date() });
        expect(await orders.findById(first._id)).toMatchObject({ paymentReference: 'BACS 1', settledAt: expect.any(String) });
        expect(await orders.owedOnAccount(acme)).toBe(4800);
        expect(await owedList()).toEqual([second._id]);
        const claimed = await make('cancel', second, { now: new Date() });
        if (!('order' in claimed)) throw new Error('not claimed');
        await make('completeCancellation', claimed.order, { actor: admin, refund: null, now: new Date() });
        expect(await orders.owedOnAccount(acme)).toBe(0);
        expect(await owedList()).toEqual([]);
        expect(await stockOf(product._id)).toBe(93);
      });

      // Orders without their VAT kept (placed before it was) count their total.
      it("lets 20 buyers of one company placing on account at once owe no more than its limit", async () => {
        const acme = await company();
        const product = await products.insert({ name: 'Planes', description: 'P', price: 10, min: 1, max: 10, image: '/p.svg', stock: 100 });
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            orders.place(order(`buyer${i}@example.com`, { productId: product._id, quantity: 2, totalPrice: 20, tradeAccountId: acme, onAccount: { limit: 100, dueAt } })),
          ),
        );
        expect(results.filter((r) => 'placed' in r)).toHaveLength(5);
        expect(results.filter((r) => 'overCredit' in r)).toHaveLength(15);
        expect(await orders.owedOnAccount(acme)).toBe(10_000);
        expect(await stockOf(product._id)).toBe(90);
      });
    });

    describe('applying a change to the version it was decided on', () => {
      const stockOf = async (id: string) => (await products.findById(id))!.stock;
      const note = (text: string): OrderChange => ({ set: { carrier: text }, events: [{ type: 'note', actor, details: { text } }], units: 'keep' });

      it('applies a change with its events to the version it was decided on, and counts it', async () => {
        const placed = await create(order('ann@example.com'));
        expect(placed.version).toBe(0);
        const applied = await orders.apply(placed._id, 0, note('first'));
        expect(applied).toEqual({ order: { ...placed, carrier: 'first', version: 1 }, shortOfStock: false });
        expect(await orders.findById(placed._id)).toEqual({ ...placed, carrier: 'first', version: 1 });
        expect((await orders.events(placed._id)).map((e) => e.details.text ?? e.type)).toEqual(['placed', 'first']);
      });

      it('applies nothing to an order that moved on since, or is gone', async () => {
        const placed = await create(order('ann@example.com'));
        await orders.apply(placed._id, 0, note('first'));
        const before = await stockOf(placed.productId!);
        expect(await orders.apply(placed._id, 0, { ...note('late'), units: { return: unitsByProduct(placed.lines) } })).toEqual({ stale: true });
        expect(await orders.findById(placed._id)).toMatchObject({ carrier: 'first', version: 1 });
        expect(await stockOf(placed.productId!)).toBe(before);
        expect((await orders.events(placed._id)).map((e) => e.type)).toEqual(['placed', 'note']);
        expect(await orders.apply(crypto.randomUUID(), 0, note('nobody'))).toEqual({ stale: true });
      });

      it('applies one of 20 changes decided on the same version at once', async () => {
        // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
        const placed = await create(order('ann@example.com'));
        const results = await Promise.all(Array.from({ length: 20 }, (_, i) => orders.apply(placed._id, 0, { ...note(`admin ${i}`), units: { return: unitsByProduct(placed.lines) } })));
        expect(results.filter((r) => 'order' in r)).toHaveLength(1);
        expect(await stockOf(placed.productId!)).toBe(1000);
        expect((await orders.events(placed._id)).filter((e) => e.type === 'note')).toHaveLength(1);
      });

      it('keeps the refunds a change records, and returns to stock just the units it names', async () => {
        const placed = await create(order('ann@example.com', { quantity: 3, totalPrice: 30 }));
        const before = await stockOf(placed.productId!);
        const refunds = [{ key: `${placed._id}:refund:1`, lines: [{ line: 1, quantity: 2 }], amount: 20, restock: true, refundId: 're_1', askedAt: '2026-03-01T12:00:00.000Z' }];
        const applied = await orders.apply(placed._id, 0, { set: { refunds }, events: [], units: { return: new Map([[placed.productId!, 2]]) } });
        expect(applied).toMatchObject({ order: { refunds, version: 1 } });
        expect(await orders.findById(placed._id)).toMatchObject({ refunds });
        expect(await stockOf(placed.productId!)).toBe(before + 2);
      });

      it('applies nothing when the units it must take are gone, and queues its mail only when applied', async () => {
        const few = await products.insert({ name: 'Last Vices', description: 'Few left', price: 10, min: 1, max: 10, image: '/v.svg', stock: 2 });
        const placed = await create(order('ann@example.com', { productId: few._id, quantity: 2, totalPrice: 20 }));
        expect(await orders.apply(placed._id, 0, { ...note('take'), units: 'take' })).toEqual({ unitsGone: true });
        expect(await orders.findById(placed._id)).toMatchObject({ version: 0, carrier: null });
      });
    });

    describe('orders of several lines', () => {
      const stockOf = async (id: string) => (await products.findById(id))!.stock;
      const insert = (name: string, price: number, stock: number) => products.insert({ name, description: name, price, min: 1, max: 50, image: '/l.svg', stock });
      const of = (customer: string, lines: NewOrder['lines'], overrides: Partial<NewOrder> = {}) => ({ ...order(customer), lines, ...overrides });

      it('stores each line as it was bought, in order, and sums them up on the order', async () => {
        const [saw, drill, bits] = [await insert('Saw', 12, 10), await insert('Drill', 99, 10), await insert('Bits', 3, 100)];
        const lines = [lineOf(saw, 2), lineOf({ ...drill, partNumber: 'HT-DR-18V' }, 1), lineOf(bits, 40)];
        const placed = await create(of('ann@example.com', lines));
        expect(placed).toMatchObject({ lines, quantity: 43, totalPrice: 24 + 99 + 120, productId: null, productName: 'Saw and 2 more products' });
        expect(await orders.findById(placed._id)).toEqual(placed);
        expect((await orders.listByCustomer('user-ann'))[0].lines).toEqual(lines);
        expect((await orders.listAll({ limit: 5, filter: 'all' })).items[0].lines).toEqual(lines);
        expect([await stockOf(saw._id), await stockOf(drill._id), await stockOf(bits._id)]).toEqual([8, 9, 60]);
      });

      it('writes the placing mail from the order with its lines, and queues it with the number the order was given', async () => {
        const [saw, drill] = [await insert('Saw', 12, 10), await insert('Drill', 99, 10)];
        const lines = [lineOf(saw, 2), lineOf(drill, 1)];
        const seen: Order[] = [];
        const key = `order-placed:${crypto.randomUUID()}`;
        const placement = await orders.place(of('ann@example.com', lines), async (placed) => {
          seen.push(placed);
          return [
            { to: 'ann@example.com', key, subject: `Your order ${placed.number} is placed`, html: `<p>${placed.number}: ${placed.productName}</p>`, text: `${placed.number}: ${placed.productName}` },
            // A template's email keeps the number in its data, rendered when it is sent.
            { to: 'shop@example.com', key: `${key}:shop`, subject: `New order ${placed.number}`, email: { template: 'order-placed', to: 'shop@example.com', data: { orderNumber: placed.number } } } as unknown as NewMail,
          ];
        });
        expect(seen.map((placed) => placed.lines)).toEqual([lines]);
        if (!('placed' in placement)) throw new Error('not placed');
        expect(placement.placed).toMatchObject({ ...seen[0], number: expect.stringMatching(/^HT-1\d{4,}$/), placedAt: expect.any(String) });
        const claimed = await outbox.claimDue({ now: new Date(Date.now() + 60_000), limit: 100, leaseMs: 60_000 });
        const queued = claimed.filter((mail) => mail.to === 'ann@example.com');
        expect(queued).toEqual([expect.objectContaining({ subject: `Your order ${placement.placed.number} is placed`, text: `${placement.placed.number}: Saw and 1 more product`, html: `<p>${placement.placed.number}: Saw and 1 more product</p>` })]);
        const toShop = claimed.filter((mail) => mail.to === 'shop@example.com');
        expect(toShop).toEqual([expect.objectContaining({ subject: `New order ${placement.placed.number}`, email: { template: 'order-placed', to: 'shop@example.com', data: { orderNumber: placement.placed.number } } })]);
      });

      it('takes all lines or none: a short line names what is left and nothing is stored or taken', async () => {
        const [saw, drill] = [await insert('Saw', 12, 10), await insert('Drill', 99, 1)];
        expect(await orders.place(of('ann@example.com', [lineOf(saw, 5), lineOf(drill, 2)]))).toEqual({ outOfStock: [{ productId: drill._id, available: 1 }] });
        expect([await stockOf(saw._id), await stockOf(drill._id)]).toEqual([10, 1]);
        expect(await orders.listByCustomer('user-ann')).toEqual([]);
      });

      it('places one of two carts that both need the last units, whole, and nothing of the other', async () => {
        const [saw, drill] = [await insert('Saw', 12, 3), await insert('Drill', 99, 3)];
        const results = await Promise.all([
          orders.place(of('ann@example.com', [lineOf(saw, 2), lineOf(drill, 2)])),
          orders.place(of('bob@example.com', [lineOf(drill, 2), lineOf(saw, 2)])),
        ]);
        expect(results.filter((r) => 'placed' in r)).toHaveLength(1);
        expect(results.find((r) => 'outOfStock' in r)).toEqual({ outOfStock: expect.arrayContaining([{ productId: saw._id, available: 1 }, { productId: drill._id, available: 1 }]) });
        expect([await stockOf(saw._id), await stockOf(drill._id)]).toEqual([1, 1]);
      });

      it("returns every line's units when a hold lapses, an unpaid order is deleted or a paid one cancelled", async () => {
        const [saw, drill] = [await insert('Saw', 12, 10), await insert('Drill', 99, 10)];
        const lines = [lineOf(saw, 2), lineOf(drill, 3)];
        const lapsed = await create(of('ann@example.com', lines, { holdExpiresAt: new Date(Date.now() - 1000) }));
        const deleted = await create(of('ann@example.com', lines));
        const cancelled = await create(of('ann@example.com', lines));
        expect([await stockOf(saw._id), await stockOf(drill._id)]).toEqual([4, 1]);
        await steps.releaseExpiredHolds(new Date());
        await steps.deleteUnpaid(deleted._id);
        await steps.markPaid(cancelled._id, 'txn_lines', actor);
        expect([await stockOf(saw._id), await stockOf(drill._id)]).toEqual([8, 7]);
        await steps.claimCancellation(cancelled._id, new Date());
        await steps.completeCancellation(cancelled._id, actor, null);
        expect([await stockOf(saw._id), await stockOf(drill._id)]).toEqual([10, 10]);
        expect((await orders.events(lapsed._id)).map((e) => e.type)).toEqual(['placed', 'hold_released']);
      });

      it('paid after its hold lapsed, takes every line again, or none and is flagged short of stock', async () => {
        const [saw, drill] = [await insert('Saw', 12, 5), await insert('Drill', 99, 5)];
        const lines = [lineOf(saw, 2), lineOf(drill, 3)];
        const retaken = await create(of('ann@example.com', lines, { holdExpiresAt: new Date(Date.now() - 1000) }));
        const short = await create(of('bob@example.com', [lineOf(saw, 1), lineOf(drill, 2)], { holdExpiresAt: new Date(Date.now() - 1000) }));
        await steps.releaseExpiredHolds(new Date());
        expect(await steps.markPaid(retaken._id, 'txn_retaken', actor)).toMatchObject({ shortOfStock: false });
        expect([await stockOf(saw._id), await stockOf(drill._id)]).toEqual([3, 2]);
        await create(of('cy@example.com', [lineOf(drill, 1)]));
        // The saw's unit is there, the drill's two are not: neither is taken.
        expect(await steps.holdAgain(short._id, new Date(Date.now() + 60_000))).toBeNull();
        expect(await steps.markPaid(short._id, 'txn_short', actor)).toMatchObject({ shortOfStock: true });
        expect([await stockOf(saw._id), await stockOf(drill._id)]).toEqual([3, 1]);
      });

      it("names each paid line's product once among the products a customer bought, and keeps lines when a product goes", async () => {
        const [saw, drill] = [await insert('Saw', 12, 10), await insert('Drill', 99, 10)];
        const paid = await create(of('ann@example.com', [lineOf(saw, 1), lineOf(drill, 1)]));
        await create(of('ann@example.com', [lineOf(saw, 1)]));
        await steps.markPaid(paid._id, 'txn_paid_lines', actor);
        expect((await orders.paidProducts('user-ann')).sort((a, b) => a.productName.localeCompare(b.productName))).toEqual([
          { productId: drill._id, productName: 'Drill' },
          { productId: saw._id, productName: 'Saw' },
        ]);
        await products.delete(drill._id);
        expect((await orders.findById(paid._id))!.lines.map((line) => [line.name, line.productId])).toEqual([['Saw', saw._id], ['Drill', null]]);
      });
    });

    describe('timeline, cancellation and shipping', () => {
      const paidOrder = async () => {
        const placed = await create(order('ann@example.com'));
        return (await steps.markPaid(placed._id, `txn_${crypto.randomUUID()}`, actor))!.order;
      };

      it('keeps each order its events in order, with who acted and what they said', async () => {
        const placed = await create(order('ann@example.com'));
        const note = await orders.addEvent(placed._id, { type: 'note', actor, details: { text: 'Customer rang about delivery' } });
        expect(note).toMatchObject({ orderId: placed._id, type: 'note', actor, details: { text: 'Customer rang about delivery' } });
        const timeline = await orders.events(placed._id);
        expect(timeline.map((e) => e.type)).toEqual(['placed', 'note']);
        expect(timeline[0]).toMatchObject({ actor: { id: 'user-ann', role: 'customer' }, details: { units: 2 } });
        expect(Date.parse(timeline[0].at)).toBeLessThanOrEqual(Date.parse(timeline[1].at));
      });

      it('takes one cancellation request at a time, and an admin declines it', async () => {
        const paid = await paidOrder();
        expect(await steps.requestCancellation(paid._id, actor, 'Ordered twice')).toMatchObject({ cancellationRequested: true });
        expect(await steps.requestCancellation(paid._id, actor, 'Again')).toBeNull();
        expect(await steps.markShipped(paid._id, actor, noShipment)).toBeNull();
        expect(await steps.declineCancellation(paid._id, actor, 'Already packed')).toMatchObject({ cancellationRequested: false });
        expect(await steps.declineCancellation(paid._id, actor, 'Already packed')).toBeNull();
        expect((await orders.events(paid._id)).slice(-2)).toMatchObject([{ type: 'cancellation_requested', details: { text: 'Ordered twice' } }, { type: 'cancellation_declined', details: { text: 'Already packed' } }]);
      });

      it('lets one of 20 concurrent claims cancel an order, returning its units and recording the refund once', async () => {
        const paid = await paidOrder();
        const before = (await products.findById(paid.productId!))!.stock;
        const claims = await Promise.all(Array.from({ length: 20 }, () => steps.claimCancellation(paid._id, new Date(Date.now() - 300_000))));
        expect(claims.filter(Boolean)).toHaveLength(1);
        const cancelled = await steps.completeCancellation(paid._id, actor, { id: 're_1', amount: 50 });
        expect(cancelled).toMatchObject({ cancelledAt: expect.any(String), refundId: 're_1', cancellationRequested: false });
        expect((await products.findById(paid.productId!))!.stock).toBe(before + paid.quantity);
        expect(await steps.claimCancellation(paid._id, new Date())).toBeNull();
        expect(await steps.markShipped(paid._id, actor, noShipment)).toBeNull();
        expect((await orders.events(paid._id)).slice(-2)).toMatchObject([{ type: 'cancelled' }, { type: 'refunded', details: { refundId: 're_1', amount: 50 } }]);
      });

      it('gives a failed claim back, and takes over one left stale', async () => {
        const paid = await paidOrder();
        expect(await steps.claimCancellation(paid._id, new Date(Date.now() - 300_000))).not.toBeNull();
        expect(await steps.claimCancellation(paid._id, new Date(Date.now() - 300_000))).toBeNull();
        await steps.releaseCancellationClaim(paid._id);
        expect(await steps.claimCancellation(paid._id, new Date(Date.now() - 300_000))).not.toBeNull();
        expect(await steps.claimCancellation(paid._id, new Date(Date.now() + 1000))).not.toBeNull();
      });

      it('ships with the carrier and tracking number, and records them', async () => {
        const paid = await paidOrder();
        const shipment = { carrier: 'DHL', trackingNumber: 'JD014600006281' };
        expect(await steps.markShipped(paid._id, actor, shipment)).toMatchObject({ shipped: true, ...shipment });
        expect((await orders.events(paid._id)).at(-1)).toMatchObject({ type: 'shipped', details: shipment });
        expect(await steps.claimCancellation(paid._id, new Date())).toBeNull();
      });
    });

    describe("the admins' list", () => {
      it('filters, finds by number or email, and puts the orders short of stock first, a page at a time', async () => {
        const product = await products.insert({ name: 'Saws', description: 'S', price: 10, min: 1, max: 10, image: '/s.svg', stock: 3 });
        const unpaid = await create(order('ann@example.com'));
        const toShip = (await steps.markPaid((await create(order('bob@example.com')))._id, 'txn_b', actor))!.order;
        const short = await create(order('cy@example.com', { productId: product._id, quantity: 3, totalPrice: 30, holdExpiresAt: new Date(Date.now() - 1000) }));
        await steps.releaseExpiredHolds(new Date());
        await create(order('dee@example.com', { productId: product._id, quantity: 3, totalPrice: 30 }));
        await steps.markPaid(short._id, 'txn_short', actor);
        const ids = async (request: Partial<Parameters<OrderRepository['listAll']>[0]>) => (await orders.listAll({ limit: 10, filter: 'all', ...request })).items.map((o) => o._id);

        expect((await ids({}))[0]).toBe(short._id);
        expect(await ids({ filter: 'to-ship' })).toEqual([short._id, toShip._id]);
        expect(await ids({ filter: 'unpaid' })).not.toContain(toShip._id);
        expect(await ids({ filter: 'unpaid' })).toContain(unpaid._id);
        expect(await ids({ search: unpaid.number })).toEqual([unpaid._id]);
        expect(await ids({ search: unpaid.number.toLowerCase().replace('-', '') })).toEqual([unpaid._id]);
        // The digits alone, as people read a number out.
        expect(await ids({ search: unpaid.number.replace('HT-', '') })).toEqual([unpaid._id]);
        expect(await ids({ search: 'BOB@' })).toEqual([toShip._id]);
        expect(await ids({ search: '%' })).toEqual([]);

        const first = await orders.listAll({ limit: 3, filter: 'all' });
        const second = await orders.listAll({ limit: 3, filter: 'all', cursor: first.nextCursor });
        expect(second.nextCursor).toBeNull();
        expect([...first.items, ...second.items].map((o) => o._id)).toEqual(await ids({}));
      });
    });
  });
}
