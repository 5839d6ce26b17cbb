import type { Id } from './ids';
import { unitPriceAt, type Pricing } from './volume-prices';

/** One line of an order: a snapshot of what was bought, kept as it was when ordered. */
export interface OrderLine {
  /** Null once the product is deleted from the catalogue; the line keeps its name and price. */
  productId: Id | null;
  /** The manufacturer's part number, where the product has one. */
  partNumber: string | null;
  name: string;
  /** Whole dollars for one unit when ordered. */
  unitPrice: number;
  quantity: number;
  /** Whole dollars: the unit price times the quantity. */
  lineTotal: number;
}

/** A line as ordered now from a product's price, at the volume price its quantity reaches. */
export function lineOf(product: Pricing & { _id: Id; name: string; partNumber?: string | null }, quantity: number): OrderLine {
  const unitPrice = unitPriceAt(product, quantity);
  return { productId: product._id, partNumber: product.partNumber ?? null, name: product.name, unitPrice, quantity, lineTotal: unitPrice * quantity };
}

/** Units across all lines. */
export const unitsOf = (lines: readonly Pick<OrderLine, 'quantity'>[]) => lines.reduce((units, line) => units + line.quantity, 0);

/** What all lines cost, in whole dollars. */
export const totalOf = (lines: readonly Pick<OrderLine, 'lineTotal'>[]) => lines.reduce((total, line) => total + line.lineTotal, 0);

/** How an order with these lines is named in one phrase: its product's name, or the first and how many more. */
export const headlineOf = (lines: readonly Pick<OrderLine, 'name'>[]) =>
  lines.length === 1 ? lines[0].name : `${lines[0].name} and ${lines.length - 1} more ${lines.length === 2 ? 'product' : 'products'}`;

/**
 * The order's summary fields, from its lines: a one-line order answers as the spec's one-product
 * order always has (its product's id and name, its quantity and total); an order of several lines
 * names no one product.
 */
export const summaryOf = (lines: readonly OrderLine[]) => ({
  productId: lines.length === 1 ? lines[0].productId : null,
  productName: headlineOf(lines),
  quantity: unitsOf(lines),
  totalPrice: totalOf(lines),
});

/** Units per product across the lines: what stock is taken and given back by. */
export function unitsByProduct(lines: readonly Pick<OrderLine, 'productId' | 'quantity'>[]): Map<Id, number> {
  const units = new Map<Id, number>();
  for (const line of lines) if (line.productId) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}
