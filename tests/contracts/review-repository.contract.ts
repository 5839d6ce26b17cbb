import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import type { NewReview, ReviewRepository } from '../../core/ports/driven/review-repository';

export interface ReviewRepositoryHarness {
  reviews: ReviewRepository;
  products: ProductRepository;
  reset(): Promise<void>;
}

/** What every ReviewRepository must do, whatever keeps the data. */
export function reviewRepositoryContract(name: string, open: () => Promise<ReviewRepositoryHarness>) {
  describe(`ReviewRepository contract: ${name}`, () => {
    let reviews: ReviewRepository;
    let products: ProductRepository;
    let review: (customer: string, rating: number, productId?: string) => NewReview;
    let wrenchId: string;

    beforeEach(async () => {
      const harness = await open();
      await harness.reset();
      ({ reviews, products } = harness);
      wrenchId = (await products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 1, max: 10, image: '/w.svg', stock: 1000 }))._id;
      review = (customer, rating, productId = wrenchId) => ({ productId, productName: 'Torque Wrench', customerId: `user-${customer.split('@')[0]}`, customerEmail: customer, customerName: customer.split('@')[0], rating, text: `${rating} stars` });
    });

    it('keeps one review per product per customer', async () => {
      const first = await reviews.create(review('ann@example.com', 4));
      expect(first).toMatchObject({ ...review('ann@example.com', 4), _id: expect.any(String) });
      expect(await reviews.create(review('ann@example.com', 2))).toBeNull();
      // A new user with the same email is another author.
      expect(await reviews.create({ ...review('ann@example.com', 2), customerId: 'user-newcomer' })).toMatchObject({ customerId: 'user-newcomer' });
      expect(await reviews.findById(first!._id)).toEqual(first);
    });

    it('edits and deletes a review', async () => {
      const written = (await reviews.create(review('ann@example.com', 4)))!;
      const edited = await reviews.update(written._id, { rating: 5, text: '<script>alert(1)</script>' });
      expect(edited).toMatchObject({ rating: 5, text: '<script>alert(1)</script>', createdAt: written.createdAt });
      expect(await reviews.delete(written._id)).toBe(true);
      expect(await reviews.delete(written._id)).toBe(false);
      expect(await reviews.update(written._id, { rating: 1, text: 'x' })).toBeNull();
    });

    it("lists a customer's, a product's and the latest reviews newest first, and averages a product's ratings", async () => {
      const otherId = (await products.insert({ name: 'Saw', description: 'A saw', price: 9, min: 1, max: 3, image: '/s.svg', stock: 1000 }))._id;
      const a = await reviews.create(review('ann@example.com', 4));
      const b = await reviews.create(review('bob@example.com', 5));
      const c = await reviews.create(review('ann@example.com', 1, otherId));
      expect((await reviews.listByCustomer('user-ann')).map((r) => r._id)).toEqual([c!._id, a!._id]);
      expect((await reviews.listByProduct(wrenchId, 10)).map((r) => r._id)).toEqual([b!._id, a!._id]);
      expect((await reviews.listByProduct(wrenchId, 1)).map((r) => r._id)).toEqual([b!._id]);
      expect((await reviews.listLatest(2)).map((r) => r._id)).toEqual([c!._id, b!._id]);
      expect(await reviews.summaryFor(wrenchId)).toEqual({ average: 4.5, count: 2 });
      expect(await reviews.summaryFor(crypto.randomUUID())).toEqual({ average: null, count: 0 });
    });
  });
}
