// Admins keeping the catalogue over the memory repositories: each rule of
// core/shop/catalogue-admin.ts, without a server.
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryRepositories, type MemoryRepositories } from '../../adapters/memory/memory-module';
import type { User } from '../../core/domain/user';
import { CatalogueAdmin } from '../../core/shop/catalogue-admin';
import { storeOrder } from '../support/stored-orders';

const boss: User = { id: 'user-boss', email: 'boss@example.com', displayName: 'Boss', role: 'admin', emailVerified: true };
const ann: User = { id: 'user-ann', email: 'ann@example.com', displayName: 'Ann', role: 'customer', emailVerified: true };
const wrench = { name: ' Torque Wrench ', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg', stock: 100 };

let repositories: MemoryRepositories;
let admin: CatalogueAdmin;

beforeEach(() => {
  repositories = memoryRepositories();
  admin = new CatalogueAdmin(repositories.products);
});

describe('keeping the catalogue', () => {
  it('an admin adds a product as the product form shapes it', async () => {
    const added = await admin.addProduct(boss, wrench);
    expect(added).toEqual({ _id: expect.any(String), name: 'Torque Wrench', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg', stock: 100 });
    expect(await repositories.products.findById(added._id)).toEqual(added);
  });

  it('an admin changes a product; orders placed before keep the name and price they were placed with', async () => {
    const added = await admin.addProduct(boss, wrench);
    const order = await storeOrder(repositories.orders, { productId: added._id, productName: added.name, customerId: ann.id, customerEmail: ann.email, customerName: 'Ann', phone: '', quantity: 2, totalPrice: 50 });
    expect(await admin.updateProduct(boss, added._id, { ...wrench, name: 'Torque Wrench Pro', price: 30 })).toMatchObject({ _id: added._id, name: 'Torque Wrench Pro', price: 30 });
    expect(await repositories.orders.findById(order._id)).toMatchObject({ productName: 'Torque Wrench', totalPrice: 50 });
  });

  it('an admin deletes a product, whose orders stay as records', async () => {
    const added = await admin.addProduct(boss, wrench);
    const order = await storeOrder(repositories.orders, { productId: added._id, productName: added.name, customerId: ann.id, customerEmail: ann.email, customerName: 'Ann', phone: '', quantity: 2, totalPrice: 50 });
    expect(await admin.deleteProduct(boss, added._id)).toEqual({ deletedCount: 1 });
    expect(await repositories.products.findById(added._id)).toBeNull();
    expect(await repositories.orders.findById(order._id)).toMatchObject({ productName: 'Torque Wrench' });
  });

  it('refuses a product the form would refuse, in its words, and changes nothing', async () => {
    await expect(admin.addProduct(boss, { ...wrench, min: 20 })).rejects.toMatchObject({ type: 'invalid_data', message: 'Minimum must not be above the maximum' });
    const added = await admin.addProduct(boss, wrench);
    await expect(admin.updateProduct(boss, added._id, { ...wrench, price: 0 })).rejects.toMatchObject({ type: 'invalid_data', message: 'Price must be at least $1' });
    expect(await repositories.products.findById(added._id)).toEqual(added);
    expect(await repositories.products.count()).toBe(1);
  });

  it('names a product that is not there, or a malformed id, in words', async () => {
    for (const change of [(id: string) => admin.updateProduct(boss, id, wrench), (id: string) => admin.deleteProduct(boss, id)]) {
      await expect(change(crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found', message: 'No product has that id' });
      await expect(change('wrench')).rejects.toMatchObject({ type: 'invalid_data', message: 'That product id is malformed' });
    }
  });

  it('is for admins only', async () => {
    const added = await admin.addProduct(boss, wrench);
    for (const caller of [ann, null]) {
      await expect(admin.addProduct(caller, wrench)).rejects.toMatchObject({ type: caller ? 'forbidden' : 'unauthorized' });
      await expect(admin.updateProduct(caller, added._id, { ...wrench, price: 1 })).rejects.toMatchObject({ type: caller ? 'forbidden' : 'unauthorized' });
      await expect(admin.deleteProduct(caller, added._id)).rejects.toMatchObject({ type: caller ? 'forbidden' : 'unauthorized' });
    }
    expect(await repositories.products.findById(added._id)).toEqual(added);
    expect(await repositories.products.count()).toBe(1);
  });
});
