import * as v from 'valibot';
import { addUpDays, DEFAULT_LOW_STOCK_BELOW, figureSpans, spansUpTo, totalOf, type FigureSpan, type Figures, type SalesPoint } from '../domain/shop-figures';
import type { LowStockProduct, ShopFiguresReader, SoldCategory, SoldPart } from '../ports/driven/shop-figures-reader';

/** What the dashboard asks for: sales cut by day (the default), week or month. */
export const shopFiguresQuerySchema = v.object({
  by: v.optional(v.picklist(figureSpans, 'Cut sales by day, week or month'), 'day'),
});

/** How many products, categories and low-stock products the dashboard lists. */
export const FIGURES_LISTED = 10;

/** The admins' dashboard: sales over time, what waits to be packed, what sells most, what runs low. */
export interface ShopFiguresAnswer {
  by: FigureSpan;
  /** The period shown, UTC days, both included. */
  from: string;
  to: string;
  points: SalesPoint[];
  totals: Figures;
  toPack: number;
  lowStock: { below: number; count: number; products: LowStockProduct[] };
  topProducts: SoldPart[];
  topCategories: SoldCategory[];
}

/** The admins' figures, read from the running totals the data keeps (never worked out from every order). */
export class ShopFigures {
  constructor(
    private readonly reader: ShopFiguresReader,
    private readonly now: () => Date = () => new Date(),
    private readonly lowStockBelow = DEFAULT_LOW_STOCK_BELOW,
  ) {}

  async dashboard(by: FigureSpan): Promise<ShopFiguresAnswer> {
    const spans = spansUpTo(by, this.now());
    const from = spans[0].start;
    const to = spans[spans.length - 1].end;
    const [days, topProducts, topCategories, toPack, lowStock] = await Promise.all([
      this.reader.days(from, to),
      this.reader.topParts(from, to, FIGURES_LISTED),
      this.reader.topCategories(from, to, FIGURES_LISTED),
      this.reader.toPack(),
      this.reader.lowStock(this.lowStockBelow, FIGURES_LISTED),
    ]);
    const points = addUpDays(spans, days);
    return { by, from, to, points, totals: totalOf(points), toPack, lowStock: { below: this.lowStockBelow, ...lowStock }, topProducts, topCategories };
  }
}
