import { ContainerModule } from 'inversify';
import { PORTS } from '../composition/shop-ids';
import { PdfkitDocumentRenderer } from './pdfkit-document-renderer';

/** Invoices and credit notes made as PDFs on the server (pdfkit, no browser): what the server loads. */
export const documentsModule = new ContainerModule(({ bind }) => {
  bind(PORTS.DocumentRenderer).toConstantValue(new PdfkitDocumentRenderer());
});
