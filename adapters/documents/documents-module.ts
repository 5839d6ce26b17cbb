import { ContainerModule } from 'inversify';
import type { DocumentRenderer } from '../../core/ports/driven/document-renderer';
import { PORTS } from '../composition/shop-ids';

let loaded: Promise<DocumentRenderer> | undefined;

// pdfkit and its fonts are loaded with the first document made, not when the server starts.
const renderer: DocumentRenderer = {
  pdf: async (document) => (await (loaded ??= import('./pdfkit-document-renderer').then(({ PdfkitDocumentRenderer }) => new PdfkitDocumentRenderer()))).pdf(document),
};

/** Invoices and credit notes made as PDFs on the server (pdfkit, no browser): what the server loads. */
export const documentsModule = new ContainerModule(({ bind }) => {
  bind(PORTS.DocumentRenderer).toConstantValue(renderer);
});
