import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { MAX_PRICE } from '../../core/domain/product';
import { MAX_QUOTE_DAYS, QUOTE_NOTE_MAX_LENGTH, quoteAnswerSchema, quoteMessages, type Quote } from '../../core/domain/quote';
import { issuesByField, type Issues } from '../../core/domain/validation';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { PartNumber } from '../components/part-number';
import { TextArea, TextField } from '../components/text-field';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { formatCount, formatPrice } from '../format';
import { quoteKeys, useAnswerQuote } from '../queries/quotes';

/** How long quoted prices hold unless the admin says otherwise. */
export const DEFAULT_QUOTE_DAYS = 30;

/** The day `days` from today as the shop keeps days (YYYY-MM-DD, UTC), as a date field holds it. */
const dayAhead = (days: number, now = new Date()) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A price as typed, as a number where it reads as one: for the running total only. */
const amountOf = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed) : 0);

/** An admin's answer to a requested quote: a unit price per line (the catalogue's to start from), the last day they hold and a note, checked by the server's own schema. */
export function QuoteAnswerForm({ quote }: { quote: Quote }) {
  const toast = useToast();
  const client = useQueryClient();
  const answer = useAnswerQuote();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [prices, setPrices] = useState(() => quote.lines.map((line) => String(line.cataloguePrice)));
  const [validUntil, setValidUntil] = useState(() => dayAhead(DEFAULT_QUOTE_DAYS));
  const [note, setNote] = useState('');
  const [issues, setIssues] = useState<Issues>({});
  const [refusals, setRefusals] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = answer.isPending;

  // After each refused answer, focus goes to the first field to correct.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = v.safeParse(quoteAnswerSchema, { prices, validUntil, note });
    if (!parsed.success) {
      setIssues(issuesByField(parsed.issues));
      setRefusals((count) => count + 1);
      return;
    }
    setIssues({});
    try {
      const answered = await answer.mutateAsync({ id: quote._id, answer: parsed.output });
      toast.success(quoteMessages.answered(answered.number, answered.customerEmail));
    } catch (error) {
      const message = messageOf(error);
      if (message !== quoteMessages.notRequested) return setServerError(message);
      // Another admin answered first: the list is read again, and this quote leaves the view with its form.
      toast.error(message);
      void client.invalidateQueries({ queryKey: quoteKeys.list });
    }
  };

  const total = quote.lines.reduce((sum, line, i) => sum + amountOf(prices[i]) * line.quantity, 0);
  return (
    <form ref={form} noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)} className="flex min-w-0 flex-col gap-4 border-t border-line pt-4">
      <h4 id={headingId} className="font-bold text-ink">
        Your answer
      </h4>
      <p className="-mt-2 text-sm text-muted">A unit price in whole dollars for each product, starting from the catalogue&apos;s.</p>
      <ol className="flex flex-col gap-3">
        {quote.lines.map((line, i) => (
          // On a phone the product takes its own line, the price the next.
          <li key={line.productId} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-t border-line pt-3 first:border-t-0 first:pt-0">
            <div className="min-w-0 flex-1 basis-56 text-sm">
              <p className="font-semibold break-words text-ink">{line.name}</p>
              {line.partNumber && <PartNumber partNumber={line.partNumber} className="block" />}
              <p className="text-muted tabular-nums">
                {formatCount(line.quantity)} × {formatPrice(line.cataloguePrice)} at catalogue prices
              </p>
            </div>
            <div className="w-40">
              <TextField
                label={<>Price<span className="sr-only"> for {line.name}</span></>}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_PRICE}
                step={1}
                value={prices[i]}
                readOnly={busy}
                error={issues[`prices.${i}`]}
                onChange={(event) => setPrices((current) => current.map((price, at) => (at === i ? event.target.value : price)))}
              />
            </div>
          </li>
        ))}
      </ol>
      <p className="text-sm text-ink-soft">
        Total at these prices: <span className="font-bold text-ink tabular-nums">{formatPrice(total)}</span>
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <TextField
          label="Prices hold until"
          type="date"
          min={dayAhead(0)}
          max={dayAhead(MAX_QUOTE_DAYS)}
          hint={`Up to ${MAX_QUOTE_DAYS} days ahead`}
          value={validUntil}
          readOnly={busy}
          error={issues.validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
        />
        <TextArea
          label="Note to the customer (optional)"
          hint="In our email to them, and on their quote"
          rows={3}
          maxLength={QUOTE_NOTE_MAX_LENGTH}
          value={note}
          readOnly={busy}
          error={issues.note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {serverError && <Alert>{serverError}</Alert>}
      <div>
        <Button type="submit" busy={busy}>
          Send answer
        </Button>
      </div>
    </form>
  );
}
