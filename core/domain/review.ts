import * as v from 'valibot';
import { idSchema, type Id } from './ids';
import { readable } from './validation';

export interface Review {
  _id: Id;
  productId: Id;
  /** The product's name when reviewed. */
  productName: string;
  /** The author's user id. */
  customerId: string;
  /** The author's email when written. */
  customerEmail: string;
  customerName: string;
  /** 1 to 5 stars. */
  rating: number;
  /** Shown as text, never as HTML. */
  text: string;
  createdAt: string;
  updatedAt: string;
}

/** A review as anyone may read it: who wrote it by their display name only, never their email or id. */
export type PublicReview = Pick<Review, '_id' | 'productId' | 'productName' | 'customerName' | 'rating' | 'text' | 'createdAt' | 'updatedAt'>;

/** The public part of a review, field by field: a field added to Review stays private until named here. */
export const publicReview = (review: Review): PublicReview => ({
  _id: review._id,
  productId: review.productId,
  productName: review.productName,
  customerName: review.customerName,
  rating: review.rating,
  text: review.text,
  createdAt: review.createdAt,
  updatedAt: review.updatedAt,
});

export const REVIEW_TEXT_MAX = 1000;

export const reviewMessages = {
  ratingRequired: 'Rating is Required',
  ratingRange: 'Choose a rating from 1 to 5',
  textRequired: 'Review is Required',
  textTooLong: `Keep the review under ${REVIEW_TEXT_MAX} characters`,
  notPaid: 'You can review a product once you have paid for an order of it',
  alreadyReviewed: 'You have already reviewed this product: edit your review instead',
} as const;

/** What a customer writes: the stars and the words. */
export const reviewFormSchema = v.object({
  rating: v.pipe(
    v.union([v.number(reviewMessages.ratingRequired), v.pipe(v.string(reviewMessages.ratingRequired), v.nonEmpty(reviewMessages.ratingRequired), v.transform(Number))], reviewMessages.ratingRequired),
    v.number(reviewMessages.ratingRequired),
    v.integer(reviewMessages.ratingRange),
    v.minValue(1, reviewMessages.ratingRange),
    v.maxValue(5, reviewMessages.ratingRange),
  ),
  text: v.pipe(v.string(reviewMessages.textRequired), v.trim(), v.nonEmpty(reviewMessages.textRequired), v.maxLength(REVIEW_TEXT_MAX, reviewMessages.textTooLong), readable('the review')),
});
export type ReviewForm = v.InferOutput<typeof reviewFormSchema>;

/** A product's rating as the catalogue shows it. */
export interface RatingSummary {
  average: number | null;
  count: number;
}

/** A review as its author sends it: the product, and the review form's fields. */
export const newReviewSchema = v.object({ productId: idSchema, ...reviewFormSchema.entries });
export type NewReview = v.InferOutput<typeof newReviewSchema>;
