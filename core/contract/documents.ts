import * as v from 'valibot';
import { documentPeriodSchema } from '../shop/documents';
import type { TaxDocument } from '../domain/tax-document';
import { addressOnTheWireSchema } from './addresses';
import { idParams, type RouteContract } from './route-contract';

const documentLineSchema = v.object({
  partNumber: v.nullable(v.string()),
  name: v.string(),
  quantity: v.number(),
  unitPrice: v.number(),
  rate: v.number(),
  net: v.number(),
  tax: v.number(),
  gross: v.number(),
});

export const taxDocumentSchema = v.object({
  _id: v.string(),
  kind: v.picklist(['invoice', 'credit-note']),
  number: v.string(),
  issuedAt: v.string(),
  orderId: v.string(),
  orderNumber: v.string(),
  seller: v.object({ name: v.string(), address: v.array(v.string()), vatNumber: v.string(), email: v.string() }),
  buyer: v.object({ name: v.string(), email: v.string(), company: v.nullable(v.string()), vatNumber: v.nullable(v.string()) }),
  invoiceAddress: v.nullable(addressOnTheWireSchema),
  deliveryAddress: v.nullable(addressOnTheWireSchema),
  lines: v.array(documentLineSchema),
  net: v.number(),
  tax: v.number(),
  gross: v.number(),
  reverseCharge: v.boolean(),
  paymentReference: v.nullable(v.string()),
  dueAt: v.nullable(v.string()),
  corrects: v.nullable(v.string()),
}) satisfies v.GenericSchema<TaxDocument>;

const sums = v.object({ count: v.number(), net: v.number(), tax: v.number(), gross: v.number() });

/** Invoices and credit notes: an order's, one as a PDF, and all of a period for the accountant. */
export const documentRoutes = {
  getTaxSettings: {
    method: 'GET',
    path: '/api/tax',
    doc: "`{ country, rate, countryRates, zeroRated }`: the shop's VAT as configured, for showing prices with it before an order is placed: its country and rate (a percentage), the rates of delivery countries with their own, and the part numbers sold without VAT. An order's VAT is worked out by the server when it is placed",
    access: 'public',
    cacheable: true,
    response: v.object({ country: v.string(), rate: v.number(), countryRates: v.record(v.string(), v.number()), zeroRated: v.array(v.string()) }),
  },
  listOrderDocuments: {
    method: 'GET',
    path: '/api/order/:id/documents',
    doc: "the order's invoices and credit notes, in the order they were issued (amounts in cents), to whoever may see the order (403 to anyone else, as the order): an invoice is issued when an order is paid by card, or shipped when bought on account",
    params: idParams,
    access: 'signed-in',
    response: v.array(taxDocumentSchema),
  },
  getDocumentFile: {
    method: 'GET',
    path: '/api/documents/:id/pdf',
    doc: '`{ fileName, pdf }`: the document as a PDF, in base64, the same bytes at every download, to whoever may see its order (404 to anyone else)',
    params: idParams,
    access: 'signed-in',
    response: v.object({ fileName: v.string(), pdf: v.string() }),
  },
  listDocuments: {
    method: 'GET',
    path: '/api/allDocuments',
    doc: '`{ documents, totals }`: the invoices and credit notes issued `from` one day `to` another (YYYY-MM-DD, UTC, both included), oldest first, only of `kind` (invoice, credit-note) when given; `totals` per kind: count, and net, VAT and gross in cents',
    query: documentPeriodSchema,
    access: 'admin',
    response: v.object({ documents: v.array(taxDocumentSchema), totals: v.object({ invoice: sums, 'credit-note': sums }) }),
  },
  exportDocuments: {
    method: 'GET',
    path: '/api/allDocuments/export',
    doc: '`{ fileName, csv }`: the same documents as CSV for the accountant, a row each (kind, number, issued, order, customer, company, VAT number, net, VAT, gross as 1234.50, reverse charge, the invoice a credit note corrects), then a row of totals per kind',
    query: documentPeriodSchema,
    access: 'admin',
    response: v.object({ fileName: v.string(), csv: v.string() }),
  },
} as const satisfies Record<string, RouteContract>;
