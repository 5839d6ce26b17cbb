import type { TaxDocument } from './tax-document';

/** Cents as a spreadsheet reads an amount: 1234.50, a point and two decimals, no currency sign. */
const amount = (cents: number) => (cents / 100).toFixed(2);

const kindWords = { invoice: 'Invoice', 'credit-note': 'Credit note' } as const;

export const DOCUMENT_COLUMNS = ['Kind', 'Number', 'Issued (UTC)', 'Order', 'Customer', 'Company', 'VAT number', 'Net', 'VAT', 'Gross', 'Reverse charge', 'Corrects'] as const;

/** What a period's documents come to, per kind, in cents. */
export type DocumentTotals = Record<TaxDocument['kind'], { count: number; net: number; tax: number; gross: number }>;

/**
 * The rows of the accountant's export: the header, a row per document (amounts as issued, a credit
 * note's as positive amounts given back), then a row of totals per kind: the same figures as the
 * Invoices page and the PDFs, to the cent.
 */
export function documentRows({ documents, totals }: { documents: readonly TaxDocument[]; totals: DocumentTotals }): string[][] {
  const rows = documents.map((document) => [
    kindWords[document.kind],
    document.number,
    document.issuedAt.slice(0, 19).replace('T', ' '),
    document.orderNumber,
    document.buyer.name,
    document.buyer.company ?? '',
    document.buyer.vatNumber ?? '',
    amount(document.net),
    amount(document.tax),
    amount(document.gross),
    document.reverseCharge ? 'yes' : 'no',
    document.corrects ?? '',
  ]);
  const named = { invoice: ['invoice', 'invoices'], 'credit-note': ['credit note', 'credit notes'] } as const;
  const sums = (['invoice', 'credit-note'] as const).map((kind) => {
    const { count, net, tax, gross } = totals[kind];
    return [`Total of ${count} ${named[kind][count === 1 ? 0 : 1]}`, '', '', '', '', '', '', amount(net), amount(tax), amount(gross), '', ''];
  });
  return [[...DOCUMENT_COLUMNS], ...rows, ...sums];
}
