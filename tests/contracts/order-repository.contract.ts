import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ORDER_QUANTITY, MAX_PRICE } from '../../core/domain/product';
import type { NewOrder, OrderRepository } from '../../core/ports/driven/order-repository';
import type { ProductRepository } from '../../core/ports/driven/product-repository';

export interface OrderRepositoryHarness {
  orders: OrderRepository;
  products: ProductRepository;
  /** Empties orders and products. */
  reset(): Promise<void>;
}

/** What every OrderRepository must do, whatever keeps the data. */
export function orderRepositoryContract(name: string, open: () => Promise<OrderRepositoryHarness>) {
  describe(`OrderRepository contract: ${name}`, () => {
    let orders: OrderRepository;
    let products: ProductRepository;
    let order: (customer: string, overrides?: Partial<NewOrder>) => NewOrder;

    beforeEach(async () => {
      const harness = await open();
      await harness.reset();
      ({ orders, products } = harness);
      const product = await products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg' });
      order = (customer, overrides = {}) => ({
        productId: product._id,
        product: product.name,
        customerId: `user-${customer.split('@')[0]}`,
        customer,
        customerName: customer.split('@')[0],
        phone: '555 0100',
        quantity: 2,
        totalPrice: 50,
        requestId: null,
        ...overrides,
      });
    });

    it('stores a new order unpaid and unshipped, and finds it by id', async () => {
      const placed = await orders.create(order('ann@example.com'));
      const { requestId: _key, ...fields } = order('ann@example.com');
      expect(placed).toMatchObject({ ...fields, paid: false, shipped: false, transactionId: null });
      expect(placed).not.toHaveProperty('requestId');
      expect(Date.parse(placed.placedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(await orders.findById(placed._id)).toEqual(placed);
      expect(await orders.findById(crypto.randomUUID())).toBeNull();
    });

    it('lists orders by their owner, not by the email they were placed with', async () => {
      const old = await orders.create(order('ann@example.com', { customerId: 'user-removed' }));
      const ann = await orders.create(order('ann@example.com'));
      expect((await orders.listByCustomer('user-ann')).map((o) => o._id)).toEqual([ann._id]);
      expect((await orders.listByCustomer('user-removed')).map((o) => o._id)).toEqual([old._id]);
      expect(await orders.findById(old._id)).toMatchObject({ customer: 'ann@example.com', customerId: 'user-removed' });
    });

    it('stores the largest order the product bounds allow, and reads it back exactly', async () => {
      const dearest = await products.insert({ name: 'Press Line', description: 'A whole line', price: MAX_PRICE, min: 1, max: MAX_ORDER_QUANTITY, image: '/p.svg' });
      const largest = { productId: dearest._id, product: dearest.name, quantity: MAX_ORDER_QUANTITY, totalPrice: MAX_PRICE * MAX_ORDER_QUANTITY };
      const placed = await orders.create(order('ann@example.com', largest));
      expect(placed).toMatchObject(largest);
      expect(await orders.findById(placed._id)).toMatchObject(largest);
      expect((await orders.listByCustomer('user-ann'))[0]).toMatchObject(largest);
      expect((await orders.listAll({ limit: 1 })).items[0]).toMatchObject(largest);
      expect(await orders.markPaid(placed._id, 'txn_largest')).toMatchObject({ ...largest, paid: true });
    });

    it("lists one customer's orders, newest first", async () => {
      const first = await orders.create(order('ann@example.com', { quantity: 3, totalPrice: 75 }));
      await orders.create(order('bob@example.com'));
      const second = await orders.create(order('ann@example.com', { quantity: 4, totalPrice: 100 }));
      expect((await orders.listByCustomer('user-ann')).map((o) => o._id)).toEqual([second._id, first._id]);
      expect(await orders.listByCustomer('user-nobody')).toEqual([]);
    });

    it('stores one order for a placement sent twice, and keeps customers apart', async () => {
      const requestId = crypto.randomUUID();
      const [a, b] = await Promise.all([orders.create(order('ann@example.com', { requestId })), orders.create(order('ann@example.com', { requestId }))]);
      expect(a._id).toBe(b._id);
      const bob = await orders.create(order('bob@example.com', { requestId }));
      expect(bob._id).not.toBe(a._id);
      expect(await orders.listByCustomer('user-ann')).toHaveLength(1);
    });

    it('deletes an order only while it is unpaid', async () => {
      const unpaid = await orders.create(order('ann@example.com'));
      const paid = await orders.create(order('ann@example.com'));
      await orders.markPaid(paid._id, 'txn_1');
      expect(await orders.deleteUnpaid(unpaid._id)).toBe(true);
      expect(await orders.findById(unpaid._id)).toBeNull();
      expect(await orders.deleteUnpaid(paid._id)).toBe(false);
      expect(await orders.findById(paid._id)).toMatchObject({ paid: true });
      expect(await orders.deleteUnpaid(crypto.randomUUID())).toBe(false);
    });

    it('marks an order paid once, keeping the first transaction id', async () => {
      const placed = await orders.create(order('ann@example.com'));
      expect(await orders.markPaid(placed._id, 'txn_first')).toMatchObject({ _id: placed._id, paid: true, transactionId: 'txn_first' });
      expect(await orders.markPaid(placed._id, 'txn_second')).toBeNull();
      expect(await orders.findById(placed._id)).toMatchObject({ transactionId: 'txn_first' });
    });

    it('keeps an order as a record when its product is deleted', async () => {
      const placed = await orders.create(order('ann@example.com'));
      await products.delete(placed.productId!);
      expect(await orders.findById(placed._id)).toMatchObject({ product: 'Torque Wrench', totalPrice: 50, productId: null });
    });

    it('lists every order newest first, a page at a time', async () => {
      const placed = [];
      for (const customer of ['ann@example.com', 'bob@example.com', 'ann@example.com']) placed.push(await orders.create(order(customer)));
      const first = await orders.listAll({ limit: 2 });
      expect(first.items.map((o) => o._id)).toEqual([placed[2]._id, placed[1]._id]);
      const second = await orders.listAll({ limit: 2, cursor: first.nextCursor });
      expect(second).toEqual({ items: [placed[0]], nextCursor: null });
    });

    it('ships a paid order once, and never an unpaid one', async () => {
      const unpaid = await orders.create(order('ann@example.com'));
      const paid = await orders.create(order('ann@example.com'));
      await orders.markPaid(paid._id, `txn_${crypto.randomUUID()}`);
      expect(await orders.markShipped(unpaid._id)).toBeNull();
      expect(await orders.markShipped(paid._id)).toMatchObject({ paid: true, shipped: true });
      expect(await orders.markShipped(paid._id)).toBeNull();
      expect(await orders.findById(unpaid._id)).toMatchObject({ shipped: false });
    });
  });
}
