import { describe, expect, it } from 'vitest';
import type { DocumentKind, TaxDocument } from '../../core/domain/tax-document';
import type { DocumentStore, NewDocument } from '../../core/ports/driven/document-store';

export interface DocumentStoreHarness {
  documents: DocumentStore;
  /** A new order's id, that documents can be issued for (the databases keep documents of orders they hold). */
  order(): Promise<string>;
}

// The store is shared by the suite and never emptied: each test numbers in years of its own, far
// from any year the shop's other suites issue in, and reads only its own orders and periods.
let nextYear = 2201;
/** Years no other test of this run issues in: `count` of them, one after another. */
export const freshYears = (count = 1) => {
  const first = nextYear;
  nextYear += count;
  return first;
};

/** A document as the shop would issue it; `at` is its issuedAt (ISO 8601). */
export const newDocument = (orderId: string, at: string, kind: DocumentKind = 'invoice', net = 10_000): NewDocument => {
  const tax = Math.round(net * 0.2);
  return {
    kind,
    issuedAt: at,
    orderId,
    orderNumber: `HT-${orderId.slice(0, 6)}`,
    seller: { name: 'Hartley Tools Ltd', address: ['1 Forge Row', 'Sheffield S1 2AB'], vatNumber: 'GB123456789', email: 'accounts@hartley.example' },
    buyer: { name: 'Bea Buyer', email: 'bea@example.com', company: 'Acme', vatNumber: null },
    invoiceAddress: { recipient: 'Accounts', company: 'Acme', line1: '1 Mill Lane', line2: '', city: 'Leeds', region: '', postcode: 'LS1 1AA', country: 'United Kingdom' },
    deliveryAddress: { recipient: 'Bea Buyer', company: 'Acme', line1: '2 Mill Lane', line2: 'Unit 4', city: 'Leeds', region: '', postcode: 'LS1 1AB', country: 'United Kingdom' },
    lines: [{ partNumber: 'HT-HMR-16', name: 'Claw Hammer 16 oz', quantity: 2, unitPrice: net / 2, rate: 20, net, tax, gross: net + tax }],
    net,
    tax,
    gross: net + tax,
    reverseCharge: false,
    paymentReference: kind === 'invoice' ? `pi_${orderId.slice(0, 8)}` : null,
    dueAt: null,
    corrects: kind === 'credit-note' ? 'INV-2026-000001' : null,
  };
};

/** The place of a document in its year's sequence: 000042 of INV-2026-000042. */
export const seqOf = (document: Pick<TaxDocument, 'number'>) => Number(document.number.slice(-6));

const sum = (documents: TaxDocument[], kind: DocumentKind) => {
  const ofKind = documents.filter((document) => document.kind === kind);
  return {
    count: ofKind.length,
    net: ofKind.reduce((total, document) => total + document.net, 0),
    tax: ofKind.reduce((total, document) => total + document.tax, 0),
    gross: ofKind.reduce((total, document) => total + document.gross, 0),
  };
};

/** Invoices and credit notes on every store: numbered per kind and year without gaps or repeats, listed, kept as issued, their PDF kept once. */
export function documentStoreContract(name: string, open: () => Promise<DocumentStoreHarness>) {
  describe(`Document store contract: ${name}`, () => {
    it('numbers invoices INV-<year>-000001, 000002 in order, credit notes in a sequence of their own, and keeps each as issued', async () => {
      const { documents, order } = await open();
      const year = freshYears();
      const orderId = await order();
      const asked = newDocument(orderId, `${year}-03-01T10:00:00.000Z`);
      const first = await documents.issue(asked);
      expect(first).toEqual({ ...asked, _id: expect.any(String), number: `INV-${year}-000001` });
      const second = await documents.issue(newDocument(orderId, `${year}-03-01T10:05:00.000Z`));
      const credit = await documents.issue(newDocument(orderId, `${year}-03-02T09:00:00.000Z`, 'credit-note', 2_000));
      const third = await documents.issue(newDocument(orderId, `${year}-03-03T09:00:00.000Z`));
      const secondCredit = await documents.issue(newDocument(orderId, `${year}-03-04T09:00:00.000Z`, 'credit-note', 1_000));
      expect([second, credit, third, secondCredit].map((document) => document.number)).toEqual([`INV-${year}-000002`, `CN-${year}-000001`, `INV-${year}-000003`, `CN-${year}-000002`]);
      expect(new Set([first, second, credit, third, secondCredit].map((document) => document._id)).size).toBe(5);
      expect(await documents.findById(first._id)).toEqual(first);
      expect(await documents.findById(credit._id)).toEqual(credit);
      expect(await documents.findById(crypto.randomUUID())).toBeNull();
    });

    it("starts a new year at 000001 while the old year's sequence goes on where it was; the year is issuedAt's in UTC", async () => {
      const { documents, order } = await open();
      const year = freshYears(2);
      const orderId = await order();
      const issue = async (at: string, kind: DocumentKind = 'invoice') => (await documents.issue(newDocument(orderId, at, kind))).number;
      expect(await issue(`${year}-12-30T12:00:00.000Z`)).toBe(`INV-${year}-000001`);
      expect(await issue(`${year}-12-31T12:00:00.000Z`)).toBe(`INV-${year}-000002`);
      expect(await issue(`${year + 1}-01-01T00:00:00.000Z`)).toBe(`INV-${year + 1}-000001`);
      // Issued late, dated in the old year: its sequence goes on.
      expect(await issue(`${year}-12-31T23:59:59.999Z`)).toBe(`INV-${year}-000003`);
      // Still the 31st where it was written, already the 1st in UTC.
      expect(await issue(`${year}-12-31T23:30:00.000-02:00`)).toBe(`INV-${year + 1}-000002`);
      expect(await issue(`${year + 1}-01-02T08:00:00.000Z`, 'credit-note')).toBe(`CN-${year + 1}-000001`);
    });

    it('gives 50 documents issued at once the numbers 1 to 50, without a gap or a repeat', async () => {
      const { documents, order } = await open();
      const year = freshYears();
      const orderId = await order();
      const issued = await Promise.all(Array.from({ length: 50 }, (_, i) => documents.issue(newDocument(orderId, `${year}-05-01T10:00:${String(i % 60).padStart(2, '0')}.000Z`))));
      expect(issued.map(seqOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(new Set(issued.map((document) => document.number)).size).toBe(50);
      expect(issued.every((document) => document.number.startsWith(`INV-${year}-`))).toBe(true);
    });

    it("lists an order's documents in the order they were issued, and no other order's", async () => {
      const { documents, order } = await open();
      const year = freshYears();
      const [orderId, otherId] = [await order(), await order()];
      const invoice = await documents.issue(newDocument(orderId, `${year}-06-01T10:00:00.000Z`));
      const other = await documents.issue(newDocument(otherId, `${year}-06-01T11:00:00.000Z`));
      const credit = await documents.issue(newDocument(orderId, `${year}-06-03T10:00:00.000Z`, 'credit-note', 3_000));
      const secondCredit = await documents.issue(newDocument(orderId, `${year}-06-04T10:00:00.000Z`, 'credit-note', 1_000));
      expect(await documents.listByOrder(orderId)).toEqual([invoice, credit, secondCredit]);
      expect(await documents.listByOrder(otherId)).toEqual([other]);
      expect(await documents.listByOrder(crypto.randomUUID())).toEqual([]);
    });

    it('lists a period oldest first, from inclusive and to exclusive, of one kind or both, with totals that are the sums of what it lists', async () => {
      const { documents, order } = await open();
      const year = freshYears(2);
      const orderId = await order();
      const issue = (at: string, kind: DocumentKind, net: number) => documents.issue(newDocument(orderId, at, kind, net));
      const from = new Date(`${year + 1}-01-01T00:00:00.000Z`);
      const to = new Date(`${year + 1}-02-01T00:00:00.000Z`);
      await issue(`${year}-12-31T23:59:59.999Z`, 'invoice', 1_000);
      const later = await issue(`${year + 1}-01-20T10:00:00.000Z`, 'invoice', 7_000);
      const atFrom = await issue(from.toISOString(), 'invoice', 2_000);
      const credit = await issue(`${year + 1}-01-20T10:00:00.000Z`, 'credit-note', 500);
      const sameInstant = await issue(`${year + 1}-01-20T10:00:00.000Z`, 'invoice', 3_000);
      const lastMoment = await issue(`${year + 1}-01-31T23:59:59.999Z`, 'credit-note', 800);
      await issue(to.toISOString(), 'invoice', 4_000);

      const all = await documents.listByPeriod({ from, to });
      // Oldest first; at one instant credit notes before invoices, each kind in its sequence.
      expect(all.documents).toEqual([atFrom, credit, later, sameInstant, lastMoment]);
      expect(all.totals).toEqual({ invoice: sum(all.documents, 'invoice'), 'credit-note': sum(all.documents, 'credit-note') });
      expect(all.totals.invoice).toEqual({ count: 3, net: 12_000, tax: 2_400, gross: 14_400 });
      expect(all.totals['credit-note']).toEqual({ count: 2, net: 1_300, tax: 260, gross: 1_560 });

      const credits = await documents.listByPeriod({ from, to, kind: 'credit-note' });
      expect(credits.documents).toEqual([credit, lastMoment]);
      expect(credits.totals).toEqual({ invoice: { count: 0, net: 0, tax: 0, gross: 0 }, 'credit-note': sum(credits.documents, 'credit-note') });
      const invoices = await documents.listByPeriod({ from, to, kind: 'invoice' });
      expect(invoices.documents).toEqual([atFrom, later, sameInstant]);
      expect(invoices.totals).toEqual({ invoice: sum(invoices.documents, 'invoice'), 'credit-note': { count: 0, net: 0, tax: 0, gross: 0 } });

      const none = await documents.listByPeriod({ from: new Date(`${year + 1}-03-01T00:00:00.000Z`), to: new Date(`${year + 1}-04-01T00:00:00.000Z`) });
      expect(none).toEqual({ documents: [], totals: { invoice: { count: 0, net: 0, tax: 0, gross: 0 }, 'credit-note': { count: 0, net: 0, tax: 0, gross: 0 } } });
    });

    it('keeps the first PDF stored for a document: a later one, or one stored at the same time, changes nothing', async () => {
      const { documents, order } = await open();
      const year = freshYears();
      const orderId = await order();
      const [one, two] = [await documents.issue(newDocument(orderId, `${year}-07-01T10:00:00.000Z`)), await documents.issue(newDocument(orderId, `${year}-07-02T10:00:00.000Z`))];
      expect(await documents.pdf(one._id)).toBeNull();
      expect(await documents.pdf(crypto.randomUUID())).toBeNull();

      const first = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55, 0, 255]);
      const kept = await documents.keepPdf(one._id, first);
      expect(kept).toEqual(first);
      first[0] = 0;
      const again = await documents.keepPdf(one._id, new Uint8Array([1, 2, 3]));
      expect(Array.from(again)).toEqual([37, 80, 68, 70, 45, 49, 46, 55, 0, 255]);
      const read = await documents.pdf(one._id);
      expect(Array.from(read!)).toEqual([37, 80, 68, 70, 45, 49, 46, 55, 0, 255]);
      // Plain bytes on every store, whatever its driver answers (node-postgres a Buffer).
      for (const bytes of [kept, again, read!]) expect(Object.getPrototypeOf(bytes)).toBe(Uint8Array.prototype);
      expect(await documents.findById(one._id)).toEqual(one);

      const atOnce = await Promise.all([documents.keepPdf(two._id, new Uint8Array([7, 7])), documents.keepPdf(two._id, new Uint8Array([9, 9, 9]))]);
      expect(Array.from(atOnce[1])).toEqual(Array.from(atOnce[0]));
      expect(Array.from((await documents.pdf(two._id))!)).toEqual(Array.from(atOnce[0]));
      await expect(documents.keepPdf(crypto.randomUUID(), new Uint8Array([1]))).rejects.toThrow();
    });

    it('keeps a document as issued whatever a caller does to the objects it gave or got', async () => {
      const { documents, order } = await open();
      const year = freshYears();
      const orderId = await order();
      const asked = newDocument(orderId, `${year}-08-01T10:00:00.000Z`);
      const issued = await documents.issue(asked);
      const original = structuredClone(issued);
      asked.lines[0].name = 'Changed by the caller';
      asked.buyer.name = 'Someone else';
      issued.lines[0].quantity = 99;
      issued.seller.address.push('Elsewhere');
      issued.number = 'INV-0000-000000';
      const found = await documents.findById(original._id);
      expect(found).toEqual(original);
      found!.lines.pop();
      const [listed] = await documents.listByOrder(orderId);
      expect(listed).toEqual(original);
      listed.net = 1;
      const period = await documents.listByPeriod({ from: new Date(`${year}-08-01T00:00:00.000Z`), to: new Date(`${year}-09-01T00:00:00.000Z`) });
      expect(period.documents).toEqual([original]);
      period.documents[0].deliveryAddress!.city = 'Nowhere';
      expect(await documents.findById(original._id)).toEqual(original);
    });
  });
}
