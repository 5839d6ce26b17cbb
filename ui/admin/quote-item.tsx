import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { expired, type Quote } from '../../core/domain/quote';
import { cx } from '../components/cx';
import { Email } from '../components/email';
import { formatDateTime, formatDay } from '../format';
import { QuoteLinesTable } from '../quotes/quote-lines';
import { QuoteStatusBadge } from '../quotes/quote-status-badge';
import { QuoteAnswerForm } from './quote-answer-form';

function Detail({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cx('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="font-semibold text-ink-soft">{term}</dt>
      <dd className="mt-0.5 whitespace-pre-line wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

const When = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at)}</time>;

/** One quote in the admins' list: who asked, for what and why, and the answer, or the form to give it. */
export function QuoteItem({ quote }: { quote: Quote }) {
  const requested = quote.status === 'requested';
  return (
    <li aria-label={quote.number} className="flex min-w-0 flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 className="font-mono text-lg font-bold text-ink">{quote.number}</h3>
        <QuoteStatusBadge quote={quote} />
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail term="Customer">
          <span className="block">{quote.customerName}</span>
          <Email address={quote.customerEmail} />
        </Detail>
        <Detail term="Requested">
          <When at={quote.requestedAt} />
        </Detail>
        {quote.answeredAt && (
          <Detail term="Answered">
            <When at={quote.answeredAt} />
          </Detail>
        )}
        {quote.validUntil && <Detail term={expired(quote, new Date()) ? 'Prices held until' : 'Prices hold until'}>{formatDay(quote.validUntil)}</Detail>}
        {quote.decidedAt && (
          <Detail term={quote.status === 'accepted' ? 'Accepted' : 'Declined'}>
            <When at={quote.decidedAt} />
          </Detail>
        )}
        {quote.orderId && (
          <Detail term="Order">
            <Link to="/dashboard/order/$id" params={{ id: quote.orderId }} className="font-semibold text-brand hover:underline">
              See the order
            </Link>
          </Detail>
        )}
        <Detail term="Customer's note" wide>
          {quote.note || <span className="text-muted">None</span>}
        </Detail>
        {quote.answerNote && (
          <Detail term="Our note" wide>
            {quote.answerNote}
          </Detail>
        )}
      </dl>
      {requested ? <QuoteAnswerForm quote={quote} /> : <QuoteLinesTable quote={quote} caption={`Lines of ${quote.number}`} />}
    </li>
  );
}
