import { expired, quoteStatusWords, type Quote } from '../../core/domain/quote';
import { Badge } from '../components/badge';

type Tone = 'info' | 'brand' | 'success' | 'neutral';

/** The tone of each status; an answered quote past its date reads as done with, as a declined one does. */
const toneOf = (quote: Pick<Quote, 'status' | 'validUntil'>, now: Date): Tone =>
  quote.status === 'answered' && expired(quote, now) ? 'neutral' : ({ requested: 'info', answered: 'brand', accepted: 'success', declined: 'neutral' } as const)[quote.status];

/** A quote's status in the customer's and the admins' words. */
export function QuoteStatusBadge({ quote, now = new Date() }: { quote: Pick<Quote, 'status' | 'validUntil'>; now?: Date }) {
  return <Badge tone={toneOf(quote, now)}>{quoteStatusWords(quote, now)}</Badge>;
}
