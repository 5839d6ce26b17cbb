import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { MAX_DISCOUNT_PERCENT, MAX_FIXED_PRICES, tradePricesSchema, type TradeAccount } from '../../core/domain/trade-account';
import { issuesByField, type Issues } from '../../core/domain/validation';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { TextField } from '../components/text-field';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { tradeKeys, useSetTradePrices } from '../queries/trade';

/** A fixed price as typed; its key keeps a row's fields in place when a row above it is removed. */
interface Row {
  key: number;
  partNumber: string;
  price: string;
}

export interface TradePricesDialogProps {
  /** An approved company; the dialog is shown while it is mounted, and starts from the company's prices. */
  account: TradeAccount;
  onClose(): void;
}

/** Sets a company's prices, the whole list at once: a discount off the catalogue, and fixed prices by part number, checked by the server's own schema. */
export function TradePricesDialog({ account, onClose }: TradePricesDialogProps) {
  const toast = useToast();
  const client = useQueryClient();
  const save = useSetTradePrices();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [discount, setDiscount] = useState(String(account.prices.discountPercent));
  const [rows, setRows] = useState<Row[]>(() => account.prices.fixedPrices.map((fixed, key) => ({ key, partNumber: fixed.partNumber, price: String(fixed.price) })));
  const nextKey = useRef(rows.length);
  const [issues, setIssues] = useState<Issues>({});
  const [refusals, setRefusals] = useState(0);
  const busy = save.isPending;

  // After each refused save, focus goes to the first field to correct (none when the rule is about the list as a whole).
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const change = (key: number, field: 'partNumber' | 'price', value: string) => setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  // A row added is typed into at once: its part number takes the focus.
  const [added, setAdded] = useState<number | null>(null);
  const add = () => {
    const key = nextKey.current++;
    setRows((current) => [...current, { key, partNumber: '', price: '' }]);
    setAdded(key);
  };
  const remove = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    // The rows' numbers change: their messages would be under the wrong rows.
    setIssues({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(tradePricesSchema, { discountPercent: discount, fixedPrices: rows.map(({ partNumber, price }) => ({ partNumber, price })) });
    if (!parsed.success) {
      setIssues(issuesByField(parsed.issues));
      setRefusals((count) => count + 1);
      return;
    }
    setIssues({});
    try {
      const saved = await save.mutateAsync({ id: account._id, prices: parsed.output });
      toast.success(`Prices saved for ${saved.companyName}`);
      onClose();
    } catch (error) {
      // Kept open with what was typed; a refusal (the account is no longer approved) means the list is out of date.
      toast.error(messageOf(error));
      void client.invalidateQueries({ queryKey: tradeKeys.list });
    }
  };

  const together = issues[''] ?? issues.fixedPrices;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Prices for ${account.companyName}`}
      description="Every buyer of the company pays these on every order. A fixed price wins over the discount, and never costs more than the catalogue."
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Save prices
          </Button>
        </>
      }
    >
      <form ref={form} id={formId} noValidate aria-label="Company prices" onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <TextField
          label="Discount (% off the catalogue)"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_DISCOUNT_PERCENT}
          step={1}
          hint={`A whole percent from 0 to ${MAX_DISCOUNT_PERCENT}, off volume prices too`}
          value={discount}
          readOnly={busy}
          error={issues.discountPercent}
          onChange={(event) => setDiscount(event.target.value)}
        />
        <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={together ? `${formId}-hint ${formId}-error` : `${formId}-hint`}>
          <legend className="text-sm font-semibold text-ink-soft">Fixed prices</legend>
          <p id={`${formId}-hint`} className="text-sm text-muted">
            A part&apos;s own price in whole dollars for one unit, at any quantity.
          </p>
          {rows.length > 0 && (
            <ol className="flex flex-col gap-3">
              {rows.map((row, at) => (
                // On a phone the part number has a line of its own, the price and Remove the next.
                <li key={row.key} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 border-t border-line pt-3 first:border-t-0 first:pt-0 sm:grid-cols-[minmax(0,1fr)_7rem_auto] sm:border-t-0 sm:pt-0">
                  <div className="col-span-2 sm:col-span-1">
                    <TextField
                      label={<>Part number<span className="sr-only"> {at + 1}</span></>}
                      autoComplete="off"
                      spellCheck={false}
                      className="font-mono"
                      autoFocus={row.key === added}
                      value={row.partNumber}
                      readOnly={busy}
                      error={issues[`fixedPrices.${at}.partNumber`]}
                      onChange={(event) => change(row.key, 'partNumber', event.target.value)}
                    />
                  </div>
                  <TextField
                    label={<>Price<span className="sr-only"> {at + 1}</span> in $</>}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    value={row.price}
                    readOnly={busy}
                    error={issues[`fixedPrices.${at}.price`]}
                    onChange={(event) => change(row.key, 'price', event.target.value)}
                  />
                  {/* Level with the fields, below their labels. */}
                  <Button variant="ghost" size="sm" className="mt-7.5 px-2" aria-label={`Remove fixed price ${at + 1}`} disabled={busy} onClick={() => remove(row.key)}>
                    Remove
                  </Button>
                </li>
              ))}
            </ol>
          )}
          {together && (
            <p id={`${formId}-error`} role="alert" className="text-sm font-medium wrap-anywhere text-danger">
              {together}
            </p>
          )}
          {rows.length < MAX_FIXED_PRICES && (
            <div>
              <Button variant="secondary" size="sm" disabled={busy} onClick={add}>
                Add a fixed price
              </Button>
            </div>
          )}
        </fieldset>
      </form>
    </Dialog>
  );
}
