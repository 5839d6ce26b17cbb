import type { TaxDocument } from '../../domain/tax-document';

/** Makes a document's PDF on the server, with no browser: the same document gives the same bytes. */
export interface DocumentRenderer {
  pdf(document: TaxDocument): Promise<Uint8Array>;
}
