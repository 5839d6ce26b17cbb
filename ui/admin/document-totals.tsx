import { useId } from 'react';
import { formatCents } from '../../core/domain/money';
import type { DocumentKind } from '../../core/domain/tax-document';
import type { DocumentTotals } from '../../core/domain/document-rows';
import { formatCounted } from '../format';

const kindTitles: Record<DocumentKind, string> = { invoice: 'Invoices', 'credit-note': 'Credit notes' };
const counted: Record<DocumentKind, [string, string]> = { invoice: ['invoice', 'invoices'], 'credit-note': ['credit note', 'credit notes'] };

/** One kind's totals: how many were issued, and their net, VAT and gross. */
function KindTotals({ kind, sums }: { kind: DocumentKind; sums: DocumentTotals[DocumentKind] }) {
  const headingId = useId();
  const figures = [
    ['Net', sums.net],
    ['VAT', sums.tax],
    ['Gross', sums.gross],
  ] as const;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="font-bold text-ink">
          {kindTitles[kind]}
        </h3>
        <p className="text-sm text-muted">{formatCounted(sums.count, ...counted[kind])}</p>
      </div>
      <dl className="grid grid-cols-3 gap-x-4 gap-y-1 text-sm">
        {figures.map(([label, cents]) => (
          <div key={label} className="flex min-w-0 flex-col">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className={label === 'Gross' ? 'font-semibold wrap-anywhere tabular-nums' : 'wrap-anywhere tabular-nums'}>{formatCents(cents)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The period's totals of the kinds shown, each apart: a credit note is not taken off the invoices. */
export function DocumentTotalsPanel({ totals, kinds }: { totals: DocumentTotals; kinds: readonly DocumentKind[] }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {kinds.map((kind) => (
        <KindTotals key={kind} kind={kind} sums={totals[kind]} />
      ))}
    </div>
  );
}
