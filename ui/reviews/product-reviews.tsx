import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SlowAnswerNote } from '../components/slow-answer-note';
import { Spinner } from '../components/spinner';
import { formatCount, formatCounted } from '../format';
import { productReviewsQuery } from '../queries/reviews';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { ReviewList } from './review-list';
import { Stars } from './star-rating';

/** "4.3 out of 5 from 12 reviews". */
export const ratingSummaryText = (average: number, count: number) => `${average.toFixed(1)} out of 5 from ${formatCounted(count, 'review', 'reviews')}`;

/** A product's rating and its latest reviews, under the product on its page. */
export function ProductReviews({ productId }: { productId: string }) {
  const api = useService(UI_TOKENS.ShopApi);
  const reviews = useQuery(productReviewsQuery(api, productId));
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-extrabold text-ink">
        Reviews
      </h2>
      {reviews.isPending && (
        <>
          <Spinner size="sm" label="Loading reviews" className="text-muted" />
          <SlowAnswerNote waiting={reviews.isFetching} />
        </>
      )}
      {reviews.isError && <p className="text-sm font-medium text-danger">The reviews could not be loaded just now.</p>}
      {reviews.isSuccess &&
        (reviews.data.count === 0 || reviews.data.average === null ? (
          <p className="text-muted">No reviews yet</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <Stars rating={reviews.data.average} />
              <p className="font-semibold text-ink">{ratingSummaryText(reviews.data.average, reviews.data.count)}</p>
            </div>
            {reviews.data.count > reviews.data.latest.length && (
              <p className="text-sm text-muted">
                The latest {reviews.data.latest.length} of {formatCount(reviews.data.count)} reviews:
              </p>
            )}
            <ReviewList reviews={reviews.data.latest} label="Latest reviews" className="grid gap-4 md:grid-cols-2" />
          </>
        ))}
    </section>
  );
}
