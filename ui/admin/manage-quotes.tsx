import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuoteStatus } from '../../core/domain/quote';
import { DashboardSection } from '../components/dashboard-section';
import { EmptyState } from '../components/states';
import { ViewTabs } from '../components/view-tabs';
import { uniqueItems } from '../queries/pages';
import { firstPageState, listedCount, ShowMoreOf } from '../queries/paged-list';
import { quoteKeys, quotesQuery } from '../queries/quotes';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { QuoteItem } from './quote-item';

/** The list's views: one status, or every quote. */
type View = QuoteStatus | 'all';

const views: readonly View[] = ['requested', 'answered', 'accepted', 'declined', 'all'];
const viewLabels: Record<View, string> = { requested: 'Waiting', answered: 'Answered', accepted: 'Accepted', declined: 'Declined', all: 'All' };

/** What an empty view says, and what would appear in it. */
const emptyViews: Record<View, { title: string; says: string }> = {
  requested: { title: 'No quotes waiting', says: 'When a customer asks for a quote, it appears here for you to price.' },
  answered: { title: 'No answered quotes', says: 'Quotes you have priced appear here until the customer accepts or declines them.' },
  accepted: { title: 'No accepted quotes', says: 'Quotes customers accept appear here, with the order each one placed.' },
  declined: { title: 'No declined quotes', says: 'Quotes customers decline appear here.' },
  all: { title: 'No quotes yet', says: 'Every quote customers ask for appears here, newest first, with its answer.' },
};

export interface ManageQuotesProps {
  /** How many quotes each page loads. */
  pageSize?: number;
}

/** /dashboard/manageQuotes: quotes customers asked for, to price, and what became of those answered. */
export function ManageQuotes({ pageSize = 20 }: ManageQuotesProps = {}) {
  const api = useService(UI_TOKENS.ShopApi);
  const [view, setView] = useState<View>('requested');
  const status = view === 'all' ? null : view;
  const list = useInfiniteQuery({ ...quotesQuery(api, pageSize, status), select: uniqueItems });
  const tryAgain = useTryAgain(quoteKeys.pagesOf(pageSize, status));

  const waiting = firstPageState(list, { loading: 'Loading the quotes', failed: 'The quotes could not be loaded', onRetry: tryAgain });
  const quotes = list.data ?? [];
  let body;
  if (waiting) body = waiting;
  else if (quotes.length === 0) body = <EmptyState title={emptyViews[view].title}>{emptyViews[view].says}</EmptyState>;
  else
    body = (
      <>
        <p className="text-sm text-muted">{listedCount(list, quotes.length, 'quote', 'quotes')}</p>
        <ol aria-label="Quotes" className="flex flex-col gap-3">
          {quotes.map((quote) => (
            <QuoteItem key={quote._id} quote={quote} />
          ))}
        </ol>
        <ShowMoreOf list={list}>Show more quotes</ShowMoreOf>
      </>
    );

  return (
    <DashboardSection title="Quotes">
      <p className="max-w-prose text-ink-soft">
        Customers ask for a quote when they need more than we sell online, or a price for a large order. Answer with a unit price for each product and the last day the prices hold: we
        email the customer, who can accept (placing the order at your prices) or decline until then.
      </p>
      <ViewTabs label="Which quotes" views={views} labels={viewLabels} value={view} onChange={setView}>
        {body}
      </ViewTabs>
    </DashboardSection>
  );
}
