import { headedWithBasis } from '../../core/domain/shown-prices';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { contentsOf } from '../../core/domain/order-contents';
import { quoteTotal, type Quote } from '../../core/domain/quote';
import { buttonClass } from '../components/button';
import { DashboardSection } from '../components/dashboard-section';
import { LongWords } from '../components/long-words';
import { ResponsiveList, type ListColumn } from '../components/responsive-list';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { messageOf } from '../error-message';
import { formatCounted, formatDate, formatDateTime, formatPrice } from '../format';
import { myQuotesQuery, quoteKeys } from '../queries/quotes';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { QuoteStatusBadge } from './quote-status-badge';

/** The quote's number, leading to its page, over the day it was asked for. */
const QuoteNumber = ({ quote }: { quote: Quote }) => (
  <span className="flex flex-col whitespace-nowrap">
    <Link to="/dashboard/quotes/$id" params={{ id: quote._id }} className="font-mono font-semibold text-brand hover:underline" aria-label={`Quote ${quote.number}`}>
      {quote.number}
    </Link>
    <time dateTime={quote.requestedAt} title={formatDateTime(quote.requestedAt)} className="text-xs text-muted">
      {formatDate(quote.requestedAt)}
    </time>
  </span>
);

const Contents = ({ quote }: { quote: Quote }) => <LongWords text={contentsOf(quote.lines)} />;

const columns: ListColumn<Quote>[] = [
  { header: 'Quote', cell: (quote) => <QuoteNumber quote={quote} /> },
  { header: 'Products', cell: (quote) => <Contents quote={quote} />, strong: true, inCard: false },
  { header: headedWithBasis('Total', 'ex-vat'), cell: (quote) => formatPrice(quoteTotal(quote)), numeric: true, strong: true },
  { header: 'Status', cell: (quote) => <QuoteStatusBadge quote={quote} />, inCard: false },
];

/** /dashboard/quotes: the customer's quotes, newest first, each leading to its page. */
export function MyQuotes({ userId }: { userId: string }) {
  const api = useService(UI_TOKENS.ShopApi);
  const quotes = useQuery(myQuotesQuery(api, userId));
  const tryAgain = useTryAgain(quoteKeys.mine(userId));

  let body;
  if (quotes.isPending) body = <LoadingState label="Loading your quotes" waiting={quotes.isFetching} />;
  else if (quotes.isError) body = <ErrorState title="Your quotes could not be loaded" message={messageOf(quotes.error)} onRetry={tryAgain} />;
  else if (quotes.data.length === 0)
    body = (
      <EmptyState
        title="You have not asked for a quote yet"
        action={
          <Link to="/" hash="tools" className={buttonClass('primary')}>
            Browse the catalogue
          </Link>
        }
      >
        Need more than we sell online? Ask for a quote from a product page or your cart: it appears here with our prices once we answer.
      </EmptyState>
    );
  else
    body = (
      <ResponsiveList
        items={quotes.data}
        caption="Your quotes, newest first"
        columns={columns}
        tableFrom="xl"
        card={{ title: (quote) => <Contents quote={quote} />, badge: (quote) => <QuoteStatusBadge quote={quote} /> }}
      />
    );

  const count = quotes.data?.length ?? 0;
  return (
    <DashboardSection title="Quotes" aside={count > 0 && <p className="text-sm text-muted">{formatCounted(count, 'quote', 'quotes')}</p>}>
      {body}
    </DashboardSection>
  );
}
