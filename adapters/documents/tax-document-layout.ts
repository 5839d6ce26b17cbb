import { type Address, addressLines } from '../../core/domain/address';
import { formatCents } from '../../core/domain/money';
import { rateWords, taxMessages } from '../../core/domain/tax';
import type { DocumentLine, TaxDocument } from '../../core/domain/tax-document';

/** The names the layout writes with; the renderer registers the embedded fonts under them. */
export const FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;

/** A4 in points, with room in the bottom margin for the page numbers. */
export const PAGE = { size: 'A4', width: 595.28, height: 841.89, margins: { top: 48, bottom: 56, left: 40, right: 40 } } as const;

const LEFT = PAGE.margins.left;
const WIDTH = PAGE.width - PAGE.margins.left - PAGE.margins.right;
const BODY = 9;
const TABLE = 8;
const PAD = 3;
const GAP = 16;
const MUTED = '#555555';
const RULE = '#bbbbbb';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as the documents print it, in UTC: 27 Nov 2026 (not Intl: its month names change with ICU, and the bytes must not). */
export function dateWords(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** What the document is called at its head: Invoice or Credit note. */
export const titleOf = (document: TaxDocument) => (document.kind === 'invoice' ? 'Invoice' : 'Credit note');

type Align = 'left' | 'right';
interface Column {
  header: string;
  width: number;
  align: Align;
  cell: (line: DocumentLine) => string;
}

// Amounts up to $9,999,999.99 fit their columns on one line.
const columnList: Column[] = [
  { header: 'Part number', width: 66, align: 'left', cell: (line) => line.partNumber ?? '' },
  { header: 'Description', width: 139, align: 'left', cell: (line) => line.name },
  { header: 'Qty', width: 30, align: 'right', cell: (line) => String(line.quantity) },
  { header: 'Unit price', width: 60, align: 'right', cell: (line) => formatCents(line.unitPrice) },
  { header: 'VAT rate', width: 40, align: 'right', cell: (line) => rateWords(line.rate) },
  { header: 'Net', width: 60, align: 'right', cell: (line) => formatCents(line.net) },
  { header: 'VAT', width: 60, align: 'right', cell: (line) => formatCents(line.tax) },
  { header: 'Gross', width: 60, align: 'right', cell: (line) => formatCents(line.gross) },
];

/** The table's columns, each with its left edge in points: text stays within [x + PAD, x + width - PAD]. */
export const tableColumns = columnList.map((column, i) => ({ ...column, x: LEFT + columnList.slice(0, i).reduce((sum, c) => sum + c.width, 0) }));

/** The parties' columns under the header (customer, invoice address, delivery address), as many as are printed. */
export const partyColumnWidth = (count: number) => (WIDTH - GAP * (count - 1)) / count;

interface Piece {
  text: string;
  bold?: boolean;
  size?: number;
  color?: string;
}

const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

/** Pieces of text one under another in a column `width` wide, each wrapping within it; returns where the column ends. */
function stack(doc: PDFKit.PDFDocument, x: number, y: number, width: number, pieces: Piece[], align: Align = 'left'): number {
  for (const piece of pieces) {
    doc
      .font(piece.bold ? FONT.bold : FONT.regular)
      .fontSize(piece.size ?? BODY)
      .fillColor(piece.color ?? 'black');
    doc.text(piece.text, x, y, { width, align });
    y = doc.y;
  }
  return y;
}

function heading(doc: PDFKit.PDFDocument, document: TaxDocument): number {
  const { seller } = document;
  const sellerEnd = stack(doc, LEFT, PAGE.margins.top, WIDTH * 0.58, [
    { text: seller.name, bold: true, size: 14 },
    ...seller.address.map((text) => ({ text })),
    { text: `VAT number: ${seller.vatNumber}` },
    { text: seller.email },
  ]);
  const facts: Piece[] = [
    { text: titleOf(document), bold: true, size: 20 },
    { text: `Number: ${document.number}`, bold: true },
    { text: `Issued: ${dateWords(document.issuedAt)}` },
    { text: `Order: ${document.orderNumber}` },
  ];
  if (document.kind === 'credit-note' && document.corrects) facts.push({ text: `Corrects invoice ${document.corrects}`, bold: true });
  const factsEnd = stack(doc, LEFT + WIDTH * 0.6, PAGE.margins.top, WIDTH * 0.4, facts, 'right');
  return Math.max(sellerEnd, factsEnd);
}

function parties(doc: PDFKit.PDFDocument, document: TaxDocument, y: number): number {
  const { buyer } = document;
  const label = (text: string): Piece => ({ text, bold: true, color: MUTED });
  const address = (title: string, value: Address | null): Piece[][] => (value ? [[label(title), ...addressLines(value).map((text) => ({ text }))]] : []);
  const columns: Piece[][] = [
    [
      label('Customer'),
      { text: buyer.name },
      ...(buyer.company ? [{ text: buyer.company }] : []),
      { text: buyer.email },
      ...(buyer.vatNumber ? [{ text: `VAT number: ${buyer.vatNumber}` }] : []),
    ],
    ...address('Invoice address', document.invoiceAddress),
    ...address('Delivery address', document.deliveryAddress),
  ];
  const width = partyColumnWidth(columns.length);
  return Math.max(...columns.map((pieces, i) => stack(doc, LEFT + i * (width + GAP), y, width, pieces)));
}

function rowHeight(doc: PDFKit.PDFDocument, cells: string[], font: string): number {
  doc.font(font).fontSize(TABLE);
  return Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: tableColumns[i].width - 2 * PAD }))) + 2 * PAD;
}

function row(doc: PDFKit.PDFDocument, cells: string[], y: number, header: boolean): number {
  const font = header ? FONT.bold : FONT.regular;
  const height = rowHeight(doc, cells, font);
  if (header) doc.rect(LEFT, y, WIDTH, height).fill('#eeeeee');
  doc.font(font).fontSize(TABLE).fillColor('black');
  cells.forEach((text, i) => {
    const column = tableColumns[i];
    doc.text(text, column.x + PAD, y + PAD, { width: column.width - 2 * PAD, align: column.align });
  });
  doc
    .moveTo(LEFT, y + height)
    .lineTo(LEFT + WIDTH, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return y + height;
}

const headerRow = (doc: PDFKit.PDFDocument, y: number) => row(doc, tableColumns.map((column) => column.header), y, true);

/** The lines, a row each, on as many pages as they take, the header row at the top of every page. */
function table(doc: PDFKit.PDFDocument, lines: DocumentLine[], y: number): number {
  y = headerRow(doc, y);
  let rowsOnPage = 0;
  for (const line of lines) {
    const cells = tableColumns.map((column) => column.cell(line));
    // A row never splits across pages; one taller than a page still goes on a page of its own.
    if (rowsOnPage > 0 && y + rowHeight(doc, cells, FONT.regular) > bottomOf(doc)) {
      doc.addPage();
      y = headerRow(doc, doc.page.margins.top);
      rowsOnPage = 0;
    }
    y = row(doc, cells, y, false);
    rowsOnPage++;
  }
  return y;
}

/** Net, VAT and gross under the table, then what the customer must know to pay or account for the VAT. */
function totals(doc: PDFKit.PDFDocument, document: TaxDocument, y: number): void {
  const totalRows: [string, number, boolean][] = [
    ['Net', document.net, false],
    ['VAT', document.tax, false],
    ['Total', document.gross, true],
  ];
  const notes: Piece[] = [];
  if (document.reverseCharge) notes.push({ text: taxMessages.reverseCharge, bold: true });
  if (document.paymentReference) notes.push({ text: `Payment reference: ${document.paymentReference}` });
  if (document.dueAt) notes.push({ text: `Payment due by ${dateWords(document.dueAt)}`, bold: true });
  doc.font(FONT.bold).fontSize(BODY);
  const notesHeight = notes.reduce((sum, note) => sum + doc.heightOfString(note.text, { width: WIDTH }), 0);
  const needed = GAP / 2 + totalRows.length * doc.currentLineHeight(true) + GAP / 2 + notesHeight;
  // The totals stay together, after the last line: on a page of their own if this one is full.
  if (y + needed > bottomOf(doc)) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  y += GAP / 2;
  const amountX = tableColumns[tableColumns.length - 2].x;
  const amountWidth = LEFT + WIDTH - amountX - PAD;
  for (const [label, cents, bold] of totalRows) {
    const labelEnd = stack(doc, LEFT + WIDTH / 2, y, amountX - LEFT - WIDTH / 2, [{ text: label, bold }], 'right');
    y = Math.max(labelEnd, stack(doc, amountX, y, amountWidth, [{ text: formatCents(cents), bold }], 'right'));
  }
  stack(doc, LEFT, y + GAP / 2, WIDTH, notes);
}

/** "Page 1 of 3" and the document's number at the foot of every page, once all pages are laid out (bufferPages). */
function pageNumbers(doc: PDFKit.PDFDocument, number: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    // Written inside the bottom margin: without it, pdfkit would take the text for an overflow and add a page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin + 20;
    doc.font(FONT.regular).fontSize(8).fillColor(MUTED);
    doc.text(number, LEFT, y, { width: WIDTH / 2, lineBreak: false });
    doc.text(`Page ${i + 1} of ${count}`, LEFT + WIDTH / 2, y, { width: WIDTH / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/** Writes an invoice or a credit note onto `doc`, an A4 document made with bufferPages and FONT registered. */
export function layOutTaxDocument(doc: PDFKit.PDFDocument, document: TaxDocument): void {
  let y = heading(doc, document) + GAP;
  y = parties(doc, document, y) + GAP;
  y = table(doc, document.lines, y);
  totals(doc, document, y);
  pageNumbers(doc, document.number);
}
