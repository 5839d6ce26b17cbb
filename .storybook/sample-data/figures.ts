import type { NewDocument } from '../../core/domain/tax-document';
import type { CatalogueProduct } from '../../core/domain/product';
import { sampleProducts } from './catalogue';
import { documentOf, line, ukAddress } from './documents';
import { adminOrders } from './orders';

// A year of the shop's invoices and credit notes up to the dashboard stories' day, for the
// admins' figures: issued into a story's memory document store, they are what the dashboard reads.

/** The day the dashboard stories are shown on: its spans end here. */
export const FIGURES_NOW = '2026-03-31T15:00:00.000Z';

const DAY_MS = 86_400_000;
const at = (daysBefore: number) => new Date(Date.parse(FIGURES_NOW) - daysBefore * DAY_MS - 3_600_000).toISOString();

/** A part that is no longer in the catalogue, with a name as long as a line carries. */
export const retiredPart = { partNumber: 'HT-RET-0001', name: 'Heavy-duty adjustable pipe threading die head set with ratchet handle and six metric dies (discontinued)' };

/** Units of a sample product on a line, at its price and 20% VAT. */
const of = (product: CatalogueProduct, quantity: number) => line(product.partNumber, product.name, quantity, product.price, 20);

const buyerOf = (i: number) => ({ company: null, vatNumber: null, address: ukAddress(adminOrders[i % adminOrders.length].customerName, '') });

/**
 * An invoice every four days or so for a year, of one to three sample products (the first ones
 * most often), the retired part now and then, and a credit note for one unit of every seventh.
 */
export const figureDocuments: NewDocument[] = Array.from({ length: 90 }, (_, i) => i).flatMap((i) => {
  const order = adminOrders[i % adminOrders.length];
  const lines = [of(sampleProducts[i % 3], 1 + (i % 4)), ...(i % 2 === 0 ? [of(sampleProducts[3 + (i % 5)], 2)] : []), ...(i % 9 === 0 ? [line(retiredPart.partNumber, retiredPart.name, 1, 180, 20)] : [])];
  const invoice = documentOf('invoice', order, at(i * 4), buyerOf(i), lines);
  return i % 7 === 3 ? [invoice, documentOf('credit-note', order, at(i * 4 - 1), buyerOf(i), [of(sampleProducts[i % 3], 1)])] : [invoice];
});

/** The sample catalogue with some products running low: none left of one, a few of others. */
export const lowStockProducts: CatalogueProduct[] = sampleProducts.map((product, i) => (i % 4 === 1 ? { ...product, stock: [0, 3, 7][(i - 1) / 4] } : product));

/** The sample catalogue with plenty of everything. */
export const wellStockedProducts: CatalogueProduct[] = sampleProducts.map((product) => ({ ...product, stock: Math.max(product.stock, 50) }));
