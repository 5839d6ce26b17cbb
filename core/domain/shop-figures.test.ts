import { describe, expect, it } from 'vitest';
import { addUpDays, averageInvoice, figureWords, netSales, spansUpTo, totalOf, type DayFigures } from './shop-figures';

const day = (date: string, figures: Partial<DayFigures> = {}): DayFigures => ({
  day: date,
  ordersPlaced: 0,
  invoices: 0,
  invoicedNet: 0,
  invoicedGross: 0,
  creditNotes: 0,
  creditedNet: 0,
  creditedGross: 0,
  newCustomers: 0,
  ...figures,
});
const ends = (points: { start: string; end: string }[]) => points.map(({ start, end }) => `${start}..${end}`);

describe('the spans the dashboard shows', () => {
  // A Wednesday, late in the UTC day.
  const now = new Date('2026-03-04T23:30:00Z');

  it('are the last 30 days by day, today last, each a day long', () => {
    const points = spansUpTo('day', now);
    expect(points).toHaveLength(30);
    expect(points[0]).toMatchObject({ start: '2026-02-03', end: '2026-02-03' });
    expect(points.at(-1)).toMatchObject({ start: '2026-03-04', end: '2026-03-04' });
    // Across the end of February.
    expect(ends(points.slice(24, 27))).toEqual(['2026-02-27..2026-02-27', '2026-02-28..2026-02-28', '2026-03-01..2026-03-01']);
  });

  it('are 13 weeks from Monday to Sunday by week, the one holding today last', () => {
    const points = spansUpTo('week', now);
    expect(points).toHaveLength(13);
    expect(points.at(-1)).toMatchObject({ start: '2026-03-02', end: '2026-03-08' });
    expect(points[0]).toMatchObject({ start: '2025-12-08', end: '2025-12-14' });
    // A Sunday belongs to the week that began the Monday before; a Monday starts its own.
    expect(spansUpTo('week', new Date('2026-03-08T12:00:00Z')).at(-1)).toMatchObject({ start: '2026-03-02', end: '2026-03-08' });
    expect(spansUpTo('week', new Date('2026-03-09T00:00:00Z')).at(-1)).toMatchObject({ start: '2026-03-09', end: '2026-03-15' });
  });

  it('are 12 whole months by month, across a year, each ending on its last day', () => {
    const points = spansUpTo('month', now);
    expect(points).toHaveLength(12);
    expect(points[0]).toMatchObject({ start: '2025-04-01', end: '2025-04-30' });
    expect(ends(points.slice(-3))).toEqual(['2026-01-01..2026-01-31', '2026-02-01..2026-02-28', '2026-03-01..2026-03-31']);
    // A leap year's February.
    expect(spansUpTo('month', new Date('2028-02-10T00:00:00Z')).at(-1)).toMatchObject({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('start with nothing counted', () => {
    expect(totalOf(spansUpTo('week', now))).toEqual({ ordersPlaced: 0, invoices: 0, invoicedNet: 0, invoicedGross: 0, creditNotes: 0, creditedNet: 0, creditedGross: 0, newCustomers: 0 });
  });
});

describe('adding days up', () => {
  it('adds each figure of a day into the span holding it, both ends included, and leaves out days outside every span', () => {
    const weeks = spansUpTo('week', new Date('2026-03-04T12:00:00Z'));
    const days = [
      day('2026-03-02', { ordersPlaced: 1, invoices: 1, invoicedNet: 1000, invoicedGross: 1200, newCustomers: 2 }),
      day('2026-03-08', { ordersPlaced: 2, creditNotes: 1, creditedNet: 500, creditedGross: 600 }),
      day('2026-03-01', { ordersPlaced: 4, invoices: 3, invoicedNet: 7, invoicedGross: 8, creditNotes: 5, creditedNet: 6, creditedGross: 9, newCustomers: 10 }),
      day('2025-12-07', { ordersPlaced: 100 }),
      day('2026-03-09', { ordersPlaced: 100 }),
    ];
    const points = addUpDays(weeks, days);
    expect(points.at(-1)).toEqual({ start: '2026-03-02', end: '2026-03-08', ordersPlaced: 3, invoices: 1, invoicedNet: 1000, invoicedGross: 1200, creditNotes: 1, creditedNet: 500, creditedGross: 600, newCustomers: 2 });
    expect(points.at(-2)).toEqual({ start: '2026-02-23', end: '2026-03-01', ordersPlaced: 4, invoices: 3, invoicedNet: 7, invoicedGross: 8, creditNotes: 5, creditedNet: 6, creditedGross: 9, newCustomers: 10 });
    expect(totalOf(points)).toEqual({ ordersPlaced: 7, invoices: 4, invoicedNet: 1007, invoicedGross: 1208, creditNotes: 6, creditedNet: 506, creditedGross: 609, newCustomers: 12 });
    // The spans given are left as they were.
    expect(totalOf(weeks).ordersPlaced).toBe(0);
  });
});

describe('derived figures', () => {
  it('net sales are invoiced less credited, without VAT', () => {
    expect(netSales({ invoicedNet: 19_200, creditedNet: 3_600 })).toBe(15_600);
  });

  it('an average invoice is rounded to the cent, and none without invoices', () => {
    expect(averageInvoice({ invoicedNet: 1000, invoices: 3 })).toBe(333);
    expect(averageInvoice({ invoicedNet: 2000, invoices: 3 })).toBe(667);
    expect(averageInvoice({ invoicedNet: 0, invoices: 0 })).toBe(0);
  });

  it('words count credit notes and name the period and the chart', () => {
    expect(figureWords.creditNotes(1)).toBe('1 credit note');
    expect(figureWords.creditNotes(2)).toBe('2 credit notes');
    expect(figureWords.period('2026-02-03', '2026-03-04')).toBe('2026-02-03 to 2026-03-04 (UTC days)');
    expect(figureWords.chartLabel('week')).toBe('Sales and refunds (ex VAT), by week');
    expect(figureWords.lowStock(10)).toBe('Low stock (under 10 units)');
    expect(figureWords.moreLowStock(4)).toBe('and 4 more');
  });
});
