import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../../core/domain/audit';
import { InvalidCursorError } from '../../core/domain/page';
import type { NewProduct } from '../../core/domain/product';
import type { AuditLog } from '../../core/ports/driven/audit-log';
import type { CategoryRepository } from '../../core/ports/driven/category-repository';
import { PartNumberTakenError, type ProductRepository } from '../../core/ports/driven/product-repository';
import type { UserRepository } from '../../core/ports/driven/user-repository';
import type { OrderRepository } from '../../core/ports/driven/order-repository';
import { orderAudit } from '../../core/domain/audit';
import { payStored, storeOrder } from '../support/stored-orders';
import { storeUser } from '../support/customers';

export interface AuditLogHarness {
  audit: AuditLog;
  products: ProductRepository;
  categories: CategoryRepository;
  users: UserRepository;
  orders: OrderRepository;
}

/** Runs a statement on the log's table as anyone with the database could. */
export type AuditTamper = (statement: 'update' | 'delete' | 'truncate') => Promise<unknown>;

// The log is never emptied: each test is its own admin, and reads only what that admin did.
const newAdmin = (): AuditActor => {
  const id = crypto.randomUUID().slice(0, 8);
  return { id: `user-${id}`, name: `Admin ${id}`, email: `admin-${id}@example.com` };
};
const vice = (n = 1): NewProduct => ({ name: `Bench Vice ${n}`, partNumber: `HT-AUD-${crypto.randomUUID().slice(0, 8)}`, description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 5 });
const anyPlace = () => null;

/** The audit log, on every store: written with the change it records, read newest first and filtered, never altered. */
export function auditLogContract(name: string, open: () => Promise<AuditLogHarness>, tamper?: AuditTamper) {
  describe(`Audit log contract: ${name}`, () => {
    it("records an admin's product, category and role changes with the change, newest first, with the values before and after", async () => {
      const { audit, products, categories, users } = await open();
      const by = newAdmin();
      const added = await products.insert({ ...vice(), priceBreaks: [{ from: 5, to: null, price: 35 }] }, by);
      await products.update(added._id, { ...vice(), partNumber: added.partNumber, price: 45, stock: 9 }, by);
      const written = await categories.insert({ name: `Vices ${by.id}`, parentId: null }, anyPlace, by);
      const category = 'saved' in written ? written.saved : null;
      await categories.update(category!._id, { name: `Bench vices ${by.id}`, parentId: null }, anyPlace, by);
      await categories.deleteIfEmpty(category!._id, by);
      await products.delete(added._id, by);
      // Another admin, so that Ann is never the last one.
      await storeUser(users, { email: `boss-${by.id}@example.com`, role: 'admin' });
      const ann = await storeUser(users, { email: `ann-${by.id}@example.com`, displayName: 'Ann' });
      await users.setRole(ann.email, 'admin', by);
      await users.changeKeepingAnAdmin(ann.email, { role: 'customer' }, by);
      await users.changeKeepingAnAdmin(ann.email, 'remove', by);

      const { items } = await audit.list({ actor: by.email }, { limit: 20 });
      expect(items.map((entry) => entry.action)).toEqual([
        'user.removed',
        'user.admin_removed',
        'user.made_admin',
        'product.deleted',
        'category.deleted',
        'category.changed',
        'category.added',
        'product.changed',
        'product.added',
      ]);
      for (const entry of items) expect(entry.actor).toEqual(by);
      const productAdded = items.at(-1)!;
      expect(productAdded).toMatchObject({ subject: { type: 'product', id: added._id, label: `${added.partNumber} Bench Vice 1` }, before: null });
      expect(productAdded.after).toMatchObject({ price: 40, packSize: 1, priceBreaks: [{ from: 5, to: null, price: 35 }], stock: 5, categoryId: null });
      // A change keeps what it changed, before and after; the breaks left out stayed.
      expect(items.at(-2)).toMatchObject({ before: { price: 40, stock: 5 }, after: { price: 45, stock: 9 } });
      expect(Object.keys(items.at(-2)!.after!).sort()).toEqual(['price', 'stock']);
      expect(items.at(-4)).toMatchObject({ subject: { type: 'category', id: category!._id }, before: { name: `Vices ${by.id}` }, after: { name: `Bench vices ${by.id}` } });
      expect(items[0]).toMatchObject({ subject: { type: 'user', id: ann.id, label: ann.email }, before: { role: 'customer' }, after: null });
      expect(Date.parse(items[0].at)).toBeGreaterThanOrEqual(Date.parse(items.at(-1)!.at));
    });

    it("writes an admin's order change with the change, and nothing when the change is not made", async () => {
      const { audit, orders, products } = await open();
      const by = newAdmin();
      const product = await products.insert({ ...vice(), stock: 10 });
      const placed = await storeOrder(orders, { customerId: `user-${by.id}`, customerEmail: 'bob@example.com', customerName: 'Bob', phone: '', productId: product._id, productName: product.name, quantity: 1, totalPrice: 40 });
      // Only a paid order ships (the database's CHECK says so too).
      const order = await payStored(orders, placed._id);
      const change = { set: { shipped: true }, events: [{ type: 'shipped' as const, actor: { id: by.id, name: by.name, role: 'admin' as const } }], units: 'keep' as const };
      const entry = orderAudit(by, order, change)!;
      expect(await orders.apply(order._id, order.version + 1, { ...change, audit: entry })).toEqual({ stale: true });
      expect((await audit.list({ actor: by.email }, { limit: 10 })).items).toEqual([]);
      expect(await orders.apply(order._id, order.version, { ...change, audit: entry })).toHaveProperty('order');
      const { items } = await audit.list({ actor: by.email }, { limit: 10 });
      expect(items).toMatchObject([{ action: 'order.shipped', subject: { type: 'order', id: order._id, label: order.number }, before: { shipped: false }, after: { shipped: true } }]);
    });

    it('writes no entry for a change that was not made, and none for a write no admin made', async () => {
      const { audit, products, categories } = await open();
      const by = newAdmin();
      const stored = await products.insert(vice());
      await expect(products.insert({ ...vice(2), partNumber: stored.partNumber }, by)).rejects.toBeInstanceOf(PartNumberTakenError);
      expect(await products.update(crypto.randomUUID(), vice(), by)).toBeNull();
      expect(await products.delete(crypto.randomUUID(), by)).toBe(false);
      expect(await categories.insert({ name: 'Refused', parentId: null }, () => 'no', by)).toEqual({ refused: 'no' });
      await products.update(stored._id, { ...vice(), partNumber: stored.partNumber, price: 41 });
      expect((await audit.list({ actor: by.email }, { limit: 20 })).items).toEqual([]);
      expect((await audit.list({ subjectId: stored._id }, { limit: 20 })).items).toEqual([]);
    });

    it('filters by who, what, which and when, and pages newest first', async () => {
      const { audit, products } = await open();
      const [by, other] = [newAdmin(), newAdmin()];
      const made = [];
      for (let n = 0; n < 5; n++) made.push(await products.insert(vice(n), by));
      await products.delete(made[0]._id, other);
      const first = await audit.list({ actor: by.email }, { limit: 2 });
      expect(first.items.map((entry) => entry.subject.id)).toEqual([made[4]._id, made[3]._id]);
      const second = await audit.list({ actor: by.email }, { limit: 2, cursor: first.nextCursor });
      const third = await audit.list({ actor: by.email }, { limit: 2, cursor: second.nextCursor });
      expect([...second.items, ...third.items].map((entry) => entry.subject.id)).toEqual([made[2]._id, made[1]._id, made[0]._id]);
      expect(third.nextCursor).toBeNull();
      expect((await audit.list({ actor: by.email, action: 'product.deleted' }, { limit: 10 })).items).toEqual([]);
      expect((await audit.list({ actor: other.email, action: 'product.deleted' }, { limit: 10 })).items).toHaveLength(1);
      expect((await audit.list({ subjectId: made[0]._id }, { limit: 10 })).items.map((entry) => entry.action)).toEqual(['product.deleted', 'product.added']);
      expect((await audit.list({ actor: by.email, subjectType: 'category' }, { limit: 10 })).items).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      expect((await audit.list({ actor: by.email, from: today, to: today }, { limit: 10 })).items).toHaveLength(5);
      expect((await audit.list({ actor: by.email, to: '2020-01-01' }, { limit: 10 })).items).toEqual([]);
      expect((await audit.list({ actor: by.email, from: '2999-01-01' }, { limit: 10 })).items).toEqual([]);
      await expect(audit.list({}, { limit: 2, cursor: 'nonsense!' })).rejects.toBeInstanceOf(InvalidCursorError);
    });

    // Memory has no statement to run against it: nothing but the repositories' writes reaches its entries.
    it.runIf(tamper !== undefined)('is kept as written: the database refuses to change, delete or empty it', async () => {
      const { audit, products } = await open();
      const by = newAdmin();
      await products.insert(vice(), by);
      for (const statement of ['update', 'delete', 'truncate'] as const) await expect(tamper!(statement), statement).rejects.toThrow();
      expect((await audit.list({ actor: by.email }, { limit: 10 })).items).toHaveLength(1);
    });
  });
}
