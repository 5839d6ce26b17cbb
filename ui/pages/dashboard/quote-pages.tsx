import { getRouteApi } from '@tanstack/react-router';
import { useAuth } from '../../auth/auth-context';
import { useDocumentTitle } from '../../components/page-shell';
import { MyQuotes } from '../../quotes/my-quotes';
import { QuoteView } from '../../quotes/quote-view';

/** /dashboard/quotes: the signed-in customer's quotes. */
export function MyQuotesPage() {
  const { user } = useAuth();
  useDocumentTitle('Quotes');
  return user ? <MyQuotes userId={user.id} /> : null;
}

const route = getRouteApi('/dashboard/quotes/$id');

/** /dashboard/quotes/{id}: one quote, where its emails lead; its customer accepts or declines it here. */
export function QuotePage() {
  const { id } = route.useParams();
  const { user } = useAuth();
  useDocumentTitle('Quote');
  return user ? <QuoteView key={id} id={id} viewerId={user.id} /> : null;
}
