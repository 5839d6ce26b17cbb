import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { Review, ReviewForm as ReviewValues } from '../../core/domain/review';
import type { AnswerOf } from '../../core/contract';
import { Button } from '../components/button';
import { ConfirmDialog, Dialog } from '../components/dialog';
import { ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { myReviewsQuery, reviewKeys, useDeleteReview, useEditReview, useWriteReview } from '../queries/reviews';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

type Reviewable = AnswerOf<'myReviews'>['reviewable'][number];

export const myReviewsText = {
  nothingToReview: 'When you have paid for an order, you can review its products here.',
  noReviews: 'You have not written a review yet.',
  thanks: (product: string) => `Thanks for your review of ${product}`,
  updated: 'Review updated',
  deleted: 'Review deleted',
} as const;

function Quiet({ children }: { children: ReactNode }) {
  return <p className="rounded-card border border-dashed border-line bg-surface px-6 py-8 text-center text-muted">{children}</p>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-lg font-bold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** /dashboard/review: the products the customer may review, and their own reviews to edit or delete. */
export function MyReviews() {
  const api = useService(UI_TOKENS.ShopApi);
  const toast = useToast();
  const loaded = useQuery(myReviewsQuery(api));
  const tryAgain = useTryAgain(reviewKeys.mine);
  const writeReview = useWriteReview();
  const editReview = useEditReview();
  const deleteReview = useDeleteReview();
  const [writing, setWriting] = useState<Reviewable | null>(null);
  const [editing, setEditing] = useState<Review | null>(null);
  const [confirming, setConfirming] = useState<Review | null>(null);

  if (loaded.isPending) return <LoadingState label="Loading your reviews" waiting={loaded.isFetching} />;
  if (loaded.isError) return <ErrorState title="Your reviews could not be loaded" message={messageOf(loaded.error)} onRetry={tryAgain} />;
  const { reviews, reviewable } = loaded.data;

  const write = async (target: Reviewable, form: ReviewValues) => {
    await writeReview.mutateAsync({ productId: target.productId, form });
    setWriting(null);
    toast.success(myReviewsText.thanks(target.productName));
  };

  const edit = async (review: Review, form: ReviewValues) => {
    await editReview.mutateAsync({ id: review._id, form });
    setEditing(null);
    toast.success(myReviewsText.updated);
  };

  const remove = async (review: Review) => {
    try {
      await deleteReview.mutateAsync(review);
      toast.success(myReviewsText.deleted);
    } catch (error) {
      toast.error(messageOf(error, 'The review could not be deleted. Please try again.'));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <section aria-labelledby="my-reviews-heading" className="flex flex-col gap-8">
      <h2 id="my-reviews-heading" className="text-2xl font-bold text-ink">
        My Reviews
      </h2>

      <Section id="reviewable-heading" title="Products you can review">
        {reviewable.length === 0 ? (
          <Quiet>{myReviewsText.nothingToReview}</Quiet>
        ) : (
          <ul aria-labelledby="reviewable-heading" className="divide-y divide-line rounded-card border border-line bg-surface shadow-card">
            {reviewable.map((item) => (
              <li key={item.productId} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
                <Link to="/productDetail/$id" params={{ id: item.productId }} className="min-w-0 font-semibold wrap-anywhere text-ink hover:text-brand hover:underline">
                  {item.productName}
                </Link>
                <Button size="sm" onClick={() => setWriting(item)} aria-label={`Write a review of ${item.productName}`}>
                  Write a review
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="your-reviews-heading" title="Your reviews">
        <ReviewList
          reviews={reviews}
          showProduct
          label="Your reviews"
          empty={<Quiet>{myReviewsText.noReviews}</Quiet>}
          actions={(review) => (
            <>
              <Button variant="secondary" size="sm" onClick={() => setEditing(review)} aria-label={`Edit your review of ${review.productName}`}>
                Edit
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setConfirming(review)} aria-label={`Delete your review of ${review.productName}`}>
                Delete
              </Button>
            </>
          )}
        />
      </Section>

      <Dialog open={writing !== null} onOpenChange={(open) => !open && setWriting(null)} title="Write a review" description={writing?.productName}>
        {writing && <ReviewForm key={writing.productId} submitLabel="Post review" onSubmit={(form) => write(writing, form)} onCancel={() => setWriting(null)} />}
      </Dialog>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title="Edit your review" description={editing?.productName}>
        {editing && (
          <ReviewForm key={editing._id} initial={{ rating: editing.rating, text: editing.text }} submitLabel="Save changes" onSubmit={(form) => edit(editing, form)} onCancel={() => setEditing(null)} />
        )}
      </Dialog>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete this review?"
        description={confirming && <>Your review of {confirming.productName} will be removed. This cannot be undone.</>}
        confirmLabel="Delete"
        busy={deleteReview.isPending}
        onConfirm={() => confirming && void remove(confirming)}
      />
    </section>
  );
}
