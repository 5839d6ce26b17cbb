import type { Address } from './address';
import type { Id } from './ids';

/** The two documents the shop issues: an invoice when an order is paid (or shipped on account), a credit note when money goes back. */
export type DocumentKind = 'invoice' | 'credit-note';

const prefixes: Record<DocumentKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

/** A document's number: its kind, the year of its sequence, and its place in that year's sequence (INV-2026-000123). */
export const documentNumber = (kind: DocumentKind, year: number, seq: number) => `${prefixes[kind]}-${year}-${String(seq).padStart(6, '0')}`;

/** Who sells, as every document names them: from the shop's configuration. */
export interface Seller {
  name: string;
  /** The address, a line each. */
  address: string[];
  vatNumber: string;
  email: string;
}

/** The seller of the shop's embedded defaults (SELLER_NAME, SELLER_ADDRESS, SELLER_VAT_NUMBER set a real one). */
export const DEMO_SELLER: Seller = {
  name: 'Hartwell Tools Ltd',
  address: ['Unit 7, Furnace Park', 'Sheffield S3 8NX', 'United Kingdom'],
  vatNumber: 'GB123456789',
  email: 'shop@hartwell.example',
};

/** One line of a document, amounts in cents: what was bought (or given back), net, VAT and gross. */
export interface DocumentLine {
  partNumber: string | null;
  name: string;
  quantity: number;
  /** Cents, without VAT. */
  unitPrice: number;
  /** Percent. */
  rate: number;
  net: number;
  tax: number;
  gross: number;
}

/**
 * An invoice or a credit note as it was issued: everything its PDF prints, kept so that the
 * document never changes, whatever later happens to the order, the customer or the shop's settings.
 */
export interface TaxDocument {
  _id: Id;
  kind: DocumentKind;
  number: string;
  /** ISO 8601. */
  issuedAt: string;
  orderId: Id;
  orderNumber: string;
  seller: Seller;
  buyer: { name: string; email: string; company: string | null; vatNumber: string | null };
  invoiceAddress: Address | null;
  deliveryAddress: Address | null;
  lines: DocumentLine[];
  net: number;
  tax: number;
  gross: number;
  /** No VAT charged: the buyer accounts for it (a VAT-registered company abroad). */
  reverseCharge: boolean;
  /** The card payment's id, or the bank's reference of a payment on account. */
  paymentReference: string | null;
  /** When an order bought on account is to be paid (ISO 8601); null when paid already. */
  dueAt: string | null;
  /** A credit note's invoice: the number of the invoice it corrects. */
  corrects: string | null;
}

/** A document as the shop issues it: everything but its number and id, which the store gives it. */
export type NewDocument = Omit<TaxDocument, '_id' | 'number'>;
