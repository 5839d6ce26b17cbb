// Invoices sent with their emails, over the memory repositories: the receipt of a card payment and
// the shipped email of an order bought on account carry the invoice their change issued, as the PDF
// the shop stores, through the outbox and its sender to a mail server that records what it takes;
// the shop's own notice carries none, and a message whose attachment cannot be made is not sent.
import { csvCatalogueFormat } from '../../adapters/csv/catalogue-csv';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { PdfkitDocumentRenderer } from '../../adapters/documents/pdfkit-document-renderer';
import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { memoryRepositories, type MemoryRepositories } from '../../adapters/memory/memory-module';
import { MemoryIntentStore } from '../../adapters/memory/memory-intent-store';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import type { MailMessage, NewMail } from '../../core/domain/mail';
import type { Order } from '../../core/domain/order';
import type { Product } from '../../core/domain/product';
import { DEMO_SELLER, type TaxDocument } from '../../core/domain/tax-document';
import type { User } from '../../core/domain/user';
import { documentDrafter } from '../../core/shop/document-drafts';
import { Documents } from '../../core/shop/documents';
import { Fulfilment } from '../../core/shop/fulfilment';
import { OrderMail } from '../../core/shop/order-mail';
import { Ordering } from '../../core/shop/ordering';
import { documentAttachments, noAttachmentResolver, OutboxSender, type OutboxSenderOptions } from '../../core/shop/outbox-sender';
import { Payments } from '../../core/shop/payments';
import type { Admin } from '../../core/shop/permissions';
import { TradeAccounts } from '../../core/shop/trade-accounts';
import { storeAdmin, storeUser } from '../support/customers';
import { RecordingMailTransport } from '../support/recording-mail-transport';
import { testCards } from '../support/sandbox-cards';
import { testAddress } from '../support/stored-orders';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const settings = { shopName: 'Hartwell Tools', shopUrl: 'http://shop.test', notifyEmail: 'shop@example.com' };
const tax = { country: 'United Kingdom', rate: 20, countryRates: {}, zeroRated: [] };

let data: MemoryRepositories;
let trade: TradeAccounts;
let ordering: Ordering;
let payments: Payments;
let fulfilment: Fulfilment;
let documents: Documents;
let processor: SandboxCardProcessor;
let transport: RecordingMailTransport;
let admin: Admin;
let ann: User;
let vice: Product;

const renderer = new ReactEmailRenderer(settings);
/** The sender as the server builds it: invoices made from the shop's stored documents. */
const senderWith = (options: OutboxSenderOptions = { attachments: documentAttachments(data.documents, documents) }) => new OutboxSender(data.outbox, transport, renderer, options);

const pay = async (buyer: User, order: Order) => {
  const { clientSecret } = await payments.createPaymentIntent(buyer, order._id);
  const charged = await processor.confirm(clientSecret, testCards.succeeds, { name: buyer.displayName, email: buyer.email });
  return payments.recordPayment(buyer, order._id, charged.id);
};

/** The text of a PDF, as poppler's pdftotext reads it. */
const textOf = (pdf: Uint8Array) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'attached-invoice-'));
  try {
    writeFileSync(path.join(dir, 'document.pdf'), pdf);
    return execFileSync('/usr/bin/pdftotext', ['-layout', path.join(dir, 'document.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** What the mail server took of one template's email for `to` (the subject names the order). */
const sentTo = (to: string, subject: RegExp) => transport.sent.filter((message) => message.to === to && subject.test(message.subject));
/** What the outbox kept of one template's email: its attachments' ids. */
const queued = (template: string) => data.outbox.all().filter((mail) => 'email' in mail && mail.email.template === template);

/** The invoice a message carries, checked to be the document's PDF as the shop stores it. */
async function expectInvoiceAttached(message: MailMessage, invoice: TaxDocument) {
  expect(message.attachments?.map(({ fileName, contentType }) => ({ fileName, contentType }))).toEqual([{ fileName: `${invoice.number}.pdf`, contentType: 'application/pdf' }]);
  const [{ content }] = message.attachments!;
  // The same bytes as the shop's own download: made once, stored, never made again.
  expect(Buffer.from(content).equals(Buffer.from(await documents.pdfOf(invoice)))).toBe(true);
  expect(Buffer.from(content).equals(Buffer.from((await data.documents.pdf(invoice._id))!))).toBe(true);
  expect(Buffer.from(content).subarray(0, 5).toString()).toBe('%PDF-');
  expect(textOf(content)).toContain(invoice.number);
}

beforeEach(async () => {
  data = memoryRepositories();
  const mail = new OrderMail(renderer, settings, data.users);
  const drafts = documentDrafter(DEMO_SELLER, data.trade, data.documents, () => NOW);
  trade = new TradeAccounts(data.trade, data.users, renderer, settings, data.outbox, data.orders);
  processor = new SandboxCardProcessor(new MemoryIntentStore());
  payments = new Payments(data.orders, processor, () => new Date(NOW.getTime() + 3_600_000), mail, undefined, drafts);
  ordering = new Ordering(data.products, data.orders, payments, data.users, data.addresses, data.carts, { holdMinutes: 60, now: () => NOW, tax, seller: DEMO_SELLER }, mail, undefined, (buyer) => trade.termsFor(buyer));
  fulfilment = new Fulfilment(data.orders, mail, drafts);
  documents = new Documents(data.documents, ordering, csvCatalogueFormat, new PdfkitDocumentRenderer());
  transport = new RecordingMailTransport();
  admin = await storeAdmin(data.users, { email: 'boss@example.com', displayName: 'Boss' });
  ann = await storeUser(data.users, { email: 'ann@example.com', displayName: 'Ann Archer' });
  vice = await data.products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 12, min: 1, max: 50, image: '/v.svg', stock: 100, partNumber: 'HT-VICE-6' });
});

describe('the receipt of a card payment', () => {
  it('carries the invoice the payment issued, as INV-<year>-000001.pdf, the PDF the shop stores; the shop’s notice carries none', async () => {
    const order = await ordering.placeOrder(ann, { productId: vice._id, quantity: 3, phone: '', saveAddress: false, address: testAddress });
    await pay(ann, order);
    const [invoice] = await documents.forOrder(ann, order._id);
    expect(invoice.number).toBe('INV-2026-000001');
    // Kept in the outbox by id, its PDF not made yet: made when the message is sent.
    expect(queued('payment-received').map((mail) => mail.attachments)).toEqual([[invoice._id]]);
    expect(queued('new-paid-order').map((mail) => mail.attachments)).toEqual([[]]);
    expect(queued('order-placed').map((mail) => mail.attachments)).toEqual([[]]);
    expect(await data.documents.pdf(invoice._id)).toBeNull();

    expect(await senderWith().sendDue()).toEqual({ sent: 3, failed: 0 });
    const [receipt, ...more] = sentTo('ann@example.com', /^Receipt for your order/);
    expect(more).toEqual([]);
    await expectInvoiceAttached(receipt, invoice);
    const [notice] = sentTo(settings.notifyEmail, /^New paid order/);
    expect(notice).toBeDefined();
    expect(notice).not.toHaveProperty('attachments');
    expect(sentTo('ann@example.com', /is placed$/)[0]).not.toHaveProperty('attachments');
  });

  it('of the next payment carries the next invoice', async () => {
    for (const quantity of [1, 2]) await pay(ann, await ordering.placeOrder(ann, { productId: vice._id, quantity, phone: '', saveAddress: false, address: testAddress }));
    await senderWith().sendDue();
    expect(sentTo('ann@example.com', /^Receipt for your order/).map((message) => message.attachments?.map((file) => file.fileName))).toEqual([['INV-2026-000001.pdf'], ['INV-2026-000002.pdf']]);
  });
});

describe('the shipped email', () => {
  it('of an order bought on account carries the invoice its shipping issued', async () => {
    const applied = await trade.apply(ann, { companyName: 'Acme Joinery Ltd', companyNumber: '01234567', vatNumber: 'GB123456789', invoiceAddress: testAddress });
    const acme = await trade.decide(admin, applied._id, { approve: true });
    await trade.setCredit(admin, acme._id, { limit: 5000, termsDays: 30 });
    const owed = await ordering.placeOrder(ann, { productId: vice._id, quantity: 2, phone: '', saveAddress: false, address: testAddress, paymentMethod: 'account' });
    await fulfilment.shipOrder(admin, owed._id);
    const [invoice] = await documents.forOrder(ann, owed._id);
    expect(queued('order-shipped').map((mail) => mail.attachments)).toEqual([[invoice._id]]);
    // The shop heard of the order when it was placed, without an invoice: none was issued then.
    expect(queued('new-paid-order').map((mail) => mail.attachments)).toEqual([[]]);

    await senderWith().sendDue();
    const [shipped] = sentTo('ann@example.com', /shipped|on its way/i);
    await expectInvoiceAttached(shipped, invoice);
    expect(textOf(shipped.attachments![0].content)).toContain('Acme Joinery Ltd');
  });

  it('of a card order carries none: its invoice went with the receipt', async () => {
    const order = await ordering.placeOrder(ann, { productId: vice._id, quantity: 1, phone: '', saveAddress: false, address: testAddress });
    await pay(ann, order);
    await fulfilment.shipOrder(admin, order._id);
    expect(queued('order-shipped').map((mail) => mail.attachments)).toEqual([[]]);
    await senderWith().sendDue();
    const [shipped] = sentTo('ann@example.com', /shipped|on its way/i);
    expect(shipped).toBeDefined();
    expect(shipped).not.toHaveProperty('attachments');
  });
});

describe('a message whose attachment cannot be made', () => {
  const withAttachment = (ids: string[], n = 1): NewMail => ({ to: `reader${n}@example.com`, subject: `Invoice check ${n}`, html: '<p>Your invoice</p>', text: 'Your invoice', attachments: ids });

  it('is not sent when its document is not there: its try fails with why, and the others go', async () => {
    await data.outbox.enqueue([withAttachment([crypto.randomUUID()]), { to: 'reader2@example.com', subject: 'No attachment', html: '<p>Hi</p>', text: 'Hi' }]);
    expect(await senderWith().sendDue()).toEqual({ sent: 1, failed: 1 });
    expect(transport.sent.map((message) => message.subject)).toEqual(['No attachment']);
    expect(data.outbox.all().map(({ subject, status, attempts, lastError }) => ({ subject, status, attempts, lastError }))).toEqual([
      { subject: 'Invoice check 1', status: 'queued', attempts: 1, lastError: expect.stringMatching(/^The document [0-9a-f-]{36} to attach is not there$/) },
      { subject: 'No attachment', status: 'sent', attempts: 1, lastError: null },
    ]);
  });

  it('is not sent when its PDF cannot be made, nor when one of its documents is missing', async () => {
    const order = await ordering.placeOrder(ann, { productId: vice._id, quantity: 1, phone: '', saveAddress: false, address: testAddress });
    await pay(ann, order);
    const [invoice] = await documents.forOrder(ann, order._id);
    // A shop that makes no PDFs (no renderer bound): the receipt waits rather than going without its invoice.
    const noPdfs = new Documents(data.documents, ordering, csvCatalogueFormat);
    expect(await senderWith({ attachments: documentAttachments(data.documents, noPdfs) }).sendDue()).toEqual({ sent: 2, failed: 1 });
    expect(sentTo('ann@example.com', /^Receipt for your order/)).toEqual([]);
    expect(queued('payment-received')).toEqual([expect.objectContaining({ status: 'queued', lastError: 'This shop makes no PDFs: no document renderer is bound' })]);

    await data.outbox.enqueue([withAttachment([invoice._id, crypto.randomUUID()], 3)]);
    // Sent once the PDF can be made; the message with a missing document still is not.
    const later = new Date(Date.now() + 3_600_000);
    const sender = new OutboxSender(data.outbox, transport, renderer, { attachments: documentAttachments(data.documents, documents), now: () => later });
    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 1 });
    await expectInvoiceAttached(sentTo('ann@example.com', /^Receipt for your order/)[0], invoice);
    expect(sentTo('reader3@example.com', /Invoice check/)).toEqual([]);
  });

  it('is not sent by a sender that cannot make attachments, with that said; one without attachments is', async () => {
    await data.outbox.enqueue([withAttachment([crypto.randomUUID()]), { to: 'reader2@example.com', subject: 'No attachment', html: '<p>Hi</p>', text: 'Hi' }]);
    expect(await senderWith({}).sendDue()).toEqual({ sent: 1, failed: 1 });
    expect(transport.sent.map((message) => message.subject)).toEqual(['No attachment']);
    expect(data.outbox.all()[0]).toMatchObject({ status: 'queued', lastError: noAttachmentResolver });
  });

  it('is not sent when the attachments made are fewer than those kept', async () => {
    await data.outbox.enqueue([withAttachment(['a', 'b'])]);
    const short = new OutboxSender(data.outbox, transport, renderer, { attachments: async () => [{ fileName: 'a.pdf', content: new Uint8Array([1]), contentType: 'application/pdf' }] });
    expect(await short.sendDue()).toEqual({ sent: 0, failed: 1 });
    expect(transport.sent).toEqual([]);
    expect(data.outbox.all()[0].lastError).toMatch(/^Of this message's 2 attachments, 1 could be made/);
  });
});
