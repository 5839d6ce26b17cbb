import type { DayFigures } from '../../core/domain/shop-figures';
import type { Order } from '../../core/domain/order';
import type { Product } from '../../core/domain/product';
import type { TaxDocument } from '../../core/domain/tax-document';
import type { Category } from '../../core/domain/category';
import type { ShopFiguresReader, SoldCategory, SoldPart } from '../../core/ports/driven/shop-figures-reader';

/** What the memory shop's figures are worked out from, each time they are asked for. */
export interface FiguresSources {
  everyOrder(): Order[];
  /** Orders in one of the admins' views (the dashboard counts the to-ship one). */
  countIn(filter: 'to-ship'): number;
  everyDocument(): TaxDocument[];
  openedAt(): string[];
  everyProduct(): Product[];
  categories(): Promise<Category[]>;
}

const dayOf = (at: string) => new Date(at).toISOString().slice(0, 10);
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** A part as the database's totals key it: its upper-cased part number, or '#' and its name without one. */
const partKey = (line: { partNumber: string | null; name: string }) => (line.partNumber === null ? `#${line.name.toLowerCase()}` : line.partNumber.toUpperCase());

/**
 * The dashboard's figures worked out from everything the memory shop keeps, as the database's
 * running totals count them (migration 0035): for tests and Storybook, where the data is small.
 */
export class MemoryShopFiguresReader implements ShopFiguresReader {
  constructor(private readonly sources: FiguresSources) {}

  async days(from: string, to: string): Promise<DayFigures[]> {
    const days = new Map<string, DayFigures>();
    const dayFor = (day: string) => {
      let figures = days.get(day);
      if (!figures) days.set(day, (figures = { day, ordersPlaced: 0, invoices: 0, invoicedNet: 0, invoicedGross: 0, creditNotes: 0, creditedNet: 0, creditedGross: 0, newCustomers: 0 }));
      return figures;
    };
    for (const order of this.sources.everyOrder()) dayFor(dayOf(order.placedAt)).ordersPlaced += 1;
    for (const at of this.sources.openedAt()) dayFor(dayOf(at)).newCustomers += 1;
    for (const document of this.sources.everyDocument()) {
      const figures = dayFor(dayOf(document.issuedAt));
      if (document.kind === 'invoice') {
        figures.invoices += 1;
        figures.invoicedNet += document.net;
        figures.invoicedGross += document.gross;
      } else {
        figures.creditNotes += 1;
        figures.creditedNet += document.net;
        figures.creditedGross += document.gross;
      }
    }
    return [...days.values()].filter(({ day }) => from <= day && day <= to).sort((a, b) => byCode(a.day, b.day));
  }

  /** Each part's units and net in the period, by its key, named as last sold. */
  private partsSold(from: string, to: string) {
    const parts = new Map<string, SoldPart & { key: string }>();
    const documents = this.sources.everyDocument().filter((document) => from <= dayOf(document.issuedAt) && dayOf(document.issuedAt) <= to);
    for (const document of documents.sort((a, b) => Date.parse(a.issuedAt) - Date.parse(b.issuedAt))) {
      const sign = document.kind === 'invoice' ? 1 : -1;
      for (const line of document.lines) {
        const key = partKey(line);
        const part = parts.get(key) ?? { key, partNumber: line.partNumber, name: line.name, units: 0, net: 0 };
        parts.set(key, { ...part, partNumber: line.partNumber ?? part.partNumber, name: line.name, units: part.units + sign * line.quantity, net: part.net + sign * line.net });
      }
    }
    return [...parts.values()];
  }

  async topParts(from: string, to: string, limit: number): Promise<SoldPart[]> {
    return this.partsSold(from, to)
      .filter((part) => part.net > 0)
      .sort((a, b) => b.net - a.net || byCode(a.key, b.key))
      .slice(0, limit)
      .map(({ partNumber, name, units, net }) => ({ partNumber, name, units, net }));
  }

  async topCategories(from: string, to: string, limit: number): Promise<SoldCategory[]> {
    const products = new Map(this.sources.everyProduct().map((product) => [product.partNumber.toUpperCase(), product]));
    const names = new Map((await this.sources.categories()).map((category) => [category._id, category.name]));
    const categories = new Map<string, SoldCategory>();
    for (const part of this.partsSold(from, to)) {
      const product = products.get(part.key);
      const categoryId = product?.categoryId ?? null;
      const key = `${categoryId}:${product === undefined}`;
      const sold = categories.get(key) ?? { categoryId, name: categoryId === null ? null : (names.get(categoryId) ?? null), notInCatalogue: product === undefined, units: 0, net: 0 };
      categories.set(key, { ...sold, units: sold.units + part.units, net: sold.net + part.net });
    }
    return [...categories.values()]
      .filter((category) => category.net > 0)
      .sort((a, b) => b.net - a.net || (a.name === null ? 1 : b.name === null ? -1 : byCode(a.name, b.name)))
      .slice(0, limit);
  }

  async toPack() {
    return this.sources.countIn('to-ship');
  }

  async lowStock(below: number, limit: number) {
    const low = this.sources
      .everyProduct()
      .filter((product) => product.stock < below)
      .sort((a, b) => a.stock - b.stock || byCode(a.name, b.name) || byCode(a._id, b._id));
    return { count: low.length, products: low.slice(0, limit).map((product) => ({ productId: product._id, name: product.name, partNumber: product.partNumber, stock: product.stock })) };
  }
}
