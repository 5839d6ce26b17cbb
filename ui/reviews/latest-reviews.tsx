import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SlowAnswerNote } from '../components/slow-answer-note';
import { Spinner } from '../components/spinner';
import { latestReviewsQuery } from '../queries/reviews';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { ReviewList } from './review-list';

/**
 * The latest reviews across the catalogue, for the public reviews page. While there are none, or
 * they cannot be loaded, the page's own words (`fallback`) show instead. With a `heading`, the list
 * is a section of its own under it, and nothing of it shows while there is no review.
 */
export function LatestReviews({ fallback, heading, headingId }: { fallback: ReactNode; heading?: ReactNode; headingId?: string }) {
  const api = useService(UI_TOKENS.ShopApi);
  const latest = useQuery(latestReviewsQuery(api));

  if (latest.isPending) {
    return (
      <div className="flex min-h-40 flex-col items-center justify-center gap-3">
        <Spinner label="Loading reviews" className="text-brand" />
        <SlowAnswerNote waiting={latest.isFetching} />
      </div>
    );
  }
  if (latest.isError || latest.data.length === 0) return <>{fallback}</>;
  const list = <ReviewList reviews={latest.data} showProduct label="Latest reviews" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" />;
  if (!heading) return list;
  return (
    <section aria-labelledby={headingId}>
      {heading}
      {list}
    </section>
  );
}
