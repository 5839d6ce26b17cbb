import * as v from 'valibot';
import type { TaxDocument } from '../domain/tax-document';
import type { User } from '../domain/user';
import type { DocumentRenderer } from '../ports/driven/document-renderer';
import type { CatalogueFileFormat } from '../ports/driven/catalogue-file-format';
import { documentRows } from '../domain/document-rows';
import type { DocumentListing, DocumentStore } from '../ports/driven/document-store';
import { notFound, ShopError } from './errors';
import type { Ordering } from './ordering';

/** The period an accountant asks for: from one day to another, both included (UTC), of one kind or both. */
export const documentPeriodSchema = v.pipe(
  v.object({
    from: v.pipe(v.string('Give the first day as YYYY-MM-DD'), v.isoDate('Give the first day as YYYY-MM-DD')),
    to: v.pipe(v.string('Give the last day as YYYY-MM-DD'), v.isoDate('Give the last day as YYYY-MM-DD')),
    kind: v.optional(v.picklist(['invoice', 'credit-note'], 'A kind is invoice or credit-note')),
  }),
  v.check(({ from, to }) => from <= to, 'The first day must not be after the last'),
);
export type DocumentPeriodRequest = v.InferOutput<typeof documentPeriodSchema>;

/** A document's PDF as the API hands it over: its file name and its bytes in base64. */
export interface DocumentFile {
  fileName: string;
  pdf: string;
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * Invoices and credit notes, for whoever may see the order they belong to (its owner, a buyer of
 * its company, an admin), and by period for the admins. A PDF is made once, from the document as
 * issued, and stored: every download after gives the same bytes.
 */
export class Documents {
  constructor(
    private readonly store: DocumentStore,
    private readonly ordering: Pick<Ordering, 'getOrder'>,
    private readonly csv: Pick<CatalogueFileFormat, 'write'>,
    private readonly renderer?: DocumentRenderer,
  ) {}

  /** The documents of an order the caller may see, in the order they were issued. */
  async forOrder(caller: User, orderId: string): Promise<TaxDocument[]> {
    await this.ordering.getOrder(caller, orderId);
    return this.store.listByOrder(orderId);
  }

  /** One document's PDF, for a caller who may see its order. */
  async file(caller: User, documentId: string): Promise<DocumentFile> {
    const document = await this.store.findById(documentId);
    if (!document) throw notFound('There is no such document');
    await this.ordering.getOrder(caller, document.orderId).catch((error: unknown) => {
      // Someone else's document is as unknown as one that does not exist.
      throw error instanceof ShopError ? notFound('There is no such document') : error;
    });
    return { fileName: `${document.number}.pdf`, pdf: toBase64(await this.pdfOf(document)) };
  }

  /** The PDF stored for a document, made and stored first when it is not yet. */
  async pdfOf(document: TaxDocument): Promise<Uint8Array> {
    const stored = await this.store.pdf(document._id);
    if (stored) return stored;
    if (!this.renderer) throw new Error('This shop makes no PDFs: no document renderer is bound');
    return this.store.keepPdf(document._id, await this.renderer.pdf(document));
  }

  /** The same documents as a CSV file for the accountant: a row each, then a row of totals per kind. */
  async exportByPeriod(period: DocumentPeriodRequest): Promise<{ fileName: string; csv: string }> {
    const listing = await this.listByPeriod(period);
    const kind = period.kind ? `${period.kind}s-` : '';
    return { fileName: `hartwell-${kind}${period.from}-to-${period.to}.csv`, csv: this.csv.write(documentRows(listing)) };
  }

  /** The documents issued from the first day to the last (UTC, both included), with their totals. */
  listByPeriod({ from, to, kind }: DocumentPeriodRequest): Promise<DocumentListing> {
    const end = new Date(`${to}T00:00:00.000Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    return this.store.listByPeriod({ from: new Date(`${from}T00:00:00.000Z`), to: end, ...(kind ? { kind } : {}) });
  }
}
