import type { ReactNode } from 'react';
import { Spinner } from '../components/spinner';
import { useAsync } from '../hooks/use-async';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { ReviewList } from './review-list';

/**
 * The latest reviews across the catalogue, for the public reviews page. While there are none, or
 * they cannot be loaded, the page's own words (`fallback`) show instead.
 */
export function LatestReviews({ fallback }: { fallback: ReactNode }) {
  const api = useService(UI_TOKENS.ReviewsApi);
  const latest = useAsync(() => api.latestReviews(), [api]);

  if (latest.status === 'loading') {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner label="Loading reviews" className="text-brand" />
      </div>
    );
  }
  if (latest.status === 'error' || latest.data.length === 0) return <>{fallback}</>;
  return <ReviewList reviews={latest.data} showProduct label="Latest reviews" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" />;
}
