import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { DayFigures } from '../domain/shop-figures';
import type { ShopFiguresReader } from '../ports/driven/shop-figures-reader';
import { FIGURES_LISTED, ShopFigures, shopFiguresQuerySchema } from './shop-figures';

const NOW = new Date('2026-03-04T12:00:00Z');
const day = (date: string, invoicedNet: number): DayFigures => ({ day: date, ordersPlaced: 1, invoices: 1, invoicedNet, invoicedGross: invoicedNet, creditNotes: 0, creditedNet: 0, creditedGross: 0, newCustomers: 0 });

/** A reader that answers fixed figures and notes what it was asked. */
function recordingReader() {
  const asked: unknown[][] = [];
  const reader: ShopFiguresReader = {
    days: async (...args) => (asked.push(['days', ...args]), [day('2026-03-01', 500), day('2026-03-04', 700)]),
    topParts: async (...args) => (asked.push(['topParts', ...args]), [{ partNumber: 'HT-1', name: 'Vice', units: 2, net: 1200 }]),
    topCategories: async (...args) => (asked.push(['topCategories', ...args]), []),
    toPack: async () => (asked.push(['toPack']), 3),
    lowStock: async (...args) => (asked.push(['lowStock', ...args]), { count: 12, products: [] }),
  };
  return { reader, asked };
}

describe("the admins' dashboard", () => {
  it('asks the reader for the whole period shown and the lists at their length, and adds the days into the spans', async () => {
    const { reader, asked } = recordingReader();
    const answer = await new ShopFigures(reader, () => NOW, 7).dashboard('week');
    expect(answer).toMatchObject({ by: 'week', from: '2025-12-08', to: '2026-03-08', toPack: 3, lowStock: { below: 7, count: 12, products: [] }, topProducts: [{ partNumber: 'HT-1' }], topCategories: [] });
    expect(asked).toEqual([
      ['days', '2025-12-08', '2026-03-08'],
      ['topParts', '2025-12-08', '2026-03-08', FIGURES_LISTED],
      ['topCategories', '2025-12-08', '2026-03-08', FIGURES_LISTED],
      ['toPack'],
      ['lowStock', 7, FIGURES_LISTED],
    ]);
    expect(FIGURES_LISTED).toBe(10);
    expect(answer.points).toHaveLength(13);
    expect(answer.points.at(-1)).toMatchObject({ start: '2026-03-02', invoicedNet: 700 });
    expect(answer.points.at(-2)).toMatchObject({ start: '2026-02-23', invoicedNet: 500 });
    expect(answer.totals).toMatchObject({ invoices: 2, invoicedNet: 1200, ordersPlaced: 2 });
  });

  it("reads today by the real clock and counts low stock under 10 units unless told otherwise", async () => {
    const { reader, asked } = recordingReader();
    const answer = await new ShopFigures(reader).dashboard('day');
    const today = new Date().toISOString().slice(0, 10);
    expect(answer.to).toBe(today);
    expect(answer.lowStock.below).toBe(10);
    expect(asked.at(-1)).toEqual(['lowStock', 10, FIGURES_LISTED]);
  });

  it('cuts by day unless asked otherwise, and refuses another cut in words', () => {
    expect(v.parse(shopFiguresQuerySchema, {})).toEqual({ by: 'day' });
    expect(v.parse(shopFiguresQuerySchema, { by: 'month' })).toEqual({ by: 'month' });
    const refused = v.safeParse(shopFiguresQuerySchema, { by: 'year' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0].message).toBe('Cut sales by day, week or month');
  });
});
