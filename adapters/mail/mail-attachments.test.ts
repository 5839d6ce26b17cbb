// A message's attachments through each transport: over SMTP to the local mail catcher (the inbox
// `npm start` opens), which lists each file with its name, type and size and hands back its bytes;
// and into the JSON file the json-file transport writes, with the bytes in base64.
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../core/domain/mail';
import { Inbox, startMailCatcher, type CaughtMail, type MailCatcher } from '../../tests/support/mail-catcher';
import { JsonFileMailTransport, type MailFile } from './json-file-mail-transport';
import { SmtpMailTransport } from './smtp-mail-transport';

// Bytes no text encoding passes through unchanged: a PDF's header, a NUL, bytes over 0x7f.
const pdf = Uint8Array.from([...Buffer.from('%PDF-1.7\n'), 0, 0xff, 0xfe, 0x80, ...Array.from({ length: 3000 }, (_, i) => (i * 31) % 256)]);
const csv = new TextEncoder().encode('number,gross\nINV-2026-000001,4320\n');

const message = (subject: string, attachments?: MailMessage['attachments']): MailMessage => ({
  to: 'ann@example.com',
  subject,
  html: '<p>Your invoice is attached.</p>',
  text: 'Your invoice is attached.',
  ...(attachments ? { attachments } : {}),
});

const invoiceMessage = (subject: string) =>
  message(subject, [
    { fileName: 'INV-2026-000001.pdf', content: pdf, contentType: 'application/pdf' },
    // A view of a larger buffer: only its own bytes go.
    { fileName: 'totals.csv', content: new Uint8Array([0xaa, ...csv, 0xbb]).subarray(1, csv.length + 1), contentType: 'text/csv' },
  ]);

/** An email as the catcher lists it, with its files (maildev's GET /api/email). */
type CaughtWithFiles = CaughtMail & { attachments?: { filename: string; generatedFileName: string; contentType: string; size: number }[] };

describe('attachments over SMTP, as the local mail catcher shows them', () => {
  let catcher: MailCatcher;
  let inbox: Inbox;
  let transport: SmtpMailTransport;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    inbox = new Inbox(catcher.inboxUrl);
    transport = new SmtpMailTransport({ url: catcher.smtpUrl, from: 'Hartwell Tools <shop@hartwell.example>' });
  });
  afterAll(async () => {
    transport?.close();
    await catcher?.stop();
  });

  it('arrive with their names, types and bytes, beside both parts of the message', async () => {
    await transport.send(invoiceMessage('Receipt with an invoice'));
    const arrived = (await inbox.waitFor((m) => m.subject === 'Receipt with an invoice')) as CaughtWithFiles;
    expect(arrived.text.trim()).toBe('Your invoice is attached.');
    expect(arrived.html).toContain('<p>Your invoice is attached.</p>');
    expect(arrived.attachments?.map(({ filename, contentType, size }) => ({ filename, contentType, size }))).toEqual([
      { filename: 'INV-2026-000001.pdf', contentType: 'application/pdf', size: pdf.length },
      { filename: 'totals.csv', contentType: 'text/csv', size: csv.length },
    ]);
    // What the inbox's download link gives.
    const bytes = await Promise.all(
      arrived.attachments!.map(async ({ generatedFileName }) => {
        const res = await fetch(`${catcher.inboxUrl}/api/email/${arrived.id}/attachment/${generatedFileName}`);
        expect(res.status).toBe(200);
        return Buffer.from(await res.arrayBuffer());
      }),
    );
    expect(bytes[0].equals(Buffer.from(pdf))).toBe(true);
    expect(bytes[1].equals(Buffer.from(csv))).toBe(true);
  });

  it('are none when the message has none', async () => {
    await transport.send(message('Receipt without an invoice'));
    const arrived = (await inbox.waitFor((m) => m.subject === 'Receipt without an invoice')) as CaughtWithFiles;
    expect(arrived.attachments ?? []).toEqual([]);
  });
});

describe('attachments in the JSON files', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'shop-mail-attachments-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const filesIn = async (dir: string) => {
    const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
    return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as MailFile));
  };

  it('are kept with their names, types and sizes, and their bytes in base64; a message without has no such field', async () => {
    const dir = path.join(root, 'sent');
    const transport = new JsonFileMailTransport({ dir, from: 'Hartwell Tools <shop@hartwell.example>' });
    await transport.send(invoiceMessage('Receipt with an invoice'));
    await transport.send(message('Receipt without an invoice'));
    const [withFiles, without] = await filesIn(dir);
    expect(withFiles.attachments?.map(({ fileName, contentType, size }) => ({ fileName, contentType, size }))).toEqual([
      { fileName: 'INV-2026-000001.pdf', contentType: 'application/pdf', size: pdf.length },
      { fileName: 'totals.csv', contentType: 'text/csv', size: csv.length },
    ]);
    expect(Buffer.from(withFiles.attachments![0].content, 'base64').equals(Buffer.from(pdf))).toBe(true);
    expect(Buffer.from(withFiles.attachments![1].content, 'base64').toString('utf8')).toBe('number,gross\nINV-2026-000001,4320\n');
    expect(without).toMatchObject({ subject: 'Receipt without an invoice' });
    expect(without).not.toHaveProperty('attachments');
  });
});
