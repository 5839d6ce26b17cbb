import type { Review } from '../../core/domain/review';
import type { NewReview, ReviewRepository } from '../../core/ports/driven/review-repository';

/** Reviews in memory, newest first in every list. */
export class MemoryReviewRepository implements ReviewRepository {
  private rows: Review[] = [];
  private clock = 0;

  // Strictly increasing times, so "newest first" is well defined within one millisecond.
  private now() {
    this.clock = Math.max(this.clock + 1, Date.now());
    return new Date(this.clock).toISOString();
  }

  /** Keeps reviews as they are, ids and times included: sample data (Storybook). */
  seed(reviews: readonly Review[]) {
    this.rows.push(...reviews.map((review) => ({ ...review })));
  }

  async create(review: NewReview) {
    if (this.rows.some((r) => r.productId === review.productId && r.customerId === review.customerId)) return null;
    const at = this.now();
    const stored: Review = { ...review, _id: crypto.randomUUID(), createdAt: at, updatedAt: at };
    this.rows.push(stored);
    return { ...stored };
  }

  async findById(id: string) {
    const found = this.rows.find((r) => r._id === id);
    return found ? { ...found } : null;
  }

  async update(id: string, change: Pick<Review, 'rating' | 'text'>) {
    const found = this.rows.find((r) => r._id === id);
    if (!found) return null;
    Object.assign(found, change, { updatedAt: this.now() });
    return { ...found };
  }

  async delete(id: string) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r._id !== id);
    return this.rows.length < before;
  }

  private newest(rows: Review[]) {
    return [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((r) => ({ ...r }));
  }

  async listByCustomer(customerId: string) {
    return this.newest(this.rows.filter((r) => r.customerId === customerId));
  }

  async listByProduct(productId: string, limit: number) {
    return this.newest(this.rows.filter((r) => r.productId === productId)).slice(0, limit);
  }

  async listLatest(limit: number) {
    return this.newest(this.rows).slice(0, limit);
  }

  async summaryFor(productId: string) {
    const ratings = this.rows.filter((r) => r.productId === productId).map((r) => r.rating);
    return { average: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null, count: ratings.length };
  }

  /** A deleted product takes its reviews with it, as the database's cascade does. */
  productDeleted(productId: string) {
    this.rows = this.rows.filter((r) => r.productId !== productId);
  }
}
