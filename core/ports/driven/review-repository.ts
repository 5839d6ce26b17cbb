import type { RatingSummary, Review } from '../../domain/review';

export type NewReview = Pick<Review, 'productId' | 'productName' | 'customerId' | 'customerEmail' | 'customerName' | 'rating' | 'text'>;

/** Where reviews are kept: one per product per customer. Lists come newest first. */
export interface ReviewRepository {
  /** Null when the customer already reviewed that product. */
  create(review: NewReview): Promise<Review | null>;
  findById(id: string): Promise<Review | null>;
  update(id: string, change: Pick<Review, 'rating' | 'text'>): Promise<Review | null>;
  delete(id: string): Promise<boolean>;
  listByCustomer(customerId: string): Promise<Review[]>;
  listByProduct(productId: string, limit: number): Promise<Review[]>;
  listLatest(limit: number): Promise<Review[]>;
  summaryFor(productId: string): Promise<RatingSummary>;
}
