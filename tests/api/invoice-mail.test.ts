// The invoice sent with the receipt, through the whole shop: a customer pays by card through the
// API, the outbox keeps the receipt with the invoice's id in the payment's transaction, and the test
// server's sender (built as the Node server's is) sends it over SMTP to the mail catcher with the
// invoice's stored PDF attached; the shop's notice goes without. Over each database.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Product } from '../../core/domain/product';
import { callAs, signedInCustomer, type Call, type Customer } from '../support/customers';
import { describeOverEachDatabase, type ShopOver } from '../support/each-database';
import { Inbox, startMailCatcher, type CaughtMail, type MailCatcher } from '../support/mail-catcher';
import { testCards } from '../support/sandbox-cards';
import { deliverTo } from '../support/stored-orders';
import { TEST_NOTIFY_EMAIL, type TestServer } from '../support/test-server';

/** An email as the catcher lists it, with its files (maildev's GET /api/email). */
type CaughtWithFiles = CaughtMail & { attachments?: { filename: string; generatedFileName: string; contentType: string; size: number }[] };

/** The text of a PDF, as poppler's pdftotext reads it. */
const textOf = (pdf: Buffer) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mailed-invoice-'));
  try {
    writeFileSync(path.join(dir, 'invoice.pdf'), pdf);
    return execFileSync('/usr/bin/pdftotext', ['-layout', path.join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describeOverEachDatabase('the invoice mailed with the receipt of a card payment', (open) => {
  let catcher: MailCatcher;
  let inbox: Inbox;
  let shop: ShopOver;
  let server: TestServer;
  let call: Call;
  let ann: Customer;
  let vice: Product;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    inbox = new Inbox(catcher.inboxUrl);
    shop = await open({ smtpUrl: catcher.smtpUrl });
    server = shop.server;
    call = callAs(server.app);
    // A confirmed address: the order emails go only to those.
    ann = await signedInCustomer(server.app, 'Ann Archer', { verified: true });
    vice = await server.products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 36, min: 1, max: 10, image: '/v.svg', stock: 100 });
  });
  afterAll(async () => {
    await shop?.close();
    await catcher?.stop();
  });

  /** Pays as the browser does: an intent, the card confirmed at the provider, the payment recorded. */
  async function pay(orderId: string) {
    const { clientSecret } = (await call('POST', '/api/create-payment-intent', ann.token, { orderId })).json();
    const { id } = await server.sandbox.confirm(clientSecret, testCards.succeeds, { name: 'Ann Archer', email: ann.email });
    const paid = await call('PATCH', `/api/order/${orderId}`, ann.token, { transactionId: id });
    expect(paid.statusCode, paid.body).toBe(200);
  }

  it('carries INV-<year>-000001.pdf, the bytes the shop’s own download gives, naming the invoice; the shop’s notice carries none', async () => {
    const placed = await call('POST', '/api/order', ann.token, { ...deliverTo, productId: vice._id, quantity: 2, phone: '0114 496 0000' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as { _id: string; number: string };
    await pay(order._id);
    const [invoice] = (await call('GET', `/api/order/${order._id}/documents`, ann.token)).json() as { _id: string; number: string }[];
    const number = `INV-${new Date().getUTCFullYear()}-000001`;
    expect(invoice.number).toBe(number);

    expect(await server.sendMail()).toEqual({ sent: 3, failed: 0 });
    const receipt = (await inbox.waitFor((m) => m.subject === `Receipt for your order ${order.number}` && m.to.some((to) => to.address === ann.email))) as CaughtWithFiles;
    expect(receipt.attachments?.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([{ filename: `${number}.pdf`, contentType: 'application/pdf' }]);
    const attached = Buffer.from(await (await fetch(`${catcher.inboxUrl}/api/email/${receipt.id}/attachment/${receipt.attachments![0].generatedFileName}`)).arrayBuffer());
    // The PDF as stored: what the customer downloads from their order is the same file.
    const download = (await call('GET', `/api/documents/${invoice._id}/pdf`, ann.token)).json() as { fileName: string; pdf: string };
    expect(download.fileName).toBe(`${number}.pdf`);
    expect(attached.equals(Buffer.from(download.pdf, 'base64'))).toBe(true);
    expect(textOf(attached)).toContain(number);

    const notice = (await inbox.waitFor((m) => m.subject.startsWith(`New paid order ${order.number}`) && m.to.some((to) => to.address === TEST_NOTIFY_EMAIL))) as CaughtWithFiles;
    expect(notice.attachments ?? []).toEqual([]);
    const placedMail = (await inbox.waitFor((m) => m.subject === `Your order ${order.number} is placed`)) as CaughtWithFiles;
    expect(placedMail.attachments ?? []).toEqual([]);
  });

  it('is not sent while its invoice cannot be attached: the receipt’s try fails and it stays queued', async () => {
    // A message kept with a document that is not there, as a receipt whose invoice went missing would be.
    await server.outbox.enqueue([{ to: ann.email, subject: 'Receipt with a missing invoice', html: '<p>Receipt</p>', text: 'Receipt', attachments: [crypto.randomUUID()] }]);
    expect(await server.sendMail()).toEqual({ sent: 0, failed: 1 });
    const [kept] = (await server.outbox.list({ limit: 1 })).items;
    expect(kept).toMatchObject({ subject: 'Receipt with a missing invoice', status: 'queued', attempts: 1, lastError: expect.stringMatching(/to attach is not there$/) });
    expect((await inbox.all()).map((m) => m.subject)).not.toContain('Receipt with a missing invoice');
  });
});
