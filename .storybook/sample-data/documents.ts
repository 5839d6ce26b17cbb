import type { Address } from '../../core/domain/address';
import type { Order } from '../../core/domain/order';
import { centsOf } from '../../core/domain/money';
import { taxedLine, totalsOf } from '../../core/domain/tax';
import { DEMO_SELLER, documentNumber, type DocumentLine, type NewDocument } from '../../core/domain/tax-document';
import { adminOrders } from './orders';

// Invoices and credit notes as the shop issues them, for the accountant's Invoices page. They are
// issued into a story's memory document store in that order (see issueSampleDocuments), which
// numbers them: INV-2026-000001 to 000003, CN-2026-000001, then INV-2026-000004.

/** A line of `quantity` units at `unitPrice` whole dollars, at `rate` percent VAT. */
export const line = (partNumber: string, name: string, quantity: number, unitPrice: number, rate: number): DocumentLine => ({
  partNumber,
  name,
  quantity,
  unitPrice: centsOf(unitPrice),
  ...taxedLine(centsOf(unitPrice * quantity), rate),
});

export const ukAddress = (recipient: string, company: string): Address => ({
  recipient,
  company,
  line1: '14 Canal Wharf',
  line2: '',
  city: 'Leeds',
  region: 'West Yorkshire',
  postcode: 'LS11 5PS',
  country: 'United Kingdom',
});

const germanAddress: Address = {
  recipient: 'Jonas Becker',
  company: 'Rheinland Werkzeughandel GmbH',
  line1: 'Industriestraße 12',
  line2: '',
  city: 'Köln',
  region: '',
  postcode: '50735',
  country: 'Germany',
};

interface Buyer {
  company: string | null;
  vatNumber: string | null;
  address: Address;
}

/** A document of `order`'s customer, issued at `issuedAt`, of these lines. */
export const documentOf = (kind: NewDocument['kind'], order: Order, issuedAt: string, buyer: Buyer, lines: DocumentLine[], more: Partial<NewDocument> = {}): NewDocument => ({
  kind,
  issuedAt,
  orderId: order._id,
  orderNumber: order.number,
  seller: DEMO_SELLER,
  buyer: { name: order.customerName, email: order.customerEmail, company: buyer.company, vatNumber: buyer.vatNumber },
  invoiceAddress: buyer.address,
  deliveryAddress: buyer.address,
  lines,
  ...totalsOf(lines),
  reverseCharge: false,
  paymentReference: order.transactionId,
  dueAt: null,
  corrects: null,
  ...more,
});

const hammers = (quantity: number) => line('HT-HMR-16', 'Claw Hammer 16 oz', quantity, 24, 20);

/** A company name as long as the trade form allows to be typed, on one line. */
export const longCompanyName = 'Northbridge Fabrication and Precision Engineering Services Limited (Sheffield Works)';

/** A customer buying for themselves, at 20% VAT: 4 hammers, $96.00 net, $19.20 VAT, $115.20 gross. */
export const hammerInvoice = documentOf('invoice', adminOrders[0], '2026-03-02T10:15:00.000Z', { company: null, vatNumber: null, address: ukAddress(adminOrders[0].customerName, '') }, [hammers(4)]);

/** A UK company with a long name, at 20% VAT: two lines, $528.00 net, $105.60 VAT, $633.60 gross. */
export const companyInvoice = documentOf('invoice', adminOrders[3], '2026-03-09T14:40:00.000Z', { company: longCompanyName, vatNumber: 'GB987654321', address: ukAddress(adminOrders[3].customerName, longCompanyName) }, [
  line('HT-DRL-18V', 'Cordless Hammer Drill 18V', 2, 189, 20),
  line('HT-TPM-8M', 'Tape Measure 8 m', 10, 15, 20),
]);

/** A VAT-registered company in Germany: reverse charge, no VAT, $695.00 net and gross. */
export const reverseChargeInvoice = documentOf('invoice', adminOrders[6], '2026-03-16T09:05:00.000Z', { company: 'Rheinland Werkzeughandel GmbH', vatNumber: 'DE811907980', address: germanAddress }, [
  line('HT-GRD-230', 'Angle Grinder 230 mm', 5, 139, 0),
], { reverseCharge: true });

/** One of the first invoice's hammers given back: $24.00 net, $4.80 VAT, $28.80 gross. */
export const hammerCreditNote = documentOf('credit-note', adminOrders[0], '2026-03-20T16:30:00.000Z', { company: null, vatNumber: null, address: ukAddress(adminOrders[0].customerName, '') }, [hammers(1)], {
  corrects: documentNumber('invoice', 2026, 1),
});

/** Issued in April: outside a March period. */
export const aprilInvoice = documentOf('invoice', adminOrders[9], '2026-04-02T11:00:00.000Z', { company: null, vatNumber: null, address: ukAddress(adminOrders[9].customerName, '') }, [
  line('HT-DRL-18V', 'Cordless Hammer Drill 18V', 1, 189, 20),
]);

/** Every sample document, oldest first: three invoices and a credit note in March 2026, an invoice in April. */
export const sampleDocuments: NewDocument[] = [hammerInvoice, companyInvoice, reverseChargeInvoice, hammerCreditNote, aprilInvoice];

/** The numbers the store gives them, in the same order. */
export const sampleDocumentNumbers = ['INV-2026-000001', 'INV-2026-000002', 'INV-2026-000003', 'CN-2026-000001', 'INV-2026-000004'] as const;

/** Issues documents, in order, into a story shop's memory document store. */
export async function issueSampleDocuments(store: { issue(document: NewDocument): Promise<unknown> }, documents: readonly NewDocument[] = sampleDocuments) {
  for (const document of documents) await store.issue(document);
}
