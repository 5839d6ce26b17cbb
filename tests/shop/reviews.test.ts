// Reviews over the memory repositories: each rule of core/shop/reviews.ts, without a server.
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryRepositories, type MemoryRepositories } from '../../adapters/memory/memory-module';
import type { Product } from '../../core/domain/product';
import type { User } from '../../core/domain/user';
import { Reviews } from '../../core/shop/reviews';
import { storeUser } from '../support/customers';
import { bodyOf, inputOf } from '../support/route-input';
import { payStored, storeOrder } from '../support/stored-orders';

let repositories: MemoryRepositories;
let reviews: Reviews;
let ann: User;
let bob: User;
let boss: User;
let wrench: Product;
let vice: Product;

beforeEach(async () => {
  repositories = memoryRepositories();
  reviews = new Reviews(repositories.reviews, repositories.orders);
  ann = await storeUser(repositories.users, { email: 'ann@example.com', displayName: 'Ann' });
  bob = await storeUser(repositories.users, { email: 'bob@example.com', displayName: 'Bob' });
  boss = await storeUser(repositories.users, { email: 'boss@example.com', displayName: 'Boss', role: 'admin' });
  wrench = await repositories.products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 1, max: 10, image: '/w.svg', stock: 1000 });
  vice = await repositories.products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 1000 });
});

/** An order of `product` by `customer`, paid unless said otherwise. */
async function ordered(customer: User, product: Product, { paid = true } = {}) {
  const order = await storeOrder(repositories.orders, { productId: product._id, productName: product.name, customerId: customer.id, customerEmail: customer.email, customerName: customer.displayName, phone: '', quantity: 1, totalPrice: product.price });
  if (paid) await payStored(repositories.orders, order._id);
}

describe('writing a review', () => {
  it('is for a product the customer paid for, signed with their name', async () => {
    await ordered(ann, wrench);
    const review = await reviews.writeReview(ann, bodyOf('writeReview', { productId: wrench._id, rating: '4', text: '  Holds its setting.  ' }));
    expect(review).toEqual({
      _id: expect.any(String),
      productId: wrench._id,
      productName: 'Torque Wrench',
      customerId: ann.id,
      customerEmail: 'ann@example.com',
      customerName: 'Ann',
      rating: 4,
      text: 'Holds its setting.',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('is refused for a product only ordered, or not at all', async () => {
    await ordered(ann, wrench, { paid: false });
    await ordered(ann, vice);
    await expect(reviews.writeReview(ann, { productId: wrench._id, rating: 5, text: 'Great' })).rejects.toMatchObject({ type: 'forbidden', message: 'You can review a product once you have paid for an order of it' });
    await expect(reviews.writeReview(bob, { productId: vice._id, rating: 5, text: 'Great' })).rejects.toMatchObject({ type: 'forbidden' });
    expect(await reviews.productReviews(wrench._id)).toEqual({ average: null, count: 0, latest: [] });
  });

  it('is written once per product: a second is refused, in words', async () => {
    await ordered(ann, wrench);
    await reviews.writeReview(ann, { productId: wrench._id, rating: 5, text: 'Great' });
    await expect(reviews.writeReview(ann, { productId: wrench._id, rating: 1, text: 'Changed my mind' })).rejects.toMatchObject({ type: 'conflict', message: 'You have already reviewed this product: edit your review instead' });
  });
});

describe('changing a review', () => {
  it('its author may edit it', async () => {
    await ordered(ann, wrench);
    const written = await reviews.writeReview(ann, { productId: wrench._id, rating: 5, text: 'Great' });
    const { params, body } = inputOf('editReview', { params: { id: written._id }, body: { rating: 3, text: ' Slipped after a month ' } });
    const edited = await reviews.editReview(ann, params.id, body);
    expect(edited).toMatchObject({ _id: written._id, rating: 3, text: 'Slipped after a month', customerName: 'Ann' });
    expect((await reviews.productReviews(wrench._id)).latest).toMatchObject([{ rating: 3, text: 'Slipped after a month' }]);
  });

  it('nobody else may edit it, not even an admin', async () => {
    await ordered(ann, wrench);
    const written = await reviews.writeReview(ann, { productId: wrench._id, rating: 5, text: 'Great' });
    for (const other of [bob, boss]) {
      await expect(reviews.editReview(other, written._id, { rating: 1, text: 'Awful' })).rejects.toMatchObject({ type: 'forbidden' });
    }
    expect((await reviews.myReviews(ann)).reviews).toMatchObject([{ rating: 5, text: 'Great' }]);
  });

  it('names a missing or just deleted review in words', async () => {
    await expect(reviews.editReview(ann, crypto.randomUUID(), { rating: 3, text: 'Fine' })).rejects.toMatchObject({ type: 'not_found', message: 'There is no such review' });
    await ordered(ann, wrench);
    const written = await reviews.writeReview(ann, { productId: wrench._id, rating: 5, text: 'Great' });
    const [deleted, edited] = await Promise.allSettled([reviews.deleteReview(ann, written._id), reviews.editReview(ann, written._id, { rating: 3, text: 'Fine' })]);
    expect(deleted).toMatchObject({ status: 'fulfilled' });
    expect(edited).toMatchObject({ status: 'rejected', reason: { type: 'not_found', message: 'There is no such review' } });
  });

  it('its author may delete it, an admin may remove any, another customer none', async () => {
    await ordered(ann, wrench);
    await ordered(bob, wrench);
    const anns = await reviews.writeReview(ann, { productId: wrench._id, rating: 5, text: 'Great' });
    const bobs = await reviews.writeReview(bob, { productId: wrench._id, rating: 1, text: 'Spam spam' });
    await expect(reviews.deleteReview(bob, anns._id)).rejects.toMatchObject({ type: 'forbidden' });
    expect(await reviews.deleteReview(boss, bobs._id)).toEqual({ deletedCount: 1 });
    expect(await reviews.productReviews(wrench._id)).toMatchObject({ count: 1, latest: [{ _id: anns._id }] });
    expect(await reviews.deleteReview(ann, anns._id)).toEqual({ deletedCount: 1 });
    expect(await reviews.productReviews(wrench._id)).toMatchObject({ count: 0, latest: [] });
  });
});

describe('reading reviews', () => {
  it('the caller’s own, and the products paid for but not reviewed yet', async () => {
    await ordered(ann, wrench);
    await ordered(ann, vice);
    await ordered(bob, vice);
    const review = await reviews.writeReview(ann, { productId: wrench._id, rating: 4, text: 'Good' });
    await reviews.writeReview(bob, { productId: vice._id, rating: 2, text: 'Stiff' });
    expect(await reviews.myReviews(ann)).toEqual({ reviews: [review], reviewable: [{ productId: vice._id, productName: 'Bench Vice' }] });
  });

  it('anyone reads a product’s rating and its six latest reviews, by their authors’ names only', async () => {
    const customers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => storeUser(repositories.users, { email: `c${n}@example.com`, displayName: `Customer ${n}` })));
    for (const [i, customer] of customers.entries()) {
      await ordered(customer, wrench);
      await reviews.writeReview(customer, { productId: wrench._id, rating: i < 4 ? 5 : 4, text: `Review ${i + 1}` });
    }
    const read = await reviews.productReviews(wrench._id);
    expect(read).toMatchObject({ average: 4.6, count: 7 });
    expect(read.latest.map((r) => r.text)).toEqual(['Review 7', 'Review 6', 'Review 5', 'Review 4', 'Review 3', 'Review 2']);
    expect(Object.keys(read.latest[0]).sort()).toEqual(['_id', 'createdAt', 'customerName', 'productId', 'productName', 'rating', 'text', 'updatedAt']);
    expect(await reviews.latestReviews()).toEqual(read.latest);
  });
});
