import type { DocumentKind } from '../../core/domain/tax-document';

/**
 * The Invoices page as its address holds it: the period and the kind, so that a link shows the
 * same view. A missing day is the current month's (see `periodOf`); no kind is both.
 */
export interface InvoicesSearch {
  from?: string;
  to?: string;
  kind?: DocumentKind;
}

/** The period and kind shown: every part given, the defaults filled in. */
export interface InvoicesPeriod {
  from: string;
  to: string;
  kind?: DocumentKind;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const kinds: readonly string[] = ['invoice', 'credit-note'] satisfies DocumentKind[];

const dayOf = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);

/**
 * The address bar's parameters read leniently: a day not written as YYYY-MM-DD, or an unknown
 * kind, is left out (the default shows instead). Two days in the wrong order are kept: the shop
 * says why it cannot list them.
 */
export function invoicesSearchOf(search: Record<string, unknown>): InvoicesSearch {
  const from = dayOf(search.from);
  const to = dayOf(search.to);
  const kind = typeof search.kind === 'string' && kinds.includes(search.kind) ? (search.kind as DocumentKind) : undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(kind ? { kind } : {}) };
}

/** Today as a UTC day, YYYY-MM-DD. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** What is shown for a search: a missing first day is the first of the current month, a missing last day today (UTC). */
export function periodOf(search: InvoicesSearch, now = new Date()): InvoicesPeriod {
  const today = utcDay(now);
  return { from: search.from ?? `${today.slice(0, 8)}01`, to: search.to ?? today, ...(search.kind ? { kind: search.kind } : {}) };
}
