import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { MAX_ORDER_QUANTITY } from '../../core/domain/product';
import { QUOTE_NOTE_MAX_LENGTH, quoteMessages, quoteRequestSchema, type Quote } from '../../core/domain/quote';
import { issuesByField, type Issues } from '../../core/domain/validation';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { PartNumber } from '../components/part-number';
import { TextArea, TextField } from '../components/text-field';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { useRequestQuote } from '../queries/quotes';

/** A product to ask a price for, at the quantity to start from. */
export interface QuoteAskLine {
  productId: string;
  name: string;
  partNumber: string | null;
  quantity: number;
}

export interface RequestQuoteDialogProps {
  /** The products asked for; the dialog is shown while it is mounted. */
  lines: readonly QuoteAskLine[];
  onClose(): void;
  /** The shop stored the request: the opener shows where to follow it. */
  onSent(quote: Quote): void;
}

/** Asks the shop for prices: the products with a quantity each (any, above the maximum too) and a note, checked by the server's own schema. */
export function RequestQuoteDialog({ lines, onClose, onSent }: RequestQuoteDialogProps) {
  const toast = useToast();
  const request = useRequestQuote();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [quantities, setQuantities] = useState(() => lines.map((line) => String(line.quantity)));
  const [note, setNote] = useState('');
  const [issues, setIssues] = useState<Issues>({});
  const [refusals, setRefusals] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = request.isPending;
  const several = lines.length > 1;

  // After each refused send, focus goes to the first field to correct.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Opened from the product's quantity form: React bubbles the submit through the portal to it.
    event.stopPropagation();
    setServerError(null);
    const parsed = v.safeParse(quoteRequestSchema, { lines: lines.map((line, i) => ({ productId: line.productId, quantity: quantities[i] })), note });
    if (!parsed.success) {
      setIssues(issuesByField(parsed.issues));
      setRefusals((count) => count + 1);
      return;
    }
    setIssues({});
    try {
      const quote = await request.mutateAsync(parsed.output);
      toast.success(quoteMessages.requested(quote.number));
      onSent(quote);
      onClose();
    } catch (error) {
      // Kept open with what was typed: the refusal says what to do first (confirm the email, remove a product gone).
      setServerError(messageOf(error));
    }
  };

  const together = issues[''] ?? issues.lines;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={quoteMessages.requestAQuote}
      description="Tell us how many you need: we answer with our prices by email, usually within one working day."
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Send request
          </Button>
        </>
      }
    >
      <form ref={form} id={formId} noValidate aria-label="Quote request" onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <ul aria-label="Products to price" className="flex flex-col gap-3">
          {lines.map((line, i) => (
            // On a phone the name takes its own line, the quantity the next.
            <li key={line.productId} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-t border-line pt-3 first:border-t-0 first:pt-0">
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-semibold break-words text-ink">{line.name}</p>
                {line.partNumber && <PartNumber partNumber={line.partNumber} />}
              </div>
              <div className="w-32">
                <TextField
                  label={several ? <>Quantity<span className="sr-only"> of {line.name}</span></> : 'Quantity'}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_ORDER_QUANTITY}
                  step={1}
                  value={quantities[i]}
                  readOnly={busy}
                  error={issues[`lines.${i}.quantity`]}
                  onChange={(event) => setQuantities((current) => current.map((quantity, at) => (at === i ? event.target.value : quantity)))}
                />
              </div>
            </li>
          ))}
        </ul>
        {together && <Alert>{together}</Alert>}
        <TextArea
          label="Note (optional)"
          hint="When you need them, where they go, or anything else that helps us price them"
          rows={3}
          maxLength={QUOTE_NOTE_MAX_LENGTH}
          value={note}
          readOnly={busy}
          error={issues.note}
          onChange={(event) => setNote(event.target.value)}
        />
        {serverError && <Alert>{serverError}</Alert>}
      </form>
    </Dialog>
  );
}
