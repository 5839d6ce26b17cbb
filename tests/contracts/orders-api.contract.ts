import { beforeAll, describe, expect, it } from 'vitest';
import { deliverTo, payStored } from '../support/stored-orders';
import type { Product } from '../../core/domain/product';
import type { User } from '../../core/domain/user';
import type { OrderRepository } from '../../core/ports/driven/order-repository';
import type { OrdersApi } from '../../core/ports/browser/orders-api';
import type { ProductRepository } from '../../core/ports/driven/product-repository';

export interface OrdersApiHarness {
  /** The API as `user` would call it once signed in. */
  as(user: User): Promise<OrdersApi>;
  products: ProductRepository;
  orders: OrderRepository;
}

const ann: User = { id: 'user-ann', email: 'ann@example.com', displayName: 'Ann Archer', role: 'customer', emailVerified: true };
const bob: User = { id: 'user-bob', email: 'bob@example.com', displayName: 'Bob Baker', role: 'customer', emailVerified: true };
const boss: User = { id: 'user-boss', email: 'boss@example.com', displayName: 'Boss', role: 'admin', emailVerified: true };

/** What the browser may rely on from any OrdersApi: in-process or over HTTP. */
export function ordersApiContract(name: string, open: () => Promise<OrdersApiHarness>) {
  describe(`OrdersApi contract: ${name}`, () => {
    let harness: OrdersApiHarness;
    let asAnn: OrdersApi;
    let asBob: OrdersApi;
    let asBoss: OrdersApi;
    let wrench: Product;

    beforeAll(async () => {
      harness = await open();
      [asAnn, asBob, asBoss] = await Promise.all([harness.as(ann), harness.as(bob), harness.as(boss)]);
      wrench = await harness.products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg', stock: 1000 });
    });

    it("places an order for the caller at the product's price", async () => {
      const order = await asAnn.placeOrder({ ...deliverTo, productId: wrench._id, quantity: 3, phone: '555 0100', product: 'Torque Wrench', totalPrice: 75, customer: ann.email, customerName: 'Ann Archer' });
      expect(order).toMatchObject({ productId: wrench._id, productName: 'Torque Wrench', customerEmail: ann.email, customerName: 'Ann Archer', phone: '555 0100', quantity: 3, totalPrice: 75, paid: false, shipped: false, transactionId: null });
      expect(await asAnn.getOrder(order._id)).toEqual(order);
      expect(await asAnn.listOrders(ann.email)).toContainEqual(order);
    });

    it('refuses an order for someone else, at another price, out of bounds or of no product, and stores nothing', async () => {
      const before = await asAnn.listOrders(ann.email);
      await expect(asAnn.placeOrder({ ...deliverTo, productId: wrench._id, quantity: 3, customer: bob.email })).rejects.toMatchObject({ type: 'forbidden' });
      await expect(asAnn.placeOrder({ ...deliverTo, productId: wrench._id, quantity: 3, totalPrice: 3 })).rejects.toMatchObject({ type: 'conflict' });
      await expect(asAnn.placeOrder({ ...deliverTo, productId: wrench._id, quantity: 11 })).rejects.toMatchObject({ type: 'invalid_data', message: 'Maximum Quantity Exceeded' });
      await expect(asAnn.placeOrder({ ...deliverTo, productId: wrench._id, quantity: 1 })).rejects.toMatchObject({ type: 'invalid_data', message: 'Add Minimum Quantity' });
      await expect(asAnn.placeOrder({ ...deliverTo, productId: crypto.randomUUID(), quantity: 3 })).rejects.toMatchObject({ type: 'not_found' });
      expect(await asAnn.listOrders(ann.email)).toEqual(before);
      expect(await asBob.listOrders(bob.email)).toEqual([]);
    });

    it('stores one order when the same placement is sent twice at once', async () => {
      const requestId = crypto.randomUUID();
      const [a, b] = await Promise.all([1, 2].map(() => asBob.placeOrder({ ...deliverTo, productId: wrench._id, quantity: 2, requestId })));
      expect(a._id).toBe(b._id);
      expect((await asBob.listOrders(bob.email)).filter((o) => o._id === a._id)).toHaveLength(1);
      await asBob.deleteOrder(a._id);
    });

    it("keeps one customer out of another's orders; an admin may read them", async () => {
      const order = await asAnn.placeOrder({ ...deliverTo, productId: wrench._id, quantity: 2 });
      await expect(asBob.listOrders(ann.email)).rejects.toMatchObject({ type: 'forbidden' });
      await expect(asBob.getOrder(order._id)).rejects.toMatchObject({ type: 'forbidden' });
      await expect(asBob.deleteOrder(order._id)).rejects.toMatchObject({ type: 'forbidden' });
      await expect(asBoss.deleteOrder(order._id)).rejects.toMatchObject({ type: 'forbidden' });
      expect(await asBoss.getOrder(order._id)).toEqual(order);
      expect(await asBoss.listOrders(ann.email)).toContainEqual(order);
      expect(await asAnn.getOrder(order._id)).toEqual(order);
    });

    it('deletes an unpaid order of the caller, never a paid one', async () => {
      const unpaid = await asAnn.placeOrder({ ...deliverTo, productId: wrench._id, quantity: 2 });
      const paid = await asAnn.placeOrder({ ...deliverTo, productId: wrench._id, quantity: 4 });
      await payStored(harness.orders, paid._id, `txn_${crypto.randomUUID()}`);
      await asAnn.deleteOrder(unpaid._id);
      await expect(asAnn.getOrder(unpaid._id)).rejects.toMatchObject({ type: 'not_found' });
      await expect(asAnn.deleteOrder(paid._id)).rejects.toMatchObject({ type: 'conflict' });
      expect(await asAnn.getOrder(paid._id)).toMatchObject({ paid: true });
    });
  });
}
