import * as v from 'valibot';
import { idSchema } from '../domain/ids';
import { publicReview, reviewFormSchema, reviewMessages, type PublicReview, type RatingSummary, type Review } from '../domain/review';
import type { User } from '../domain/user';
import type { OrderRepository } from '../ports/driven/order-repository';
import type { ReviewRepository } from '../ports/driven/review-repository';
import { conflict, forbidden, notFound } from './errors';
import { findRecord, requireId } from './records';
import { requireOwner, requireOwnerOrAdmin, requireSignedIn } from './permissions';
import { parseInput } from './parse-input';

export const newReviewSchema = v.object({ productId: idSchema, ...reviewFormSchema.entries });

/** How many reviews the public lists show. */
export const LATEST_REVIEWS = 6;

/** Reviews: written only for a product the customer paid for, once, changed only by their author. */
export class Reviews {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly orders: Pick<OrderRepository, 'paidProducts'>,
  ) {}

  async writeReview(caller: User | null, input: unknown): Promise<Review> {
    const user = requireSignedIn(caller);
    const written = parseInput(newReviewSchema, input);
    const paid = (await this.orders.paidProducts(user.id)).find((p) => p.productId === written.productId);
    if (!paid) throw forbidden(reviewMessages.notPaid);
    const review = await this.reviews.create({ ...written, productName: paid.productName, customerId: user.id, customerEmail: user.email, customerName: user.displayName });
    if (!review) throw conflict(reviewMessages.alreadyReviewed);
    return review;
  }

  async editReview(caller: User | null, id: string, input: unknown): Promise<Review> {
    const user = requireSignedIn(caller);
    const review = await this.findReview(id);
    requireOwner(user, review.customerId);
    const edited = parseInput(reviewFormSchema, input);
    const saved = await this.reviews.update(review._id, edited);
    if (!saved) throw notFound('There is no such review');
    return saved;
  }

  /** Its author may delete a review, and an admin may remove any. */
  async deleteReview(caller: User | null, id: string): Promise<{ deletedCount: number }> {
    const user = requireSignedIn(caller);
    const review = await this.findReview(id);
    requireOwnerOrAdmin(user, review.customerId);
    await this.reviews.delete(review._id);
    return { deletedCount: 1 };
  }

  /** The caller's reviews, and the products they paid for but have not reviewed yet. */
  async myReviews(caller: User | null): Promise<{ reviews: Review[]; reviewable: { productId: string; productName: string }[] }> {
    const user = requireSignedIn(caller);
    const [reviews, paid] = await Promise.all([this.reviews.listByCustomer(user.id), this.orders.paidProducts(user.id)]);
    const reviewed = new Set(reviews.map((r) => r.productId));
    return { reviews, reviewable: paid.filter((p) => !reviewed.has(p.productId)) };
  }

  /** Anyone may read a product's rating and latest reviews, with their authors' names only. */
  async productReviews(productId: string): Promise<RatingSummary & { latest: PublicReview[] }> {
    requireId(productId, 'product');
    const [summary, latest] = await Promise.all([this.reviews.summaryFor(productId), this.reviews.listByProduct(productId, LATEST_REVIEWS)]);
    return { ...summary, latest: latest.map(publicReview) };
  }

  async latestReviews(): Promise<PublicReview[]> {
    return (await this.reviews.listLatest(LATEST_REVIEWS)).map(publicReview);
  }

  private findReview(id: string) {
    return findRecord((reviewId) => this.reviews.findById(reviewId), id, 'review');
  }
}
