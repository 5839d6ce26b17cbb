import type { DocumentKind, NewDocument, TaxDocument } from '../../domain/tax-document';

export type { NewDocument };

/** What an accountant asks for: the documents issued in a period (from inclusive, to exclusive), of one kind or both. */
export interface DocumentPeriod {
  from: Date;
  to: Date;
  kind?: DocumentKind;
}

/** Documents of a period with their sums, in cents: credit notes counted as they are (not subtracted), each kind apart. */
export interface DocumentListing {
  documents: TaxDocument[];
  totals: Record<DocumentKind, { count: number; net: number; tax: number; gross: number }>;
}

/**
 * Where invoices and credit notes are kept. Each kind runs in one sequence per year (the year of
 * `issuedAt`) without gaps or repeats: the number is taken in the transaction that stores the
 * document, from a row locked for it, so that of many issued at once each gets the next, and a
 * transaction that fails takes none. A document never changes once issued; its PDF is stored once.
 */
export interface DocumentStore {
  /** Issues a document in its own transaction: numbered, stored, returned. */
  issue(document: NewDocument): Promise<TaxDocument>;
  findById(id: string): Promise<TaxDocument | null>;
  /** An order's documents, in the order they were issued. */
  listByOrder(orderId: string): Promise<TaxDocument[]>;
  /** The documents issued in a period, oldest first, with their totals. */
  listByPeriod(period: DocumentPeriod): Promise<DocumentListing>;
  /** The PDF stored for a document, or null while none is. */
  pdf(id: string): Promise<Uint8Array | null>;
  /** Stores a document's PDF unless one is stored already; the bytes stored (the earlier ones when there were). */
  keepPdf(id: string, pdf: Uint8Array): Promise<Uint8Array>;
}
