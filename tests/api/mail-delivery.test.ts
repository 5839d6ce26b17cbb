import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryMailOutbox } from '../../adapters/memory/memory-mail-outbox';
import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { SmtpMailTransport } from '../../adapters/mail/smtp-mail-transport';
import { sampleBranding, sampleEmails, sampleOrder } from '../../adapters/mail/templates/sample-emails';
import { openPostgres, type OpenDatabase } from '../../adapters/postgres/database';
import { PostgresMailOutbox } from '../../adapters/postgres/postgres-mail-outbox';
import type { ShopEmail } from '../../core/domain/emails';
import type { NewMail } from '../../core/domain/mail';
import { OutboxSender } from '../../core/shop/outbox-sender';
import { queuedMail } from '../../core/shop/queued-mail';
import { Inbox, startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { createTestDatabase, postgresAvailable } from '../support/postgres-server';

const FROM = 'Hartwell Tools <shop@hartwell.example>';
/** Tries come quickly in these tests: a tenth of a second after the first failure, doubling. */
const QUICK_RETRY = { maxAttempts: 4, firstRetryMs: 50, maxRetryMs: 200 };

const renderer = new ReactEmailRenderer(sampleBranding);

const mail = (n: number, extra: Partial<Pick<NewMail, 'to' | 'replyTo' | 'subject' | 'key'>> = {}): NewMail => ({
  to: `reader${n}@example.com`,
  subject: `Delivery check ${n}`,
  html: `<p>Delivery check <b>${n}</b></p>`,
  text: `Delivery check ${n}`,
  ...extra,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the sender's rounds until `done` holds (a sender polls; a test waits for the outcome). */
async function sendUntil(sender: OutboxSender, done: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the outbox did not get there in time');
    await sender.sendDue();
    await sleep(30);
  }
}

describe('sending the outbox through real SMTP', () => {
  let catcher: MailCatcher;
  let inbox: Inbox;
  const transports: SmtpMailTransport[] = [];
  const transportTo = (url: string) => {
    const transport = new SmtpMailTransport({ url, from: FROM });
    transports.push(transport);
    return transport;
  };

  beforeAll(async () => {
    catcher = await startMailCatcher();
    inbox = new Inbox(catcher.inboxUrl);
  });
  afterAll(async () => {
    for (const transport of transports) transport.close();
    await catcher.stop();
  });

  it('delivers a queued message with its sender, recipient, reply-to, subject and both parts', async () => {
    const outbox = new MemoryMailOutbox();
    await outbox.enqueue([mail(1, { to: 'zoe@example.com', replyTo: 'visitor@example.com', subject: 'Ærøskøbing: your order ✓' })]);
    const sender = new OutboxSender(outbox, transportTo(catcher.smtpUrl), renderer);
    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 0 });

    const arrived = await inbox.waitFor((m) => m.subject === 'Ærøskøbing: your order ✓');
    expect(arrived.to).toEqual([{ address: 'zoe@example.com', name: '' }]);
    expect(arrived.from).toEqual([{ address: 'shop@hartwell.example', name: 'Hartwell Tools' }]);
    expect(arrived.html).toContain('<p>Delivery check <b>1</b></p>');
    expect(arrived.text.trim()).toBe('Delivery check 1');
    expect(await inbox.source(arrived.id)).toMatch(/^Reply-To: visitor@example\.com\r?$/m);
    expect(outbox.all()).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(String) })]);
  });

  it('renders an email kept as written when it sends it: the subject listed, both parts from the template', async () => {
    const outbox = new MemoryMailOutbox();
    const placed = { template: 'order-placed', to: 'ann@example.com', data: { ...sampleOrder, orderNumber: 'HT-19999' } } as const;
    await outbox.enqueue([queuedMail(renderer, placed, 'order-placed:render-check')]);
    expect(outbox.all()).toEqual([expect.objectContaining({ subject: 'Your order HT-19999 is placed', email: placed, status: 'queued' })]);
    expect(outbox.all()[0]).not.toHaveProperty('html');

    expect(await new OutboxSender(outbox, transportTo(catcher.smtpUrl), renderer).sendDue()).toEqual({ sent: 1, failed: 0 });
    const arrived = await inbox.waitFor((m) => m.subject === 'Your order HT-19999 is placed');
    const rendered = await renderer.render(placed);
    expect(arrived.html).toContain('HT-19999');
    expect(arrived.text.trim()).toBe(rendered.text.trim());
  });

  it('fails the try of an email that cannot be rendered, with the reason, and sends the others', async () => {
    const outbox = new MemoryMailOutbox();
    const placedEmail = sampleEmails['order-placed'];
    const broken = { ...sampleEmails['order-shipped'], template: 'no-such-template' } as unknown as ShopEmail;
    await outbox.enqueue([{ to: broken.to, subject: 'Cannot be written', email: broken }, queuedMail(renderer, { ...placedEmail, to: 'renders@example.com' })]);
    const sender = new OutboxSender(outbox, transportTo(catcher.smtpUrl), renderer, { retry: QUICK_RETRY });
    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 1 });
    expect(outbox.all().map((m) => [m.subject, m.status, m.attempts, m.lastError === null])).toEqual([
      ['Cannot be written', 'queued', 1, false],
      [renderer.subject(placedEmail), 'sent', 1, true],
    ]);
  });

  it('keeps messages queued while the SMTP server is down, and delivers each exactly once when it is back', async () => {
    // A catcher that is stopped: its port refuses connections, as a mail server that is down does.
    const down = await startMailCatcher();
    const port = down.smtpPort;
    await down.stop();
    const outbox = new MemoryMailOutbox();
    await outbox.enqueue([1, 2, 3, 4, 5].map((n) => mail(n, { subject: `While down ${n}` })));
    const sender = new OutboxSender(outbox, transportTo(`smtp://127.0.0.1:${port}`), renderer, { retry: { ...QUICK_RETRY, maxAttempts: 50 } });

    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 5 });
    await sleep(120);
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 5 });
    for (const message of outbox.all()) {
      expect(message).toMatchObject({ status: 'queued', attempts: 2, sentAt: null });
      expect(message.lastError).toMatch(/ECONNREFUSED/);
    }

    const back = await startMailCatcher({ smtpPort: port });
    try {
      await sendUntil(sender, async () => outbox.all().every((m) => m.status === 'sent'));
      // Further rounds find nothing: no message goes twice.
      await sleep(250);
      expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });
      const arrived = await new Inbox(back.inboxUrl).waitForCount(5);
      expect(arrived.map((m) => m.subject).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `While down ${n}`));
    } finally {
      await back.stop();
    }
  });

  it('marks a message failed after its last try, keeps it, and delivers it once an admin queues it again', async () => {
    const down = await startMailCatcher();
    const port = down.smtpPort;
    await down.stop();
    const outbox = new MemoryMailOutbox();
    await outbox.enqueue([mail(7, { subject: 'Never gave up' })]);
    const sender = new OutboxSender(outbox, transportTo(`smtp://127.0.0.1:${port}`), renderer, { retry: QUICK_RETRY });
    await sendUntil(sender, async () => outbox.all()[0].status === 'failed');
    const [failed] = outbox.all();
    expect(failed).toMatchObject({ status: 'failed', attempts: QUICK_RETRY.maxAttempts, lastError: expect.stringMatching(/ECONNREFUSED/) });
    await sleep(250);
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });

    const back = await startMailCatcher({ smtpPort: port });
    try {
      await outbox.requeueFailed(failed._id, new Date());
      await sendUntil(sender, async () => outbox.all()[0].status === 'sent');
      expect(outbox.all()[0]).toMatchObject({ attempts: 1, status: 'sent' });
      expect((await new Inbox(back.inboxUrl).waitForCount(1)).map((m) => m.subject)).toEqual(['Never gave up']);
    } finally {
      await back.stop();
    }
  });

  it('runs in the background once started, and stops after the message under way', async () => {
    const outbox = new MemoryMailOutbox();
    const sender = new OutboxSender(outbox, transportTo(catcher.smtpUrl), renderer, { pollMs: 50 });
    sender.start();
    try {
      await outbox.enqueue([mail(8, { subject: 'Sent in the background' })]);
      await inbox.waitFor((m) => m.subject === 'Sent in the background');
    } finally {
      await sender.stop();
    }
    await outbox.enqueue([mail(9, { subject: 'After the stop' })]);
    await sleep(200);
    expect(outbox.all().map((m) => m.status)).toEqual(['sent', 'queued']);
  });
});

const postgres = await postgresAvailable();

describe.skipIf(!postgres)('two servers sending from one PostgreSQL', () => {
  let drop: () => Promise<void>;
  const databases: OpenDatabase[] = [];
  let catcher: MailCatcher;
  const transports: SmtpMailTransport[] = [];

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    // Each server has its own pool of connections, as two processes would.
    databases.push(await openPostgres(created.url, 4), await openPostgres(created.url, 4));
    catcher = await startMailCatcher();
  });
  afterEach(() => {
    for (const transport of transports.splice(0)) transport.close();
  });
  afterAll(async () => {
    await catcher?.stop();
    for (const database of databases) await database.close();
    await drop?.();
  });

  it('sends each message once between them', async () => {
    const [a, b] = databases.map((database) => new PostgresMailOutbox(database.db));
    const count = 40;
    await a.enqueue(Array.from({ length: count }, (_, i) => mail(i, { subject: `Shared outbox ${i}` })));
    const senders = [a, b].map((outbox) => {
      const transport = new SmtpMailTransport({ url: catcher.smtpUrl, from: FROM });
      transports.push(transport);
      return new OutboxSender(outbox, transport, renderer, { batchSize: 3 });
    });
    const rounds = await Promise.all(senders.map((sender) => sender.sendDue()));
    expect(rounds[0].sent + rounds[1].sent).toBe(count);
    expect(rounds.every((round) => round.sent > 0 && round.failed === 0)).toBe(true);

    const arrived = await new Inbox(catcher.inboxUrl).waitForCount(count);
    await sleep(300);
    const subjects = (await new Inbox(catcher.inboxUrl).all()).map((m) => m.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    expect(arrived).toHaveLength(count);
    const { items } = await b.list({ limit: 100 });
    expect(items.every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
  });
});
