import type { PublicReview, RatingSummary, Review, ReviewForm } from '../../domain/review';

export interface MyReviews {
  reviews: Review[];
  /** Products the customer paid for and has not reviewed yet. */
  reviewable: { productId: string; productName: string }[];
}

/** Reviews as the browser sees them (served by the shop's API). Failures carry a `type`. */
export interface ReviewsApi {
  writeReview(productId: string, form: ReviewForm): Promise<Review>;
  editReview(id: string, form: ReviewForm): Promise<Review>;
  deleteReview(id: string): Promise<void>;
  myReviews(): Promise<MyReviews>;
  productReviews(productId: string): Promise<RatingSummary & { latest: PublicReview[] }>;
  latestReviews(): Promise<PublicReview[]>;
}
