import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PublicReview } from '../../core/domain/review';
import { ClampedText } from '../components/clamped-text';
import { Stars } from './star-rating';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A review's day as the shop shows it: 1 July 2025. */
export const formatReviewDate = (iso: string) => dateFormat.format(new Date(iso));

export interface ReviewListProps<R extends PublicReview> {
  reviews: R[];
  /** Names the reviewed product above each review, linked to its page (lists across the catalogue). */
  showProduct?: boolean;
  /** Buttons under each review, such as Edit and Delete for its author. */
  actions?: (review: R) => ReactNode;
  /** Shown instead of the list when there are no reviews. */
  empty?: ReactNode;
  /** The list's accessible name. */
  label?: string;
  /** Classes of the list in place of its single column: a grid, say. */
  className?: string;
}

/** Reviews as cards: stars, product, author, date and the words, always as text. */
export function ReviewList<R extends PublicReview>({ reviews, showProduct = false, actions, empty = null, label = 'Reviews', className }: ReviewListProps<R>) {
  if (reviews.length === 0) return <>{empty}</>;
  return (
    <ul aria-label={label} className={className ?? 'flex flex-col gap-4'}>
      {reviews.map((review) => (
        <li key={review._id}>
          <article aria-label={`${review.customerName || 'A customer'}${showProduct ? ` on ${review.productName}` : ''}`} className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card">
            <header className="flex flex-col gap-1">
              {showProduct && (
                <Link to="/productDetail/$id" params={{ id: review.productId }} className="font-semibold wrap-anywhere text-brand hover:underline">
                  {review.productName}
                </Link>
              )}
              <Stars rating={review.rating} size="sm" />
            </header>
            <p className="flex-1 wrap-anywhere whitespace-pre-line text-ink-soft">{review.text}</p>
            <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3 text-sm">
              <p className="min-w-0">
                <ClampedText text={review.customerName || 'A customer'} lines={1} className="font-semibold text-ink" />
                <span aria-hidden="true" className="text-muted">
                  {' '}
                  ·{' '}
                </span>
                <span className="sr-only">, </span>
                <time dateTime={review.createdAt} className="text-muted">
                  {formatReviewDate(review.createdAt)}
                </time>
                {review.updatedAt !== review.createdAt && <span className="text-muted"> (edited)</span>}
              </p>
              {actions && <div className="flex gap-2">{actions(review)}</div>}
            </footer>
          </article>
        </li>
      ))}
    </ul>
  );
}
