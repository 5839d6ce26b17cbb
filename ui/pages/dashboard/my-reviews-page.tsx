import { useDocumentTitle } from '../../components/page-shell';
import { MyReviews } from '../../reviews/my-reviews';

/** /dashboard/review: the customer's reviews and the products they may still review. */
export function MyReviewsPage() {
  useDocumentTitle('My Reviews');
  return <MyReviews />;
}
