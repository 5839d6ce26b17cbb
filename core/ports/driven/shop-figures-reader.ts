import type { DayFigures, SoldFigures } from '../../domain/shop-figures';

/** A part as sold: by its part number (by its name on lines without one), named as last sold. */
export interface SoldPart extends SoldFigures {
  partNumber: string | null;
  name: string;
}

/** A category's parts as sold, by the category the part is in now: null for parts in none, or no longer in the catalogue. */
export interface SoldCategory extends SoldFigures {
  categoryId: string | null;
  /** The category's name; null with `categoryId`. */
  name: string | null;
  /** Whether the parts without a category are gone from the catalogue (rather than in no category). */
  notInCatalogue: boolean;
}

export interface LowStockProduct {
  productId: string;
  name: string;
  partNumber: string;
  stock: number;
}

/**
 * The admins' dashboard figures, read without scanning the orders: the database keeps them as
 * running totals, changed in the transactions that issue documents, place or delete orders and
 * open or remove accounts. Days are UTC days, `from` and `to` included (YYYY-MM-DD).
 */
export interface ShopFiguresReader {
  /** The days of the period with anything to count, oldest first. */
  days(from: string, to: string): Promise<DayFigures[]>;
  /** The parts that sold most in the period by net sales (invoiced less credited), at most `limit`; a database may answer them up to half a minute old. */
  topParts(from: string, to: string, limit: number): Promise<SoldPart[]>;
  /** The same by the category each part is in now. */
  topCategories(from: string, to: string, limit: number): Promise<SoldCategory[]>;
  /** Orders paid and neither shipped nor cancelled. */
  toPack(): Promise<number>;
  /** How many products have fewer than `below` units, and the `limit` with fewest (then by name). */
  lowStock(below: number, limit: number): Promise<{ count: number; products: LowStockProduct[] }>;
}
