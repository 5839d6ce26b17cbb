import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { quoteMessages, type Quote } from '../../core/domain/quote';
import { Button } from '../components/button';
import { ConfirmDialog } from '../components/dialog';
import { formatDay } from '../format';
import { useToastedAction } from '../hooks/use-toasted-action';
import { quoteKeys, useDeclineQuote } from '../queries/quotes';
import { AcceptQuoteForm } from './accept-quote-form';

/** The customer's answer to an answered quote whose prices still hold: Accept (the order form), or Decline once confirmed. */
export function QuoteDecision({ quote }: { quote: Quote }) {
  const [open, setOpen] = useState<'accept' | 'decline' | null>(null);
  const decline = useDeclineQuote();
  const act = useToastedAction();
  const client = useQueryClient();
  // The form leaves with Cancel: focus goes back to the Accept that opened it, not the document's top.
  const refocus = useRef(false);
  const actions = (row: HTMLDivElement | null) => {
    if (!row || !refocus.current) return;
    row.querySelector('button')?.focus();
    refocus.current = false;
  };

  const confirmDecline = async () => {
    const declined = await act(() => decline.mutateAsync(quote._id), quoteMessages.declined(quote.number));
    setOpen(null);
    // Refused when it was decided meanwhile (another tab): the quote is read again to show how.
    if (!declined) void client.invalidateQueries({ queryKey: quoteKeys.one(quote._id) });
  };

  const cancelAccept = () => {
    refocus.current = true;
    setOpen(null);
  };

  if (open === 'accept') return <AcceptQuoteForm quote={quote} onCancel={cancelAccept} />;
  return (
    <div ref={actions} className="flex flex-wrap gap-3">
      <Button onClick={() => setOpen('accept')}>Accept</Button>
      <Button variant="secondary" onClick={() => setOpen('decline')}>
        Decline
      </Button>
      <ConfirmDialog
        open={open === 'decline'}
        onOpenChange={(next) => setOpen(next ? 'decline' : null)}
        title={`Decline quote ${quote.number}?`}
        description={`Its prices hold until ${formatDay(quote.validUntil!)}; once you decline, they no longer do. You can ask for a new quote whenever you need one.`}
        confirmLabel="Decline quote"
        onConfirm={() => void confirmDecline()}
        busy={decline.isPending}
      />
    </div>
  );
}
