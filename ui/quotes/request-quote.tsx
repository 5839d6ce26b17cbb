import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { quoteMessages, type Quote } from '../../core/domain/quote';
import { Button } from '../components/button';
import { RequestQuoteDialog, type QuoteAskLine } from './request-quote-dialog';

export interface RequestQuoteProps {
  /** The products to ask a price for, at the quantities to start from. */
  lines: readonly QuoteAskLine[];
  /** Whether the customer is signed in is not known yet: the button waits. */
  waits?: boolean;
}

/** Request a quote: the dialog asking for it, and once sent, the way to the quote. */
export function RequestQuote({ lines, waits = false }: RequestQuoteProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Quote | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button variant="secondary" busy={waits} disabled={lines.length === 0} onClick={() => setOpen(true)}>
        {quoteMessages.requestAQuote}
      </Button>
      {sent && (
        <p className="text-sm text-ink-soft">
          Asked for quote <span className="font-mono font-semibold text-ink">{sent.number}</span> ·{' '}
          <Link to="/dashboard/quotes/$id" params={{ id: sent._id }} className="font-semibold text-brand hover:underline">
            See your quote
          </Link>
        </p>
      )}
      {open && <RequestQuoteDialog lines={lines} onClose={() => setOpen(false)} onSent={setSent} />}
    </div>
  );
}
