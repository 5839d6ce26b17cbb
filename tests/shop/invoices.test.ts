// VAT and invoices over the memory repositories: an order taxed once when placed, its card charged
// the gross, its invoice issued with the payment, one bought on account invoiced when it ships, a
// company abroad charged no VAT, and a refund of some units returning their share of the gross.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { PdfkitDocumentRenderer } from '../../adapters/documents/pdfkit-document-renderer';
import { csvCatalogueFormat } from '../../adapters/csv/catalogue-csv';
import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { memoryRepositories, type MemoryRepositories } from '../../adapters/memory/memory-module';
import { MemoryIntentStore } from '../../adapters/memory/memory-intent-store';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import type { Order } from '../../core/domain/order';
import type { Product } from '../../core/domain/product';
import type { TaxSettings } from '../../core/domain/tax';
import { DEMO_SELLER, type Seller } from '../../core/domain/tax-document';
import type { User } from '../../core/domain/user';
import { documentDrafter } from '../../core/shop/document-drafts';
import { Documents } from '../../core/shop/documents';
import { Cancellations } from '../../core/shop/cancellations';
import { Fulfilment } from '../../core/shop/fulfilment';
import { LineRefunds } from '../../core/shop/line-refunds';
import { Ordering } from '../../core/shop/ordering';
import { Payments } from '../../core/shop/payments';
import type { Admin } from '../../core/shop/permissions';
import { TradeAccounts } from '../../core/shop/trade-accounts';
import { storeAdmin, storeUser } from '../support/customers';
import { testOrderMail } from '../support/order-mail';
import { testCards } from '../support/sandbox-cards';
import { testAddress } from '../support/stored-orders';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const settings = { shopName: 'Hartwell Tools', shopUrl: 'http://shop.test', notifyEmail: 'shop@example.com' };
const tax: TaxSettings = { country: 'United Kingdom', rate: 20, countryRates: { Germany: 19 }, zeroRated: ['BK-101'] };
const seller: Seller = { ...DEMO_SELLER, name: 'Hartwell Tools Ltd', vatNumber: 'GB987654321' };
const germany = { ...testAddress, line1: 'Hafenstraße 4', city: 'Köln', postcode: '50667', country: 'Germany' };

let data: MemoryRepositories;
let trade: TradeAccounts;
let ordering: Ordering;
let payments: Payments;
let fulfilment: Fulfilment;
let refunds: LineRefunds;
let cancellations: Cancellations;
let documents: Documents;
let processor: SandboxCardProcessor;
let admin: Admin;
let ann: User;
let vice: Product;
let manual: Product;

const pay = async (buyer: User, order: Order) => {
  const { clientSecret } = await payments.createPaymentIntent(buyer, order._id);
  const charged = await processor.confirm(clientSecret, testCards.succeeds, { name: buyer.displayName, email: buyer.email });
  return payments.recordPayment(buyer, order._id, charged.id);
};

/** The text of a PDF, as poppler's pdftotext reads it. */
const textOf = (pdf: Uint8Array) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'document.pdf');
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

beforeEach(async () => {
  data = memoryRepositories();
  const mail = testOrderMail(data.users);
  // Each document a second after the one before, from NOW: issued one after another, as they are.
  let issued = 0;
  const drafts = documentDrafter(seller, data.trade, data.documents, () => new Date(NOW.getTime() + 1000 * issued++));
  trade = new TradeAccounts(data.trade, data.users, new ReactEmailRenderer(settings), settings, data.outbox, data.orders);
  processor = new SandboxCardProcessor(new MemoryIntentStore());
  payments = new Payments(data.orders, processor, () => new Date(NOW.getTime() + 3_600_000), mail, undefined, drafts);
  ordering = new Ordering(data.products, data.orders, payments, data.users, data.addresses, data.carts, { holdMinutes: 60, now: () => NOW, tax, seller }, mail, undefined, (buyer) => trade.termsFor(buyer));
  fulfilment = new Fulfilment(data.orders, mail, drafts);
  refunds = new LineRefunds(data.orders, processor, mail, () => NOW, undefined, drafts);
  cancellations = new Cancellations(data.orders, payments, mail, () => NOW, undefined, drafts);
  documents = new Documents(data.documents, ordering, csvCatalogueFormat, new PdfkitDocumentRenderer());
  admin = await storeAdmin(data.users, { email: 'boss@example.com', displayName: 'Boss' });
  ann = await storeUser(data.users, { email: 'ann@example.com', displayName: 'Ann Archer' });
  vice = await data.products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 12, min: 1, max: 50, image: '/v.svg', stock: 100, partNumber: 'HT-VICE-6' });
  manual = await data.products.insert({ name: 'Workshop Manual', description: 'A book', price: 10, min: 1, max: 50, image: '/m.svg', stock: 100, partNumber: 'BK-101' });
});

describe('VAT on an order', () => {
  it('is worked out once when the order is placed, per line and in total, and the card is charged the gross', async () => {
    const placed = await ordering.placeOrder(ann, { productId: vice._id, quantity: 3, phone: '', saveAddress: false, address: testAddress });
    expect(placed.tax).toEqual({ country: 'United Kingdom', reverseCharge: false, lines: [{ rate: 20, net: 3600, tax: 720, gross: 4320 }], net: 3600, tax: 720, gross: 4320 });
    expect(placed.totalPrice).toBe(36);
    const { clientSecret } = await payments.createPaymentIntent(ann, placed._id);
    const intent = (await processor.retrieve(clientSecret.split('_secret')[0])) ?? null;
    expect(intent?.amount).toBe(4320);
    // Stored: read back as it was placed.
    expect((await data.orders.findById(placed._id))?.tax).toEqual(placed.tax);
  });

  it('charges a company with a VAT number delivered abroad nothing (reverse charge), and a consumer there its own rate', async () => {
    const applied = await trade.apply(ann, { companyName: 'Fischer Elektro GmbH', companyNumber: 'HRB12345', vatNumber: 'DE123456789', invoiceAddress: germany });
    await trade.decide(admin, applied._id, { approve: true });
    const company = await ordering.placeOrder(ann, { productId: vice._id, quantity: 10, phone: '', saveAddress: false, address: germany });
    expect(company.tax).toMatchObject({ reverseCharge: true, net: 12000, tax: 0, gross: 12000 });
    const bo = await storeUser(data.users, { email: 'bo@example.com', displayName: 'Bo' });
    const consumer = await ordering.placeOrder(bo, { productId: vice._id, quantity: 10, phone: '', saveAddress: false, address: germany });
    expect(consumer.tax).toMatchObject({ reverseCharge: false, net: 12000, tax: 2280, gross: 14280 });
  });
});

describe('an invoice', () => {
  it('is issued with the card payment, numbered in the year’s sequence, naming the seller, the buyer, the lines, the VAT and the payment', async () => {
    const first = await ordering.checkout(ann, await (async () => {
      await data.carts.replace(ann.id, [
        { productId: vice._id, quantity: 2, name: vice.name, addedPrice: vice.price },
        { productId: manual._id, quantity: 1, name: manual.name, addedPrice: manual.price },
      ]);
      return { phone: '', saveAddress: false, address: testAddress };
    })());
    expect(await documents.forOrder(ann, first._id)).toEqual([]);
    const paid = await pay(ann, first);
    const [invoice] = await documents.forOrder(ann, first._id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: 'INV-2026-000001',
      orderNumber: first.number,
      seller,
      buyer: { name: 'Ann Archer', email: 'ann@example.com', company: null, vatNumber: null },
      invoiceAddress: testAddress,
      deliveryAddress: testAddress,
      lines: [
        { partNumber: 'HT-VICE-6', name: 'Bench Vice', quantity: 2, unitPrice: 1200, rate: 20, net: 2400, tax: 480, gross: 2880 },
        { partNumber: 'BK-101', name: 'Workshop Manual', quantity: 1, unitPrice: 1000, rate: 0, net: 1000, tax: 0, gross: 1000 },
      ],
      net: 3400,
      tax: 480,
      gross: 3880,
      reverseCharge: false,
      paymentReference: paid.transactionId,
      dueAt: null,
      corrects: null,
    });
    // The next payment takes the next number.
    const second = await ordering.placeOrder(ann, { productId: vice._id, quantity: 1, phone: '', saveAddress: false, address: testAddress });
    await pay(ann, second);
    expect((await documents.forOrder(ann, second._id)).map((document) => document.number)).toEqual(['INV-2026-000002']);
  });

  it('is a PDF that prints its number, lines and totals, the same bytes at every download, to those who may see the order only', async () => {
    const order = await ordering.placeOrder(ann, { productId: vice._id, quantity: 3, phone: '', saveAddress: false, address: testAddress });
    await pay(ann, order);
    const [invoice] = await documents.forOrder(ann, order._id);
    const file = await documents.file(ann, invoice._id);
    expect(file.fileName).toBe('INV-2026-000001.pdf');
    const bytes = Uint8Array.from(Buffer.from(file.pdf, 'base64'));
    const text = textOf(bytes);
    for (const words of ['INV-2026-000001', 'HT-VICE-6', 'Bench Vice', '$36.00', '$7.20', '$43.20', '20%', 'GB987654321']) expect(text).toContain(words);
    expect(text).not.toContain('Reverse charge');
    expect((await documents.file(admin, invoice._id)).pdf).toBe(file.pdf);
    const stranger = await storeUser(data.users, { email: 'eve@example.com' });
    await expect(documents.file(stranger, invoice._id)).rejects.toMatchObject({ type: 'not_found', message: 'There is no such document' });
    await expect(documents.forOrder(stranger, order._id)).rejects.toMatchObject({ type: 'forbidden' });
  });

  it('of an order bought on account is issued when it ships, with its due date, and never at placement', async () => {
    const applied = await trade.apply(ann, { companyName: 'Acme Joinery Ltd', companyNumber: '01234567', vatNumber: 'GB123456789', invoiceAddress: { ...testAddress, recipient: 'Accounts Payable' } });
    const acme = await trade.decide(admin, applied._id, { approve: true });
    await trade.setCredit(admin, acme._id, { limit: 5000, termsDays: 30 });
    const owed = await ordering.placeOrder(ann, { productId: vice._id, quantity: 2, phone: '', saveAddress: false, address: testAddress, paymentMethod: 'account' });
    expect(owed.tax).toMatchObject({ reverseCharge: false, gross: 2880 });
    expect(await documents.forOrder(ann, owed._id)).toEqual([]);
    await fulfilment.shipOrder(admin, owed._id);
    const [invoice] = await documents.forOrder(ann, owed._id);
    expect(invoice).toMatchObject({
      number: 'INV-2026-000001',
      buyer: { company: 'Acme Joinery Ltd', vatNumber: 'GB123456789' },
      invoiceAddress: { recipient: 'Accounts Payable' },
      dueAt: owed.paymentDueAt,
      paymentReference: null,
      gross: 2880,
    });
    expect(textOf(Buffer.from((await documents.file(ann, invoice._id)).pdf, 'base64'))).toContain('Acme Joinery Ltd');
  });

  it('of a card order is not issued again when it ships', async () => {
    const order = await ordering.placeOrder(ann, { productId: vice._id, quantity: 1, phone: '', saveAddress: false, address: testAddress });
    await pay(ann, order);
    await fulfilment.shipOrder(admin, order._id);
    expect(await documents.forOrder(admin, order._id)).toHaveLength(1);
  });
});

describe('a refund of some units of an order with VAT', () => {
  it('returns their share of the gross, and all of them come to what was charged', async () => {
    const order = await ordering.placeOrder(ann, { productId: vice._id, quantity: 3, phone: '', saveAddress: false, address: testAddress });
    await pay(ann, order);
    const once = await refunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 1 }], restock: true });
    expect(once.refunds.map((refund) => refund.amount)).toEqual([1440]);
    const all = await refunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 2 }], restock: true });
    expect(all.refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(4320);
  });
});

describe('a credit note', () => {
  it('is issued with each refund, in its own sequence, naming the invoice it corrects and what went back', async () => {
    const order = await ordering.placeOrder(ann, { productId: vice._id, quantity: 3, phone: '', saveAddress: false, address: testAddress });
    await pay(ann, order);
    await refunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 1 }], restock: true });
    const [invoice, note] = await documents.forOrder(ann, order._id);
    expect(invoice.number).toBe('INV-2026-000001');
    expect(note).toMatchObject({
      kind: 'credit-note',
      number: 'CN-2026-000001',
      corrects: 'INV-2026-000001',
      lines: [{ partNumber: 'HT-VICE-6', name: 'Bench Vice', quantity: 1, unitPrice: 1200, rate: 20, net: 1200, tax: 240, gross: 1440 }],
      net: 1200,
      tax: 240,
      gross: 1440,
      dueAt: null,
    });
    const text = textOf(Buffer.from((await documents.file(ann, note._id)).pdf, 'base64'));
    for (const words of ['CN-2026-000001', 'INV-2026-000001', '$14.40']) expect(text).toContain(words);
    // The refund's email carries the credit note; the receipt carried the invoice.
    const queued = data.outbox.all();
    const refundMail = queued.find((mail) => mail.subject.startsWith('Refund of $14.40'));
    expect(refundMail?.attachments).toEqual([note._id]);
    expect(queued.find((mail) => mail.subject.startsWith('Receipt'))?.attachments).toEqual([invoice._id]);
    // The email lists the line at its price without VAT, then the net and VAT refunded, as the credit note does.
    if (!refundMail || !('email' in refundMail)) throw new Error('no queued refund email');
    const mailText = (await new ReactEmailRenderer(settings).render(refundMail.email)).text.replace(/\s+/g, ' ');
    expect(mailText).toContain('1 × $12 $12 Net (ex VAT) $12.00 VAT 20% $2.40 Total $14.40');
  });

  it('of a cancellation after a refund covers what was left, so that the notes add up to the invoice', async () => {
    const order = await ordering.placeOrder(ann, { productId: vice._id, quantity: 3, phone: '', saveAddress: false, address: testAddress });
    await pay(ann, order);
    await refunds.refundLines(admin, order._id, { lines: [{ line: 1, quantity: 1 }], restock: true });
    await cancellations.cancelOrder(admin, order._id);
    const [invoice, ...notes] = await documents.forOrder(admin, order._id);
    expect(notes.map((note) => [note.number, note.gross, note.lines.map((line) => line.quantity)])).toEqual([
      ['CN-2026-000001', 1440, [1]],
      ['CN-2026-000002', 2880, [2]],
    ]);
    expect(notes.reduce((sum, note) => sum + note.gross, 0)).toBe(invoice.gross);
    expect(notes.reduce((sum, note) => sum + note.tax, 0)).toBe(invoice.tax);
  });

  it('is not issued for an order cancelled before it was paid: no money went back', async () => {
    const order = await ordering.placeOrder(ann, { productId: vice._id, quantity: 1, phone: '', saveAddress: false, address: testAddress });
    await pay(ann, order);
    await fulfilment.shipOrder(admin, order._id);
    expect((await documents.forOrder(admin, order._id)).map((document) => document.kind)).toEqual(['invoice']);
  });
});

describe("the accountant's list", () => {
  it('lists the period’s documents with totals that agree to the cent with the orders, the PDFs and the CSV', async () => {
    const first = await ordering.placeOrder(ann, { productId: vice._id, quantity: 3, phone: '', saveAddress: false, address: testAddress });
    await pay(ann, first);
    const second = await ordering.placeOrder(ann, { productId: manual._id, quantity: 2, phone: '', saveAddress: false, address: testAddress });
    await pay(ann, second);
    await refunds.refundLines(admin, first._id, { lines: [{ line: 1, quantity: 1 }], restock: true });
    const listing = await documents.listByPeriod({ from: '2026-11-01', to: '2026-11-30' });
    expect(listing.documents.map((document) => document.number)).toEqual(['INV-2026-000001', 'INV-2026-000002', 'CN-2026-000001']);
    expect(listing.totals).toEqual({ invoice: { count: 2, net: 5600, tax: 720, gross: 6320 }, 'credit-note': { count: 1, net: 1200, tax: 240, gross: 1440 } });
    expect(listing.totals.invoice.gross).toBe((first.tax?.gross ?? 0) + (second.tax?.gross ?? 0));
    const { fileName, csv } = await documents.exportByPeriod({ from: '2026-11-01', to: '2026-11-30' });
    expect(fileName).toBe('hartwell-2026-11-01-to-2026-11-30.csv');
    const rows = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(rows[0]).toBe('Kind,Number,Issued (UTC),Order,Customer,Company,VAT number,Net,VAT,Gross,Reverse charge,Corrects');
    expect(rows[1]).toContain(`Invoice,INV-2026-000001,2026-11-27 10:00:00,${first.number},Ann Archer,,,36.00,7.20,43.20,no,`);
    expect(rows[3]).toContain('Credit note,CN-2026-000001');
    expect(rows[3]).toContain('12.00,2.40,14.40,no,INV-2026-000001');
    expect(rows.slice(-2)).toEqual(['Total of 2 invoices,,,,,,,56.00,7.20,63.20,,', 'Total of 1 credit note,,,,,,,12.00,2.40,14.40,,']);
    // Outside the period, nothing.
    expect((await documents.listByPeriod({ from: '2026-12-01', to: '2026-12-31' })).documents).toEqual([]);
    expect((await documents.listByPeriod({ from: '2026-11-01', to: '2026-11-30', kind: 'credit-note' })).documents.map((document) => document.number)).toEqual(['CN-2026-000001']);
  });
});
