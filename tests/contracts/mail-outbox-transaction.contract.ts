import { beforeEach, describe, expect, it } from 'vitest';
import { lineOf } from '../../core/domain/order-line';
import type { ShopDatabase } from '../../adapters/postgres/database';
import { enqueueInTransaction, PostgresMailOutbox } from '../../adapters/postgres/postgres-mail-outbox';
import { PostgresOrderRepository } from '../../adapters/postgres/postgres-order-repository';
import { PostgresProductRepository } from '../../adapters/postgres/postgres-product-repository';
import { contactMessages, mailOutbox, orderEvents, orders, products } from '../../adapters/postgres/schema';
import { deleteOrders } from './document-store-database.contract';
import type { MailFor, NewOrder } from '../../core/ports/driven/order-repository';

const mail = (subject: string) => ({ to: 'reader@example.com', subject, html: `<p>${subject}</p>`, text: subject });

/** The database outbox writes its mail inside the transaction of the event that causes it. */
export function mailOutboxTransactionContract(engine: string, db: () => ShopDatabase) {
  describe(`enqueueInTransaction: ${engine}`, () => {
    beforeEach(async () => {
      await db().delete(mailOutbox);
    });

    it("keeps the mail when the caller's transaction commits, with the row it wrote", async () => {
      const id = crypto.randomUUID();
      await db().transaction(async (tx) => {
        await tx.insert(contactMessages).values({ id, name: 'Visitor', email: 'visitor@example.com', message: 'Hello' });
        await enqueueInTransaction(tx, [mail('Committed')]);
      });
      const { items } = await new PostgresMailOutbox(db()).list({ limit: 5 });
      expect(items.map((m) => m.subject)).toEqual(['Committed']);
      await db().delete(contactMessages);
    });

    it("writes nothing when the caller's transaction rolls back: no mail for an event that did not happen", async () => {
      const failure = new Error('the event failed after its mail was written');
      await expect(
        db().transaction(async (tx) => {
          await enqueueInTransaction(tx, [mail('Rolled back')]);
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect((await new PostgresMailOutbox(db()).list({ limit: 5 })).items).toEqual([]);
    });
  });

  describe(`a placement's order, event, mail and units: ${engine}`, () => {
    const placedMail: MailFor = async (order) => [{ ...mail(`Your order ${order.number} is placed`), key: `order-placed:${order._id}` }];
    let placement: (quantity: number, requestId: string | null) => NewOrder;

    beforeEach(async () => {
      await db().delete(mailOutbox);
      await deleteOrders(db());
      await db().delete(products);
      const product = await new PostgresProductRepository(db()).insert({ name: 'Bench Vice', description: 'A vice', price: 40, min: 1, max: 10, image: '/v.svg', stock: 3 });
      placement = (quantity, requestId) => ({
        lines: [lineOf(product, quantity)],
        customerId: 'user-ann',
        customerEmail: 'ann@example.com',
        customerName: 'Ann',
        phone: '555 0100',
        requestId,
        deliveryAddress: { recipient: 'Ann Archer', company: '', line1: '1 Forge Row', line2: '', city: 'Sheffield', region: '', postcode: 'S1 2AB', country: 'United Kingdom' },
        holdExpiresAt: new Date(Date.now() + 60_000),
        actor: { id: 'user-ann', name: 'Ann', role: 'customer' },
        unpaidUnitsCap: 1000,
      });
    });

    const state = async () => ({
      orders: (await db().select({ id: orders.id }).from(orders)).length,
      events: (await db().select({ type: orderEvents.type }).from(orderEvents)).map((e) => e.type),
      mail: (await new PostgresMailOutbox(db()).list({ limit: 5 })).items.map((m) => m.subject),
      stock: (await db().select({ stock: products.stock }).from(products))[0].stock,
    });

    it('writes all four together, and the same request again adds nothing', async () => {
      const request = crypto.randomUUID();
      const repository = new PostgresOrderRepository(db());
      const first = await repository.place(placement(2, request), placedMail);
      const again = await repository.place(placement(2, request), placedMail);
      if (!('placed' in first) || !('placed' in again)) throw new Error('not placed');
      expect(again.placed._id).toBe(first.placed._id);
      expect(await state()).toEqual({ orders: 1, events: ['placed'], mail: [`Your order ${first.placed.number} is placed`], stock: 1 });
    });

    it('writes none of them when the units are not there', async () => {
      expect(await new PostgresOrderRepository(db()).place(placement(4, null), placedMail)).toEqual({ outOfStock: [{ productId: expect.any(String), available: 3 }] });
      expect(await state()).toEqual({ orders: 0, events: [], mail: [], stock: 3 });
    });
  });
}
