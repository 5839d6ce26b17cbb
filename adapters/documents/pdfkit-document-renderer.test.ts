import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../core/domain/address';
import { formatCents } from '../../core/domain/money';
import { taxMessages, totalsOf } from '../../core/domain/tax';
import type { DocumentLine, TaxDocument } from '../../core/domain/tax-document';
import { PdfkitDocumentRenderer } from './pdfkit-document-renderer';
import { PAGE, partyColumnWidth, tableColumns } from './tax-document-layout';

// Poppler's tools, installed by scripts/ensure-chromium.mjs for npm test (as for the packing slip's test).
const poppler = (tool: string, ...args: string[]) => execFileSync(`/usr/bin/${tool}`, args, { encoding: 'utf8' });

// pdftotext -bbox writes positions to six decimals.
const ROUNDING = 0.001;

const address = (over: Partial<Address> = {}): Address => ({
  recipient: 'Imogen Slater',
  company: '',
  line1: '12 Furnace Hill',
  line2: '',
  city: 'Sheffield',
  region: '',
  postcode: 'S1 2AB',
  country: 'United Kingdom',
  ...over,
});

/** A line of `quantity` units at `unitPrice` cents, VAT at `rate` percent rounded down to the cent. */
function line(partNumber: string | null, name: string, quantity: number, unitPrice: number, rate: number): DocumentLine {
  const net = quantity * unitPrice;
  const tax = Math.floor((net * rate) / 100);
  return { partNumber, name, quantity, unitPrice, rate, net, tax, gross: net + tax };
}

function taxDocument(over: Partial<TaxDocument> = {}): TaxDocument {
  const lines = over.lines ?? [line('HT-2210', 'Cold chisel, 25 mm', 3, 1_250, 20), line('HT-0451', 'Safety glasses', 2, 899, 5), line(null, 'Delivery', 1, 1_575, 0)];
  return {
    _id: '6f1c1c1e-3b7a-4d6e-9a59-0b3c6f1d2a10',
    kind: 'invoice',
    number: 'INV-2026-000123',
    issuedAt: '2026-11-27T16:45:12.000Z',
    orderId: '0d6bb1a4-55a0-4a38-bc2f-5a4c51fb6e33',
    orderNumber: 'HT-100482',
    seller: { name: 'Hartwell Tools Ltd', address: ['1 Forge Lane', 'Sheffield S1 1AA', 'United Kingdom'], vatNumber: 'GB123456789', email: 'accounts@hartwell.example' },
    buyer: { name: 'Imogen Slater', email: 'imogen@slater.example', company: 'Slater Joinery', vatNumber: 'GB987654321' },
    invoiceAddress: address({ line1: '7 Ledger Row' }),
    deliveryAddress: address({ line1: '12 Furnace Hill' }),
    reverseCharge: false,
    paymentReference: 'pi_3PxYz',
    dueAt: null,
    corrects: null,
    ...over,
    lines,
    ...totalsOf(lines),
  };
}

describe('PDF invoices and credit notes made with pdfkit', () => {
  const renderer = new PdfkitDocumentRenderer();
  let dir: string;
  let files = 0;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-documents-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => vi.useRealTimers());

  /** The PDF, written to a file for poppler to read. */
  async function render(document: TaxDocument) {
    const pdf = await renderer.pdf(document);
    const file = path.join(dir, `${++files}.pdf`);
    writeFileSync(file, pdf);
    return { pdf, file };
  }

  /** The text as pdftotext lays it out, a string per page (pdftotext ends every page with a form feed). */
  async function pagesOf(document: TaxDocument) {
    const { file } = await render(document);
    return poppler('pdftotext', '-layout', file, '-').split('\f').slice(0, -1);
  }

  const textOf = async (document: TaxDocument) => (await pagesOf(document)).join('\f');

  /** Every word of the first page with its box in points from the top left, as pdftotext -bbox finds them. */
  async function wordsOf(document: TaxDocument) {
    const { file } = await render(document);
    const firstPage = poppler('pdftotext', '-bbox', '-f', '1', '-l', '1', file, '-');
    return [...firstPage.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(([, xMin, yMin, xMax, yMax, text]) => ({
      text,
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
    }));
  }

  it('prints an invoice: its number, dates, order, seller, buyer, both addresses, every line and the totals', async () => {
    const document = taxDocument();
    const text = await textOf(document);

    expect(text).toMatch(/Invoice(?! address)/);
    expect(text).not.toContain('Credit note');
    expect(text).toContain('INV-2026-000123');
    expect(text).toContain('27 Nov 2026');
    expect(text).toContain('HT-100482');
    for (const seen of ['Hartwell Tools Ltd', '1 Forge Lane', 'Sheffield S1 1AA', 'GB123456789', 'accounts@hartwell.example']) expect(text).toContain(seen);
    for (const seen of ['Imogen Slater', 'Slater Joinery', 'imogen@slater.example', 'GB987654321']) expect(text).toContain(seen);
    expect(text).toContain('Invoice address');
    expect(text).toContain('7 Ledger Row');
    expect(text).toContain('Delivery address');
    expect(text).toContain('12 Furnace Hill');

    // Each line on a row of its own: part number, name, quantity, unit price, rate, net, VAT, gross.
    expect(text).toMatch(/HT-2210\s+Cold chisel, 25 mm\s+3\s+\$12\.50\s+20%\s+\$37\.50\s+\$7\.50\s+\$45\.00/);
    expect(text).toMatch(/HT-0451\s+Safety glasses\s+2\s+\$8\.99\s+5%\s+\$17\.98\s+\$0\.89\s+\$18\.87/);
    expect(text).toMatch(/^\s+Delivery\s+1\s+\$15\.75\s+0%\s+\$15\.75\s+\$0\.00\s+\$15\.75/m);
    expect(text).toMatch(/Net\s+\$71\.23/);
    expect(text).toMatch(/VAT\s+\$8\.39/);
    expect(text).toMatch(/Total\s+\$79\.62/);
    expect(text).toContain('Payment reference: pi_3PxYz');
    expect(text).not.toContain('Reverse charge');
    expect(text).not.toContain('Payment due');
    expect(text).not.toContain('Corrects');
  });

  it('prints a rate with its decimals, and leaves out a payment reference and a buyer company or VAT number it does not have', async () => {
    const text = await textOf(
      taxDocument({
        lines: [line('HT-7001', 'Bench vice', 1, 10_000, 7.7)],
        buyer: { name: 'Imogen Slater', email: 'imogen@slater.example', company: null, vatNumber: null },
        paymentReference: null,
      }),
    );
    expect(text).toMatch(/HT-7001\s+Bench vice\s+1\s+\$100\.00\s+7\.7%\s+\$100\.00\s+\$7\.70\s+\$107\.70/);
    expect(text).not.toContain('Payment reference');
    // The seller's VAT number only.
    expect(text.match(/VAT number/g)).toHaveLength(1);
  });

  it('says "reverse charge" next to the totals when the buyer accounts for the VAT, and when an invoice on account is due', async () => {
    const lines = (await textOf(taxDocument({ reverseCharge: true, dueAt: '2026-12-27T16:45:12.000Z' }))).split('\n');
    const total = lines.findIndex((text) => /Total\s+\$79\.62/.test(text));
    const reverseCharge = lines.findIndex((text) => text.includes(taxMessages.reverseCharge));
    expect(total).toBeGreaterThan(0);
    expect(reverseCharge - total).toBeGreaterThan(0);
    expect(reverseCharge - total).toBeLessThanOrEqual(3);
    expect(lines.join('\n')).toContain('Payment due by 27 Dec 2026');
  });

  it('prints a credit note with the invoice it corrects, and leaves out the addresses it does not have', async () => {
    const creditNote = taxDocument({ kind: 'credit-note', number: 'CN-2026-000009', corrects: 'INV-2026-000123', invoiceAddress: null });
    const text = await textOf(creditNote);
    expect(text).toContain('Credit note');
    expect(text).toContain('CN-2026-000009');
    expect(text).toContain('Corrects invoice INV-2026-000123');
    expect(text).not.toMatch(/Invoice/);
    expect(text).not.toContain('7 Ledger Row');
    expect(text).toContain('Delivery address');

    const neither = await textOf({ ...creditNote, deliveryAddress: null });
    expect(neither).not.toContain('Delivery address');
    expect(neither).not.toContain('12 Furnace Hill');
    expect(neither).toContain('Imogen Slater');
  });

  it('prints Polish, Cyrillic and Greek letters as they are, in the embedded font only', async () => {
    const document = taxDocument({
      seller: { name: 'Hartwell Tools Ltd', address: ['ul. Łąkowa 5', 'Łódź'], vatNumber: 'PL1234567890', email: 'accounts@hartwell.example' },
      buyer: { name: 'Zoë Łukasiewicz', email: 'zoe@example.com', company: 'Дмитрий Иванов', vatNumber: null },
      deliveryAddress: address({ recipient: 'Σοφία Παπαδοπούλου', line1: 'Οδός Ερμού 12', city: 'Αθήνα', country: 'Ελλάδα' }),
      lines: [line('HT-1', 'Гаечный ключ Σοφία', 1, 500, 20)],
    });
    const text = await textOf(document);
    for (const seen of ['ul. Łąkowa 5', 'Łódź', 'Zoë Łukasiewicz', 'Дмитрий Иванов', 'Σοφία Παπαδοπούλου', 'Οδός Ερμού 12', 'Αθήνα', 'Ελλάδα', 'Гаечный ключ Σοφία']) {
      expect(text).toContain(seen);
    }
    const fonts = poppler('pdffonts', (await render(document)).file).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBe(2);
    for (const font of fonts) expect(font).toMatch(/\+NotoSans-(Regular|Bold)\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  });

  it('lays 100 lines over pages, the table header and the page number on each, every line once and the totals once, after the last line', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => line(`HT-${String(i + 1).padStart(4, '0')}`, `Socket set, ${i + 1} pieces`, (i % 7) + 1, 1_000 + i, 20));
    const document = taxDocument({ lines });
    const pages = await pagesOf(document);
    const total = formatCents(totalsOf(lines).gross);

    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(poppler('pdfinfo', (await render(document)).file)).toMatch(new RegExp(`^Pages:\\s+${pages.length}$`, 'm'));
    pages.forEach((page, i) => {
      expect(page.match(/Part number\s+Description\s+Qty\s+Unit price\s+VAT rate\s+Net\s+VAT\s+Gross/g), `page ${i + 1}`).toHaveLength(1);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const text = pages.join('\f');
    for (const { partNumber } of lines) expect(text.match(new RegExp(`\\b${partNumber}\\b`, 'g')), partNumber!).toHaveLength(1);
    // Every page but the last is full enough to need the next.
    for (const page of pages.slice(0, -1)) expect(page.match(/\bHT-\d{4}\b/g)!.length).toBeGreaterThan(20);

    const last = pages[pages.length - 1];
    for (const page of pages.slice(0, -1)) {
      expect(page).not.toMatch(/Total\s+\$/);
      expect(page).not.toContain(total);
    }
    expect(last).toMatch(new RegExp(`Total\\s+${total.replace(/[$.]/g, '\\$&')}`));
    expect(last.indexOf('Total')).toBeGreaterThan(last.indexOf('HT-0100'));
  });

  it('keeps the totals together after the last line, on a page of their own when the last page has no room for them', async () => {
    let alone = 0;
    // From lines that fit one page to lines that fill the second: on the way, the totals no longer fit under the lines.
    for (let count = 15; count <= 60; count++) {
      const lines = Array.from({ length: count }, (_, i) => line(`HT-${String(i + 1).padStart(4, '0')}`, `Drill bit ${i + 1} mm`, 1, 100 + i, 20));
      const pages = await pagesOf(taxDocument({ lines }));
      const last = pages[pages.length - 1];
      const total = formatCents(totalsOf(lines).gross).replace(/[$.]/g, '\\$&');
      expect(last, `${count} lines`).toMatch(new RegExp(`Net\\s+\\$[\\d,.]+\\n\\s*VAT\\s+\\$[\\d,.]+\\n\\s*Total\\s+${total}\\n`));
      pages.forEach((page, i) => expect(page, `${count} lines`).toContain(`Page ${i + 1} of ${pages.length}`));
      for (const page of pages.slice(0, -1)) expect(page, `${count} lines`).not.toMatch(/^\s*(Net|VAT|Total)\s+\$/m);
      expect(pages.join('').match(/\bHT-\d{4}\b/g), `${count} lines`).toHaveLength(count);
      if (!/\bHT-\d{4}\b/.test(last)) alone++;
      if (pages.length === 2 && alone > 0 && /\bHT-\d{4}\b/.test(last)) break;
    }
    expect(alone).toBeGreaterThan(0);
  });

  it('gives the same bytes for the same document, whenever it is made and however its fields are ordered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-05T09:00:00Z'));
    const document = taxDocument({ lines: Array.from({ length: 40 }, (_, i) => line(`HT-${i}`, `Hex key ${i}`, 1, 100 + i, 20)) });
    const first = Buffer.from(await renderer.pdf(document));
    vi.setSystemTime(new Date('2031-06-30T23:59:59Z'));
    const reordered = Object.fromEntries(Object.entries(document).reverse()) as unknown as TaxDocument;
    const second = Buffer.from(await new PdfkitDocumentRenderer().pdf(reordered));
    expect(second.equals(first)).toBe(true);

    const { file } = await render(document);
    const info = poppler('pdfinfo', '-isodates', file);
    expect(info).toMatch(/^Title:\s+INV-2026-000123$/m);
    expect(info).toMatch(/^CreationDate:\s+2026-11-27T16:45:12Z$/m);
    expect(info).toMatch(/^ModDate:\s+2026-11-27T16:45:12Z$/m);
  });

  it('gives two documents with the same number and date different file IDs when anything else differs', async () => {
    const fileId = (pdf: Uint8Array) => /\/ID \[<([0-9a-f]+)> <\1>\]/.exec(Buffer.from(pdf).toString('latin1'))?.[1];
    const one = fileId(await renderer.pdf(taxDocument()));
    const other = fileId(await renderer.pdf(taxDocument({ paymentReference: 'pi_other' })));
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(other).toMatch(/^[0-9a-f]{32}$/);
    expect(other).not.toBe(one);
  });

  it('wraps a long product name within its column, all of it, clear of the next row', async () => {
    const words = Array.from({ length: 25 }, (_, i) => `torque${String(i).padStart(2, '0')}`);
    const name = words.join(' ');
    expect(name.length).toBeGreaterThanOrEqual(200);
    const found = await wordsOf(taxDocument({ lines: [line('HT-1', name, 1, 100, 20), line('HT-2', 'Short', 1, 100, 20)] }));

    const description = tableColumns.find((column) => column.header === 'Description')!;
    const placed = words.map((word) => found.filter((f) => f.text === word));
    placed.forEach((hits, i) => expect(hits, words[i]).toHaveLength(1));
    const boxes = placed.map(([box]) => box);
    for (const box of boxes) {
      expect(box.xMin).toBeGreaterThanOrEqual(description.x - ROUNDING);
      expect(box.xMax).toBeLessThanOrEqual(description.x + description.width + ROUNDING);
    }
    // Read top to bottom, left to right, the words come in their order, over several lines.
    const read = [...boxes].sort((a, b) => a.yMin - b.yMin || a.xMin - b.xMin).map((box) => box.text);
    expect(read).toEqual(words);
    expect(new Set(boxes.map((box) => box.yMin)).size).toBeGreaterThanOrEqual(3);
    const nextRow = found.find((f) => f.text === 'HT-2')!;
    expect(nextRow.yMin).toBeGreaterThanOrEqual(Math.max(...boxes.map((box) => box.yMax)));
  });

  it('wraps a long buyer name and long address lines within their columns, all of them', async () => {
    const wordsFrom = (stem: string, count: number) => Array.from({ length: count }, (_, i) => `${stem}${String(i).padStart(2, '0')}`);
    const buyerWords = wordsFrom('harrow', 30);
    const invoiceWords = wordsFrom('furnace', 25);
    const deliveryWords = wordsFrom('cutlery', 25);
    const found = await wordsOf(
      taxDocument({
        buyer: { name: buyerWords.join(' '), email: 'imogen@slater.example', company: null, vatNumber: null },
        invoiceAddress: address({ line1: invoiceWords.join(' ') }),
        deliveryAddress: address({ line2: deliveryWords.join(' ') }),
      }),
    );
    const width = partyColumnWidth(3);
    const columnGap = (PAGE.width - PAGE.margins.left - PAGE.margins.right - 3 * width) / 2;
    [buyerWords, invoiceWords, deliveryWords].forEach((words, column) => {
      const left = PAGE.margins.left + column * (width + columnGap);
      for (const word of words) {
        const hits = found.filter((f) => f.text === word);
        expect(hits, word).toHaveLength(1);
        expect(hits[0].xMin).toBeGreaterThanOrEqual(left - ROUNDING);
        expect(hits[0].xMax).toBeLessThanOrEqual(left + width + ROUNDING);
      }
      expect(words.join(' ').length).toBeGreaterThanOrEqual(200);
    });
  });
});
