import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Review, ReviewForm } from '../../core/domain/review';
import type { AnswerOf } from '../../core/contract';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

export const reviewKeys = {
  all: ['reviews'] as const,
  mine: ['reviews', 'mine'] as const,
  ofProduct: (productId: string) => ['reviews', 'product', productId] as const,
  latest: ['reviews', 'latest'] as const,
};

/** The customer's reviews, and the paid products they have not reviewed yet. */
export const myReviewsQuery = (api: ShopApi) => queryOptions({ queryKey: reviewKeys.mine, queryFn: () => api.call('myReviews') });

/** A product's rating and its latest reviews. */
export const productReviewsQuery = (api: ShopApi, productId: string) =>
  queryOptions({ queryKey: reviewKeys.ofProduct(productId), queryFn: () => api.call('productReviews', { params: { id: productId } }) });

/** The latest reviews across the catalogue. */
export const latestReviewsQuery = (api: ShopApi) => queryOptions({ queryKey: reviewKeys.latest, queryFn: () => api.call('latestReviews') });

type MyReviews = AnswerOf<'myReviews'>;

/** After a review changed: the customer's lists show it at once, the product's and the latest reviews are read afresh. */
function reviewChanged(client: QueryClient, productId: string, change: (mine: MyReviews) => MyReviews) {
  client.setQueryData<MyReviews>(reviewKeys.mine, (mine) => mine && change(mine));
  return Promise.all([client.invalidateQueries({ queryKey: reviewKeys.ofProduct(productId) }), client.invalidateQueries({ queryKey: reviewKeys.latest })]);
}

/** Reviews a product the customer paid for: it leaves the products to review. */
export function useWriteReview() {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, form }: { productId: string; form: ReviewForm }) => api.call('writeReview', { body: { productId, ...form } }),
    onSuccess: (review) =>
      reviewChanged(client, review.productId, (mine) => ({
        reviews: [review, ...mine.reviews],
        reviewable: mine.reviewable.filter((p) => p.productId !== review.productId),
      })),
  });
}

export function useEditReview() {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: ReviewForm }) => api.call('editReview', { params: { id }, body: form }),
    onSuccess: (saved) => reviewChanged(client, saved.productId, (mine) => ({ ...mine, reviews: mine.reviews.map((r) => (r._id === saved._id ? saved : r)) })),
  });
}

/** Deletes the customer's review: paid for and no longer reviewed, the product may be reviewed again. */
export function useDeleteReview() {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: Review) => api.call('deleteReview', { params: { id: review._id } }),
    onSuccess: (_, review) =>
      reviewChanged(client, review.productId, (mine) => ({
        reviews: mine.reviews.filter((r) => r._id !== review._id),
        reviewable: [...mine.reviewable, { productId: review.productId, productName: review.productName }],
      })),
  });
}
