/** How the admins' dashboard cuts sales over time: by day, by week (from Monday) or by month. */
export const figureSpans = ['day', 'week', 'month'] as const;
export type FigureSpan = (typeof figureSpans)[number];

/** How many of each span the dashboard shows, the current one last: a month of days, a quarter of weeks, a year of months. */
export const SPANS_SHOWN: Record<FigureSpan, number> = { day: 30, week: 13, month: 12 };

/** Products with fewer units than this in stock are low (LOW_STOCK_BELOW configures it). */
export const DEFAULT_LOW_STOCK_BELOW = 10;

/**
 * One UTC day's figures, amounts in cents. Sales are what was invoiced that day and refunds what
 * credit notes gave back, as the accountant counts them: an order paid by card is invoiced when
 * paid, one bought on account when shipped.
 */
export interface DayFigures {
  /** YYYY-MM-DD. */
  day: string;
  /** Orders placed that day (paid or not) and not deleted since. */
  ordersPlaced: number;
  invoices: number;
  invoicedNet: number;
  invoicedGross: number;
  creditNotes: number;
  creditedNet: number;
  creditedGross: number;
  /** Accounts opened that day and not removed since. */
  newCustomers: number;
}

export type Figures = Omit<DayFigures, 'day'>;

/** Some days of the dashboard's chart, both ends included (YYYY-MM-DD), with their figures added up. */
export interface SalesPoint extends Figures {
  start: string;
  end: string;
}

const NO_FIGURES: Figures = { ordersPlaced: 0, invoices: 0, invoicedNet: 0, invoicedGross: 0, creditNotes: 0, creditedNet: 0, creditedGross: 0, newCustomers: 0 };
const figureKeys = Object.keys(NO_FIGURES) as (keyof Figures)[];

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const dayAt = (day: string) => new Date(`${day}T00:00:00.000Z`);
const addDays = (day: string, days: number) => isoDay(new Date(dayAt(day).getTime() + days * DAY_MS));
/** The first day of the month `months` after (or before) the one of `day`. */
const monthStart = (day: string, months: number) => {
  const at = dayAt(day);
  return isoDay(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1)));
};

/** The first day of the span holding `day`: the day itself, its week's Monday, or its month's first. */
function spanStart(span: FigureSpan, day: string): string {
  if (span === 'day') return day;
  if (span === 'month') return monthStart(day, 0);
  // getUTCDay: Sunday 0, so Monday is 6 days back from a Sunday.
  return addDays(day, -((dayAt(day).getUTCDay() + 6) % 7));
}

/** The first day of the span after the one starting on `start`. */
const nextStart = (span: FigureSpan, start: string) => (span === 'day' ? addDays(start, 1) : span === 'week' ? addDays(start, 7) : monthStart(start, 1));

/** The spans the dashboard shows on `now` (UTC), oldest first, the one holding today last; each with no figures yet. */
export function spansUpTo(span: FigureSpan, now: Date): SalesPoint[] {
  let start = spanStart(span, isoDay(now));
  for (let i = 1; i < SPANS_SHOWN[span]; i++) start = spanStart(span, addDays(start, -1));
  const points: SalesPoint[] = [];
  for (let i = 0; i < SPANS_SHOWN[span]; i++) {
    const next = nextStart(span, start);
    points.push({ start, end: addDays(next, -1), ...NO_FIGURES });
    start = next;
  }
  return points;
}

/** Each day's figures added into the span that holds it; days outside every span are left out. */
export function addUpDays(spans: readonly SalesPoint[], days: readonly DayFigures[]): SalesPoint[] {
  const points = spans.map((point) => ({ ...point }));
  for (const day of days) {
    const point = points.find(({ start, end }) => start <= day.day && day.day <= end);
    if (point) for (const key of figureKeys) point[key] += day[key];
  }
  return points;
}

/** The figures of all the spans together. */
export const totalOf = (points: readonly Figures[]): Figures =>
  Object.fromEntries(figureKeys.map((key) => [key, points.reduce((sum, point) => sum + point[key], 0)])) as unknown as Figures;

/** Sales after refunds, without VAT, in cents. */
export const netSales = (figures: Pick<Figures, 'invoicedNet' | 'creditedNet'>) => figures.invoicedNet - figures.creditedNet;

/** What an invoice came to on average without VAT, in whole cents; 0 without invoices. */
export const averageInvoice = (figures: Pick<Figures, 'invoicedNet' | 'invoices'>) => (figures.invoices === 0 ? 0 : Math.round(figures.invoicedNet / figures.invoices));

/** A part's or a category's sales in the period: units and net of what credit notes gave back. */
export interface SoldFigures {
  units: number;
  /** Cents, without VAT. */
  net: number;
}

/** The dashboard's words: sales are invoiced amounts without VAT, days are UTC days. */
export const figureWords = {
  title: 'Shop figures',
  spans: { day: 'By day', week: 'By week', month: 'By month' } satisfies Record<FigureSpan, string>,
  period: (from: string, to: string) => `${from} to ${to} (UTC days)`,
  sales: 'Sales (ex VAT)',
  salesNote: 'Invoiced, less credit notes: paid by card when paid, on account when shipped',
  ordersPlaced: 'Orders placed',
  averageInvoice: 'Average invoice (ex VAT)',
  refunds: 'Refunded (inc. VAT)',
  creditNotes: (count: number) => `${count} credit ${count === 1 ? 'note' : 'notes'}`,
  newCustomers: 'New customers',
  toPack: 'Waiting to be packed',
  toPackNote: 'Paid, not yet shipped or cancelled',
  lowStock: (below: number) => `Low stock (under ${below} units)`,
  noLowStock: 'No product is low on stock',
  moreLowStock: (more: number) => `and ${more} more`,
  topProducts: 'Top products',
  topCategories: 'Top categories',
  noSales: 'Nothing sold in this period yet',
  noCategory: 'No category',
  notInCatalogue: 'No longer in the catalogue',
  chartLabel: (span: FigureSpan) => `Sales and refunds (ex VAT), ${figureWords.spans[span].toLowerCase()}`,
  chartSales: 'Sales',
  chartRefunds: 'Refunds',
  asTable: 'The figures as a table',
} as const;
