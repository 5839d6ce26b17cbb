import { publicReview, reviewMessages, type NewReview, type PublicReview, type RatingSummary, type Review, type ReviewForm } from '../domain/review';
import type { User } from '../domain/user';
import type { OrderRepository } from '../ports/driven/order-repository';
import type { ReviewRepository } from '../ports/driven/review-repository';
import { conflict, forbidden, notFound } from './errors';
import { findRecord } from './records';
import { requireOwner, requireOwnerOrAdmin } from './permissions';

/** How many reviews the public lists show. */
export const LATEST_REVIEWS = 6;

/** Reviews: written only for a product the customer paid for, once, changed only by their author. */
export class Reviews {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly orders: Pick<OrderRepository, 'paidProducts'>,
  ) {}

  async writeReview(user: User, written: NewReview): Promise<Review> {
    const paid = (await this.orders.paidProducts(user.id)).find((p) => p.productId === written.productId);
    if (!paid) throw forbidden(reviewMessages.notPaid);
    const review = await this.reviews.create({ ...written, productName: paid.productName, customerId: user.id, customerEmail: user.email, customerName: user.displayName });
    if (!review) throw conflict(reviewMessages.alreadyReviewed);
    return review;
  }

  async editReview(user: User, id: string, edited: ReviewForm): Promise<Review> {
    const review = await this.findReview(id);
    requireOwner(user, review.customerId);
    const saved = await this.reviews.update(review._id, edited);
    if (!saved) throw notFound('There is no such review');
    return saved;
  }

  /** Its author may delete a review, and an admin may remove any. */
  async deleteReview(user: User, id: string): Promise<{ deletedCount: number }> {
    const review = await this.findReview(id);
    requireOwnerOrAdmin(user, review.customerId);
    await this.reviews.delete(review._id);
    return { deletedCount: 1 };
  }

  /** The caller's reviews, and the products they paid for but have not reviewed yet. */
  async myReviews(user: User): Promise<{ reviews: Review[]; reviewable: { productId: string; productName: string }[] }> {
    const [reviews, paid] = await Promise.all([this.reviews.listByCustomer(user.id), this.orders.paidProducts(user.id)]);
    const reviewed = new Set(reviews.map((r) => r.productId));
    return { reviews, reviewable: paid.filter((p) => !reviewed.has(p.productId)) };
  }

  /** Anyone may read a product's rating and latest reviews, with their authors' names only. */
  async productReviews(productId: string): Promise<RatingSummary & { latest: PublicReview[] }> {
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
