// Admins keeping the catalogue over the memory repositories: each rule of
// core/shop/catalogue-admin.ts, without a server.
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryRepositories, type MemoryRepositories } from '../../adapters/memory/memory-module';
import type { User } from '../../core/domain/user';
import { CatalogueAdmin } from '../../core/shop/catalogue-admin';
import type { Admin } from '../../core/shop/permissions';
import { Catalogue } from '../../core/shop/catalogue';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import { categoryMessages } from '../../core/domain/category';
import { bodyOf, inputOf } from '../support/route-input';
import { storeOrder } from '../support/stored-orders';

const ann: User = { id: 'user-ann', email: 'ann@example.com', displayName: 'Ann', role: 'customer', emailVerified: true };
const boss: Admin = { id: 'user-boss', email: 'boss@example.com', displayName: 'The Boss', role: 'admin', emailVerified: true };
const wrench = { name: ' Torque Wrench ', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg', stock: 100 };

let repositories: MemoryRepositories;
let admin: CatalogueAdmin;

beforeEach(() => {
  repositories = memoryRepositories();
  admin = new CatalogueAdmin(repositories.products, repositories.categories);
});

/** Changes a product as its route would: the id and the product read by the route's schemas first. */
const update = (id: string, fields: typeof wrench & { partNumber?: string }) => {
  const { params, body } = inputOf('updateProduct', { params: { id }, body: fields });
  return admin.updateProduct(boss, params.id, body);
};

describe('keeping the catalogue', () => {
  it('an admin adds a product as the product form shapes it', async () => {
    const added = await admin.addProduct(boss, bodyOf('addProduct', wrench));
    expect(added).toEqual({ _id: expect.any(String), name: 'Torque Wrench', partNumber: 'HT-10001', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg', stock: 100, categoryId: null, packSize: 1, priceBreaks: [] });
    expect(await repositories.products.findById(added._id)).toEqual(added);
  });

  it('gives each product its own part number, as typed or the next the shop gives, and refuses one another product has, ignoring case', async () => {
    const drill = await admin.addProduct(boss, bodyOf('addProduct', { ...wrench, name: 'Drill', partNumber: ' HT-DRL-18V ' }));
    expect(drill.partNumber).toBe('HT-DRL-18V');
    await expect(admin.addProduct(boss, bodyOf('addProduct', { ...wrench, partNumber: 'ht-drl-18v' }))).rejects.toMatchObject({ type: 'conflict', message: 'Another product has the part number ht-drl-18v' });
    const given = await admin.addProduct(boss, bodyOf('addProduct', wrench));
    await expect(update(given._id, { ...wrench, partNumber: 'HT-drl-18V' })).rejects.toMatchObject({ type: 'conflict', message: 'Another product has the part number HT-drl-18V' });
    expect(await update(given._id, { ...wrench, price: 30 })).toMatchObject({ partNumber: given.partNumber, price: 30 });
    expect(() => bodyOf('addProduct', { ...wrench, partNumber: 'HT DRL 18V' })).toThrow('A part number is 1 to 40 letters, digits, dots, dashes or slashes, starting with a letter or digit');
  });

  it('an admin changes a product; orders placed before keep the name and price they were placed with', async () => {
    const added = await admin.addProduct(boss, bodyOf('addProduct', wrench));
    const order = await storeOrder(repositories.orders, { productId: added._id, productName: added.name, customerId: ann.id, customerEmail: ann.email, customerName: 'Ann', phone: '', quantity: 2, totalPrice: 50 });
    expect(await update(added._id, { ...wrench, name: 'Torque Wrench Pro', price: 30 })).toMatchObject({ _id: added._id, name: 'Torque Wrench Pro', price: 30 });
    expect(await repositories.orders.findById(order._id)).toMatchObject({ productName: 'Torque Wrench', totalPrice: 50 });
  });

  it('an admin deletes a product, whose orders stay as records', async () => {
    const added = await admin.addProduct(boss, bodyOf('addProduct', wrench));
    const order = await storeOrder(repositories.orders, { productId: added._id, productName: added.name, customerId: ann.id, customerEmail: ann.email, customerName: 'Ann', phone: '', quantity: 2, totalPrice: 50 });
    expect(await admin.deleteProduct(boss, added._id)).toEqual({ deletedCount: 1 });
    expect(await repositories.products.findById(added._id)).toBeNull();
    expect(await repositories.orders.findById(order._id)).toMatchObject({ productName: 'Torque Wrench' });
  });

  it('names a product that is not there in words', async () => {
    for (const change of [(id: string) => update(id, wrench), (id: string) => admin.deleteProduct(boss, id)]) {
      await expect(change(crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found', message: 'No product has that id' });
    }
  });
});

describe('categories', () => {
  const category = (name: string, parentId: string | null = null) => bodyOf('addCategory', { name, parentId });

  it('are added, renamed and moved as the core places them, and their refusals are worded', async () => {
    const tools = await admin.addCategory(boss, category(' Power tools '));
    expect(tools).toEqual({ _id: expect.any(String), name: 'Power tools', parentId: null });
    const drills = await admin.addCategory(boss, category('Drills', tools._id));
    await expect(admin.addCategory(boss, category('drills', tools._id))).rejects.toMatchObject({ type: 'conflict', message: categoryMessages.nameTaken('drills') });
    await expect(admin.updateCategory(boss, tools._id, category('Power tools', drills._id))).rejects.toMatchObject({ type: 'invalid_data', message: categoryMessages.underItself });
    await expect(admin.addCategory(boss, category('Bits', crypto.randomUUID()))).rejects.toMatchObject({ type: 'invalid_data', message: categoryMessages.parentMissing });
    await expect(admin.updateCategory(boss, crypto.randomUUID(), category('Gone'))).rejects.toMatchObject({ type: 'not_found', message: categoryMessages.missing });
    expect(await admin.updateCategory(boss, drills._id, category('Drills and drivers'))).toEqual({ _id: drills._id, name: 'Drills and drivers', parentId: null });
  });

  it('are deleted only when empty, and products are listed under those there are', async () => {
    const tools = await admin.addCategory(boss, category('Power tools'));
    const drill = await admin.addProduct(boss, bodyOf('addProduct', { ...wrench, categoryId: tools._id }));
    expect(drill.categoryId).toBe(tools._id);
    await expect(admin.deleteCategory(boss, tools._id)).rejects.toMatchObject({ type: 'conflict', message: categoryMessages.notEmpty });
    await expect(admin.addProduct(boss, bodyOf('addProduct', { ...wrench, categoryId: crypto.randomUUID() }))).rejects.toMatchObject({
      type: 'invalid_data',
      message: categoryMessages.productCategoryMissing,
    });
    await admin.deleteProduct(boss, drill._id);
    expect(await admin.deleteCategory(boss, tools._id)).toEqual({ deletedCount: 1 });
    await expect(admin.deleteCategory(boss, tools._id)).rejects.toMatchObject({ type: 'not_found', message: categoryMessages.missing });
  });
});

describe("a category's page", () => {
  it('gives the breadcrumbs, the categories right under it and its products with theirs; 404 for an unknown one', async () => {
    const catalogue = new Catalogue(repositories.products, repositories.categories);
    const tools = await admin.addCategory(boss, bodyOf('addCategory', { name: 'Power tools' }));
    const saws = await admin.addCategory(boss, bodyOf('addCategory', { name: 'Saws', parentId: tools._id }));
    const drills = await admin.addCategory(boss, bodyOf('addCategory', { name: 'Drills', parentId: tools._id }));
    await admin.addProduct(boss, bodyOf('addProduct', { ...wrench, name: 'Jigsaw', categoryId: saws._id }));
    const page = await catalogue.categoryPage(tools._id, { limit: 12 });
    expect(page.path).toEqual([tools]);
    expect(page.children).toEqual([drills, saws]);
    expect(page.products.items.map((p) => p.name)).toEqual(['Jigsaw']);
    expect((await catalogue.categoryPage(saws._id, { limit: 12 })).path).toEqual([tools, saws]);
    expect((await catalogue.listCategories()).categories).toEqual([tools, drills, saws]);
    await expect(catalogue.categoryPage(crypto.randomUUID(), { limit: 12 })).rejects.toMatchObject({ type: 'not_found', message: 'No category has that id' });
    await expect(catalogue.categoryPage(tools._id, { limit: 12, cursor: 'bogus' })).rejects.toMatchObject({ type: 'invalid_data' });
  });
});

it("passes on a store's failure that is neither a part number taken nor a category gone, as it is", async () => {
  const failing = new CatalogueAdmin({ insert: async () => Promise.reject(new Error('disk full')) } as unknown as ProductRepository, repositories.categories);
  await expect(failing.addProduct(boss, bodyOf('addProduct', wrench))).rejects.toThrow('disk full');
});

describe('the audit log', () => {
  const entries = async () => (await repositories.audit.list({}, { limit: 50 })).items;

  it("records each change an admin makes to the catalogue: who, what, and the values before and after, newest first", async () => {
    const added = await admin.addProduct(boss, bodyOf('addProduct', { ...wrench, priceBreaks: [{ from: 5, to: null, price: 22 }] }));
    await update(added._id, { ...wrench, price: 30 });
    await admin.deleteProduct(boss, added._id);
    const category = await admin.addCategory(boss, { name: 'Vices', parentId: null });
    await admin.updateCategory(boss, category._id, { name: 'Bench vices', parentId: null });
    await admin.deleteCategory(boss, category._id);

    const log = await entries();
    expect(log.map((entry) => [entry.action, entry.subject.label])).toEqual([
      ['category.deleted', 'Bench vices'],
      ['category.changed', 'Bench vices'],
      ['category.added', 'Vices'],
      ['product.deleted', `${added.partNumber} Torque Wrench`],
      ['product.changed', `${added.partNumber} Torque Wrench`],
      ['product.added', `${added.partNumber} Torque Wrench`],
    ]);
    for (const entry of log) expect(entry.actor).toEqual({ id: boss.id, name: 'The Boss', email: 'boss@example.com' });
    const [, renamed, , deleted, changed, first] = log;
    expect(first).toMatchObject({ subject: { type: 'product', id: added._id }, before: null, after: { name: 'Torque Wrench', price: 25, priceBreaks: [{ from: 5, to: null, price: 22 }], stock: 100 } });
    // A change keeps only what it changed: the price; the breaks the edit left out stay as they were and are not named.
    expect(changed).toMatchObject({ before: { price: 25 }, after: { price: 30 } });
    expect(Object.keys(changed.after!)).toEqual(['price']);
    expect(deleted).toMatchObject({ before: { price: 30 }, after: null });
    expect(renamed).toMatchObject({ before: { name: 'Vices' }, after: { name: 'Bench vices' } });
    expect(new Date(first.at).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('records nothing for a change refused', async () => {
    await expect(admin.updateProduct(boss, crypto.randomUUID(), bodyOf('addProduct', wrench))).rejects.toMatchObject({ type: 'not_found' });
    await expect(admin.addCategory(boss, { name: 'A', parentId: crypto.randomUUID() })).rejects.toMatchObject({ type: 'invalid_data' });
    await expect(admin.deleteProduct(boss, crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found' });
    expect(await entries()).toEqual([]);
  });
});

describe('pack sizes and volume prices kept through an edit', () => {
  const boxed = { ...wrench, min: 10, max: 100, packSize: 10, priceBreaks: [{ from: 50, to: null, price: 20 }] };

  it('keeps what an edit leaves out, checking the new bounds and price against it', async () => {
    const added = await admin.addProduct(boss, bodyOf('addProduct', boxed));
    const { packSize: _p, priceBreaks: _b, ...withoutTerms } = boxed;
    expect(await update(added._id, { ...withoutTerms, stock: 7 })).toMatchObject({ stock: 7, packSize: 10, priceBreaks: boxed.priceBreaks });
    await expect(update(added._id, { ...withoutTerms, min: 15 })).rejects.toMatchObject({ type: 'invalid_data', message: 'The minimum must be a multiple of the pack size, 10' });
    // Only the breaks left out: they must fit the pack size given.
    await expect(update(added._id, { ...withoutTerms, packSize: 20, min: 20 } as typeof wrench)).rejects.toMatchObject({
      type: 'invalid_data',
      message: 'The break 50 and more must start at a multiple of the pack size, 20',
    });
    // Only the pack size left out: the breaks given must fit the one kept.
    await expect(update(added._id, { ...withoutTerms, priceBreaks: [{ from: 55, to: null, price: 20 }] } as typeof wrench)).rejects.toMatchObject({
      type: 'invalid_data',
      message: 'The break 55 and more must start at a multiple of the pack size, 10',
    });
    expect(await repositories.products.findById(added._id)).toMatchObject({ min: 10, stock: 7, packSize: 10, priceBreaks: boxed.priceBreaks });
    // Both given: both replaced.
    expect(await update(added._id, { ...withoutTerms, min: 5, packSize: 5, priceBreaks: [] } as typeof wrench)).toMatchObject({ min: 5, packSize: 5, priceBreaks: [] });
  });

  it('says an unknown product is not there, whether or not the edit leaves its terms out', async () => {
    const { packSize: _p, priceBreaks: _b, ...withoutTerms } = boxed;
    for (const fields of [withoutTerms, boxed]) {
      await expect(update(crypto.randomUUID(), fields as typeof wrench)).rejects.toMatchObject({ type: 'not_found', message: 'No product has that id' });
    }
  });
});
