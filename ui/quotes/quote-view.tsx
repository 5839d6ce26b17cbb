import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { expired, quoteMessages, type Quote } from '../../core/domain/quote';
import { buttonClass } from '../components/button';
import { Callout } from '../components/callout';
import { Card } from '../components/card';
import { ErrorState, LoadingState } from '../components/states';
import { messageOf } from '../error-message';
import { formatDateTime, formatDay } from '../format';
import { quoteKeys, quoteQuery } from '../queries/quotes';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { QuoteDecision } from './quote-decision';
import { QuoteLinesTable } from './quote-lines';
import { QuoteStatusBadge } from './quote-status-badge';

export interface QuoteViewProps {
  id: string;
  /** The signed-in user's id: Accept and Decline are for the customer who asked. */
  viewerId: string;
}

/** One quote's page: what was asked for, our prices and until when they hold, and the customer's Accept or Decline. */
export function QuoteView({ id, viewerId }: QuoteViewProps) {
  const api = useService(UI_TOKENS.ShopApi);
  const quote = useQuery(quoteQuery(api, id));
  const tryAgain = useTryAgain(quoteKeys.one(id));
  const headingId = useId();

  if (quote.isPending) return <LoadingState label="Loading the quote" waiting={quote.isFetching} />;
  if (quote.isError) return <ErrorState title="This quote could not be loaded" message={messageOf(quote.error)} onRetry={tryAgain} />;
  const shown = quote.data;
  const own = shown.customerId === viewerId;

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-5">
      <header className="flex flex-col gap-2">
        <Link to={own ? '/dashboard/quotes' : '/dashboard/manageQuotes'} className="self-start text-sm font-semibold text-brand hover:underline">
          {own ? '← All your quotes' : '← Quotes'}
        </Link>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id={headingId} className="text-2xl font-bold text-ink">
            Quote <span className="font-mono">{shown.number}</span>
          </h2>
          <QuoteStatusBadge quote={shown} />
        </div>
        <p className="text-sm text-muted">
          Requested <time dateTime={shown.requestedAt}>{formatDateTime(shown.requestedAt)}</time>
          {shown.answeredAt && (
            <>
              {' '}
              · answered <time dateTime={shown.answeredAt}>{formatDateTime(shown.answeredAt)}</time>
            </>
          )}
        </p>
      </header>
      <QuoteStanding quote={shown} own={own} />
      <Card className="min-w-0 p-5">
        <QuoteLinesTable quote={shown} />
      </Card>
      <QuoteNotes quote={shown} own={own} />
    </section>
  );
}

/** Where the quote stands, and what its customer can do about it now. */
function QuoteStanding({ quote, own }: { quote: Quote; own: boolean }) {
  switch (quote.status) {
    case 'requested':
      return (
        <Callout tone="info" title="Waiting for our answer" announce={false}>
          We email {own ? 'you' : quote.customerEmail} our prices, usually within one working day. Until then, the prices below are the catalogue&apos;s when it was asked for.
        </Callout>
      );
    case 'answered': {
      const until = formatDay(quote.validUntil!);
      if (expired(quote, new Date()))
        return (
          <Callout tone="error" title={quoteMessages.expired(until)} announce={false}>
            Ask again from the product pages or your cart, and we answer with today&apos;s prices.
          </Callout>
        );
      return (
        <div className="flex flex-col gap-4">
          <Callout tone="success" title={`Prices hold until ${until}`} announce={false}>
            {own ? 'Accept by then to order everything below at the quoted prices, or decline if you no longer need it.' : 'The customer may accept or decline until then.'}
          </Callout>
          {own && <QuoteDecision quote={quote} />}
        </div>
      );
    }
    case 'accepted':
      return (
        <div className="flex flex-col gap-3">
          <Callout tone="success" title={quoteMessages.accepted} announce={false}>
            {quote.decidedAt ? <DecidedOn at={quote.decidedAt} what="Accepted" /> : 'Accepted.'}
          </Callout>
          {quote.orderId && (
            <Link to="/dashboard/order/$id" params={{ id: quote.orderId }} className={buttonClass('secondary', 'md', 'self-start')}>
              See the order
            </Link>
          )}
        </div>
      );
    case 'declined':
      return (
        <Callout tone="info" title={quoteMessages.declined(quote.number)} announce={false}>
          {quote.decidedAt ? <DecidedOn at={quote.decidedAt} what={own ? 'You declined it' : 'The customer declined it'} /> : null} Ask for a new quote whenever you need one.
        </Callout>
      );
  }
}

const DecidedOn = ({ at, what }: { at: string; what: string }) => (
  <>
    {what} on <time dateTime={at}>{formatDateTime(at)}</time>.
  </>
);

function Note({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 whitespace-pre-line wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

/** What the customer wrote with the request, and what we wrote with the answer. */
function QuoteNotes({ quote, own }: { quote: Quote; own: boolean }) {
  if (!quote.note && !quote.answerNote) return null;
  return (
    <Card className="min-w-0 p-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        {quote.note && <Note term={own ? 'Your note' : "The customer's note"}>{quote.note}</Note>}
        {quote.answerNote && <Note term="Our note">{quote.answerNote}</Note>}
      </dl>
    </Card>
  );
}
