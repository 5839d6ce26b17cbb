import * as v from 'valibot';
import { shopFiguresQuerySchema, type ShopFiguresAnswer } from '../shop/shop-figures';
import { figureSpans } from '../domain/shop-figures';
import type { RouteContract } from './route-contract';

const figures = {
  ordersPlaced: v.number(),
  invoices: v.number(),
  invoicedNet: v.number(),
  invoicedGross: v.number(),
  creditNotes: v.number(),
  creditedNet: v.number(),
  creditedGross: v.number(),
  newCustomers: v.number(),
};
const sold = { units: v.number(), net: v.number() };

export const shopFiguresSchema = v.object({
  by: v.picklist(figureSpans),
  from: v.string(),
  to: v.string(),
  points: v.array(v.object({ start: v.string(), end: v.string(), ...figures })),
  totals: v.object(figures),
  toPack: v.number(),
  lowStock: v.object({
    below: v.number(),
    count: v.number(),
    products: v.array(v.object({ productId: v.string(), name: v.string(), partNumber: v.string(), stock: v.number() })),
  }),
  topProducts: v.array(v.object({ partNumber: v.nullable(v.string()), name: v.string(), ...sold })),
  topCategories: v.array(v.object({ categoryId: v.nullable(v.string()), name: v.nullable(v.string()), notInCatalogue: v.boolean(), ...sold })),
}) satisfies v.GenericSchema<ShopFiguresAnswer>;

/** The admins' dashboard. */
export const shopFiguresRoutes = {
  getShopFigures: {
    method: 'GET',
    path: '/api/figures',
    doc: "the admins' dashboard: sales cut `by` day (the last 30, the default), week (13, from Monday) or month (12), the current one last, UTC days: each span's orders placed, invoices and credit notes with their net and gross in cents, and new customers, with the period's totals; orders waiting to be packed; the products with fewest units under LOW_STOCK_BELOW and how many there are; the period's ten top products (by part number) and categories by sales less refunds without VAT. Read from running totals, never from every order",
    query: shopFiguresQuerySchema,
    access: 'admin',
    response: shopFiguresSchema,
  },
} as const satisfies Record<string, RouteContract>;
