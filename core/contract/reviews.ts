import * as v from 'valibot';
import { newReviewSchema, reviewFormSchema, type PublicReview, type Review } from '../domain/review';
import { deletedSchema, idParams, type RouteContract } from './route-contract';
import { fromTheWire, type OnTheWire } from './wire-names';

const reviewOnTheWireSchema = v.object({
  _id: v.string(),
  productId: v.string(),
  product: v.string(),
  customerId: v.string(),
  customer: v.string(),
  customerName: v.string(),
  rating: v.number(),
  text: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
});

export const reviewSchema = v.pipe(reviewOnTheWireSchema, v.transform(fromTheWire)) satisfies v.GenericSchema<OnTheWire<Review>, Review>;

export const reviewListSchema = v.array(reviewSchema);

/** A review as anyone may read it: strict, so an answer carrying the author's email or id fails its check. */
const publicReviewSchema = v.pipe(
  v.strictObject({ _id: v.string(), productId: v.string(), product: v.string(), customerName: v.string(), rating: v.number(), text: v.string(), createdAt: v.string(), updatedAt: v.string() }),
  v.transform(({ product, ...rest }) => ({ ...rest, productName: product })),
) satisfies v.GenericSchema<unknown, PublicReview>;

export const publicReviewListSchema = v.array(publicReviewSchema);

/** A public review as the wire carries it. */
export const publicReviewOnTheWire = (review: PublicReview): v.InferInput<typeof publicReviewSchema> => ({
  _id: review._id,
  productId: review.productId,
  product: review.productName,
  customerName: review.customerName,
  rating: review.rating,
  text: review.text,
  createdAt: review.createdAt,
  updatedAt: review.updatedAt,
});

const reviewableSchema = v.pipe(
  v.object({ productId: v.string(), product: v.string() }),
  v.transform(({ productId, product }) => ({ productId, productName: product })),
);

export const myReviewsSchema = v.object({ reviews: reviewListSchema, reviewable: v.array(reviewableSchema) });

export const productReviewsSchema = v.object({ average: v.nullable(v.number()), count: v.number(), latest: publicReviewListSchema });

const PUBLIC_REVIEW = "each review with its author's display name, stars, words and dates only, never an email or id";

/** Reviews: written by buyers of a product, read by anyone. */
export const reviewRoutes = {
  writeReview: {
    method: 'POST',
    path: '/api/reviews',
    doc: '201, the review `{ productId, rating, text }`: only for a product the caller has a paid order of (403 otherwise), one per product (409)',
    body: newReviewSchema,
    access: 'signed-in',
    changesCatalogue: true,
    response: reviewSchema,
    status: 201,
  },
  editReview: { method: 'PUT', path: '/api/reviews/:id', doc: 'the review edited, by its author', params: idParams, body: reviewFormSchema, access: 'signed-in', changesCatalogue: true, response: reviewSchema },
  deleteReview: { method: 'DELETE', path: '/api/reviews/:id', doc: '`{ deletedCount }`: deleted by its author; an admin may delete any', params: idParams, access: 'signed-in', changesCatalogue: true, response: deletedSchema },
  myReviews: { method: 'GET', path: '/api/my-reviews', doc: "`{ reviews, reviewable }`: the caller's reviews and the paid products not reviewed yet", access: 'signed-in', response: myReviewsSchema },
  productReviews: {
    method: 'GET',
    path: '/api/products/:id/reviews',
    doc: `a product's \`{ average, count, latest }\`: ${PUBLIC_REVIEW}`,
    params: idParams,
    access: 'public',
    cacheable: true,
    response: productReviewsSchema,
  },
  latestReviews: { method: 'GET', path: '/api/reviews', doc: `the latest reviews across the catalogue: ${PUBLIC_REVIEW}`, access: 'public', cacheable: true, response: publicReviewListSchema },
} as const satisfies Record<string, RouteContract>;
