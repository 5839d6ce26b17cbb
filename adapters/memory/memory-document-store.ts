import { documentNumber, type DocumentKind, type TaxDocument } from '../../core/domain/tax-document';
import type { DocumentListing, DocumentPeriod, DocumentStore, NewDocument } from '../../core/ports/driven/document-store';

interface Kept {
  document: TaxDocument;
  year: number;
  seq: number;
  at: number;
  pdf: Uint8Array | null;
}

const kinds: readonly DocumentKind[] = ['invoice', 'credit-note'];

/** The year whose sequence numbers a document: the UTC year of its `issuedAt`. */
const yearOf = (issuedAt: string) => {
  const at = new Date(issuedAt);
  if (Number.isNaN(at.getTime())) throw new Error(`A document's issuedAt must be a date: ${issuedAt}`);
  return at.getUTCFullYear();
};

/**
 * Invoices and credit notes in memory. Issuing runs without yielding, so it is one step, as the
 * database's transaction is: of many at once each takes the next number. Documents are copied in
 * and out, so nothing a caller holds changes what is kept.
 */
export class MemoryDocumentStore implements DocumentStore {
  private readonly kept: Kept[] = [];
  // The last number of each sequence, by kind and year.
  private readonly counters = new Map<string, number>();

  /**
   * Numbers and keeps a document at once, without awaiting: for the memory order repository's own
   * synchronous change, so that the document is issued with the payment it records.
   */
  issueNow(document: NewDocument): TaxDocument {
    const year = yearOf(document.issuedAt);
    const key = `${document.kind}:${year}`;
    const seq = (this.counters.get(key) ?? 0) + 1;
    const issued: TaxDocument = { ...structuredClone(document), _id: crypto.randomUUID(), number: documentNumber(document.kind, year, seq) };
    this.counters.set(key, seq);
    this.kept.push({ document: issued, year, seq, at: Date.parse(issued.issuedAt), pdf: null });
    return structuredClone(issued);
  }

  async issue(document: NewDocument) {
    return this.issueNow(document);
  }

  async findById(id: string) {
    const kept = this.find(id);
    return kept ? structuredClone(kept.document) : null;
  }

  async listByOrder(orderId: string) {
    return this.kept
      .filter(({ document }) => document.orderId === orderId)
      // A credit note corrects an invoice: at one instant the invoice comes first.
      .sort((a, b) => a.at - b.at || Number(a.document.kind === 'credit-note') - Number(b.document.kind === 'credit-note') || a.seq - b.seq)
      .map(({ document }) => structuredClone(document));
  }

  async listByPeriod({ from, to, kind }: DocumentPeriod): Promise<DocumentListing> {
    const listed = this.kept
      .filter(({ document, at }) => at >= from.getTime() && at < to.getTime() && (!kind || document.kind === kind))
      .sort((a, b) => a.at - b.at || compare(a.document.kind, b.document.kind) || a.seq - b.seq);
    const totals = Object.fromEntries(kinds.map((k) => [k, { count: 0, net: 0, tax: 0, gross: 0 }])) as DocumentListing['totals'];
    for (const { document } of listed) {
      const sum = totals[document.kind];
      sum.count += 1;
      sum.net += document.net;
      sum.tax += document.tax;
      sum.gross += document.gross;
    }
    return { documents: listed.map(({ document }) => structuredClone(document)), totals };
  }

  /** Every document issued (copies), in the order issued. */
  everyDocument(): TaxDocument[] {
    return this.kept.map(({ document }) => structuredClone(document));
  }

  async pdf(id: string) {
    const pdf = this.find(id)?.pdf;
    return pdf ? new Uint8Array(pdf) : null;
  }

  async keepPdf(id: string, pdf: Uint8Array) {
    const kept = this.find(id);
    if (!kept) throw new Error(`There is no document ${id} to keep a PDF for`);
    kept.pdf ??= new Uint8Array(pdf);
    return new Uint8Array(kept.pdf);
  }

  private find(id: string) {
    return this.kept.find(({ document }) => document._id === id) ?? null;
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
