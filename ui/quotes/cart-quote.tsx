import type { CartLine } from '../../core/domain/cart';
import { RequestQuote } from './request-quote';

/** Under the cart: its lines asked for as a quote, the cart left as it is. Lines no longer sold are left out: there is nothing to price. */
export function CartQuote({ lines }: { lines: readonly CartLine[] }) {
  const asked = lines.filter((line) => line.problem !== 'gone').map(({ productId, name, partNumber, quantity }) => ({ productId, name, partNumber, quantity }));
  return (
    <section aria-label="Ask for a quote" className="flex flex-col gap-3 rounded-card border border-dashed border-line p-4">
      <p className="text-sm text-ink-soft">Buying in bulk, or need more than we sell online? Ask us for a quote on these products: your cart stays as it is.</p>
      <RequestQuote lines={asked} />
    </section>
  );
}
