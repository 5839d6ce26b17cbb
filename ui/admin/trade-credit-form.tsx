import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { creditChangeSchema, creditWords, DEFAULT_TERMS_DAYS, MAX_CREDIT_LIMIT, MAX_TERMS_DAYS, type CreditTerms } from '../../core/domain/on-account';
import type { TradeAccount } from '../../core/domain/trade-account';
import { issuesByField, type Issues } from '../../core/domain/validation';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { formatPrice } from '../format';
import { useToastedAction } from '../hooks/use-toasted-action';
import { tradeKeys, useSetTradeCredit } from '../queries/trade';

/** What the toast says once the credit is saved. */
const savedWords = (company: string, credit: CreditTerms | null) =>
  credit ? `${company} may owe up to ${formatPrice(credit.limit)}, each order due in ${credit.termsDays} days` : `${company} pays by card now`;

/** An approved company's payment on account: what it has now, and a form to give, change or stop it, checked by the server's own schema. */
export function TradeCreditForm({ account }: { account: TradeAccount }) {
  const act = useToastedAction();
  const client = useQueryClient();
  const save = useSetTradeCredit();
  const form = useRef<HTMLFormElement>(null);
  const [limit, setLimit] = useState(account.credit ? String(account.credit.limit) : '');
  const [termsDays, setTermsDays] = useState(String(account.credit?.termsDays ?? DEFAULT_TERMS_DAYS));
  const [issues, setIssues] = useState<Issues>({});
  const [refusals, setRefusals] = useState(0);
  const busy = save.isPending;
  const stopping = busy && save.variables?.credit === null;

  // After each refused save, focus goes to the first field to correct.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const change = async (credit: CreditTerms | null) => {
    const saved = await act(() => save.mutateAsync({ id: account._id, credit }), savedWords(account.companyName, credit));
    // Refused when the account is no longer approved: the list is read again to show it as it is.
    if (!saved) void client.invalidateQueries({ queryKey: tradeKeys.list });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(creditChangeSchema, { credit: { limit, termsDays } });
    if (!parsed.success) {
      setIssues(issuesByField(parsed.issues));
      setRefusals((count) => count + 1);
      return;
    }
    setIssues({});
    void change(parsed.output.credit);
  };

  return (
    <div className="flex flex-col gap-3">
      <p>{creditWords(account.credit)}</p>
      <form ref={form} noValidate aria-label={`Payment on account for ${account.companyName}`} onSubmit={submit} className="flex flex-col gap-3">
        <div className="grid items-start gap-3 sm:grid-cols-2">
          <TextField
            label="Credit limit ($)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CREDIT_LIMIT}
            step={1}
            hint="Whole dollars the company may owe at once"
            value={limit}
            readOnly={busy}
            error={issues['credit.limit']}
            onChange={(event) => setLimit(event.target.value)}
          />
          <TextField
            label="Days to pay"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_TERMS_DAYS}
            step={1}
            hint="Each order is due this many days after it is placed"
            value={termsDays}
            readOnly={busy}
            error={issues['credit.termsDays']}
            onChange={(event) => setTermsDays(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" busy={busy && !stopping} disabled={stopping}>
            Save
          </Button>
          {account.credit && (
            <Button size="sm" variant="secondary" busy={stopping} disabled={busy && !stopping} onClick={() => void change(null)}>
              Stop payment on account
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
