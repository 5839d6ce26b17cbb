import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { TaxDocument } from '../../core/domain/tax-document';
import type { DocumentRenderer } from '../../core/ports/driven/document-renderer';
import { FONT, layOutTaxDocument, PAGE, titleOf } from './tax-document-layout';

// Noto Sans, embedded (pdfkit's built-in fonts print Latin-1 only): Latin, Greek and Cyrillic alike.
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

interface Fonts {
  regular: PDFKit.Mixins.PDFFontSource;
  bold: PDFKit.Mixins.PDFFontSource;
}

let fonts: Promise<Fonts> | undefined;

async function parse(specifier: string, find: (specifier: string) => string): Promise<PDFKit.Mixins.PDFFontSource> {
  const font = create(await readFile(find(specifier)));
  if (!('layout' in font)) throw new Error(`${specifier} is a font collection, not a font`);
  // pdfkit takes a parsed fontkit font as it takes the file (its types know only the file).
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

/**
 * The fonts, read and parsed on the first document only (the server starts without them), then kept:
 * parsing them costs some 80 ms a document, most of a document's time.
 */
function loadFonts(): Promise<Fonts> {
  if (!fonts) {
    const find = createRequire(import.meta.url).resolve;
    const loading = Promise.all([parse(FONT_FILES.regular, find), parse(FONT_FILES.bold, find)]).then(([regular, bold]) => ({ regular, bold }));
    // A failed read is tried again by the next document rather than remembered.
    loading.catch(() => {
      if (fonts === loading) fonts = undefined;
    });
    fonts = loading;
  }
  return fonts;
}

/** A value with its objects' keys sorted, so that the same document hashes the same however it was built. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;

/** The PDF's file ID: a hash of the whole document. pdfkit's hashes its info only: by default the time it was made. */
const fileId = (document: TaxDocument) => createHash('sha256').update(JSON.stringify(canonical(document))).digest().subarray(0, 16);

function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Invoices and credit notes as A4 PDFs made with pdfkit, text in embedded Noto Sans. The same
 * document gives the same bytes: the dates in the PDF are the document's issue date, and its file ID
 * a hash of the document.
 */
export class PdfkitDocumentRenderer implements DocumentRenderer {
  async pdf(document: TaxDocument): Promise<Uint8Array> {
    const { regular, bold } = await loadFonts();
    const issued = new Date(document.issuedAt);
    const doc = new PDFDocument({
      size: PAGE.size,
      margins: PAGE.margins,
      bufferPages: true,
      displayTitle: true,
      lang: 'en',
      // No default font: pdfkit would load Helvetica's metrics, never used here, from files beside its
      // own that a bundled server does not have.
      font: '',
      info: {
        Title: document.number,
        Subject: `${titleOf(document)} ${document.number}, order ${document.orderNumber}`,
        Author: document.seller.name,
        Creator: document.seller.name,
        Producer: 'PDFKit',
        CreationDate: issued,
        ModDate: issued,
      },
    });
    // pdfkit writes this ID in the trailer when the document ends; it has no option for it.
    (doc as unknown as { _id: Uint8Array })._id = fileId(document);
    doc.registerFont(FONT.regular, regular);
    doc.registerFont(FONT.bold, bold);
    const bytes = bytesOf(doc);
    layOutTaxDocument(doc, document);
    doc.end();
    return bytes;
  }
}
