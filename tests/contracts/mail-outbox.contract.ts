import { beforeEach, describe, expect, it } from 'vitest';
import { sampleOrder } from '../../adapters/mail/templates/sample-emails';
import type { NewMail } from '../../core/domain/mail';
import { InvalidCursorError } from '../../core/domain/page';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';

export interface MailOutboxHarness {
  outbox: MailOutbox;
  /** Empties the outbox. */
  reset(): Promise<void>;
}

const mail = (n: number, extra: Partial<Pick<NewMail, 'to' | 'replyTo' | 'subject' | 'key'>> = {}): NewMail => ({
  to: `reader${n}@example.com`,
  subject: `Message number ${n}`,
  html: `<p>Message number ${n}</p>`,
  text: `Message number ${n}`,
  ...extra,
});

const LEASE = 60_000;
/** A moment after anything queued in the test: every queued message is due then. */
const soon = () => new Date(Date.now() + 5_000);
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** What every MailOutbox must do, whatever keeps the messages. */
export function mailOutboxContract(name: string, open: () => Promise<MailOutboxHarness>) {
  describe(`MailOutbox contract: ${name}`, () => {
    let outbox: MailOutbox;

    beforeEach(async () => {
      const harness = await open();
      await harness.reset();
      outbox = harness.outbox;
    });

    it('queues a message as written, with no tries yet, and lists it', async () => {
      const text = { to: 'zoë@example.com', replyTo: 'visitor@example.com', subject: 'Ærøskøbing <b>order</b>', html: '<p>Hello</p>', text: 'Line one\nLine two' };
      await outbox.enqueue([text]);
      const { items, nextCursor } = await outbox.list({ limit: 5 });
      expect(nextCursor).toBeNull();
      expect(items).toEqual([
        { _id: expect.stringMatching(/^[0-9a-f-]{36}$/), to: text.to, replyTo: text.replyTo, subject: text.subject, status: 'queued', attempts: 0, lastError: null, queuedAt: expect.any(String), sentAt: null },
      ]);
      expect(Math.abs(Date.parse(items[0].queuedAt) - Date.now())).toBeLessThan(60_000);
      expect(await outbox.find(items[0]._id)).toEqual(items[0]);
      const [claimed] = await outbox.claimDue({ now: soon(), limit: 5, leaseMs: LEASE });
      expect(claimed).toEqual({ _id: items[0]._id, to: text.to, replyTo: text.replyTo, subject: text.subject, html: text.html, text: text.text, attempts: 1, claim: expect.any(String), attachments: [] });
    });

    it('keeps an email as written (template and facts) and hands it to its claim as written, to be rendered then', async () => {
      const email = { template: 'contact-to-shop', to: 'shop@hartwell.example', replyTo: 'zoë@example.com', data: { name: 'Zoë', email: 'zoë@example.com', message: 'Ærøskøbing?\nTwo lines', receivedAt: '2026-11-26T01:00:00.000Z' } } as const;
      await outbox.enqueue([{ to: email.to, replyTo: email.replyTo, subject: 'Message from Zoë', email, key: 'contact:1' }]);
      const [listed] = (await outbox.list({ limit: 5 })).items;
      expect(listed).toMatchObject({ to: email.to, replyTo: email.replyTo, subject: 'Message from Zoë', status: 'queued' });
      const [claimed] = await outbox.claimDue({ now: soon(), limit: 5, leaseMs: LEASE });
      expect(claimed).toEqual({ _id: listed._id, to: email.to, replyTo: email.replyTo, subject: 'Message from Zoë', email, attempts: 1, claim: expect.any(String), attachments: [] });
    });

    it('keeps the documents a message is sent with, by id, and hands them to its claim and to the next try', async () => {
      const invoice = crypto.randomUUID();
      const creditNote = crypto.randomUUID();
      const email = { template: 'payment-received', to: 'ann@example.com', data: sampleOrder } as const;
      await outbox.enqueue([
        { to: email.to, subject: 'Payment received for HT-10042', email, key: 'payment-received:1', attachments: [invoice] },
        mail(2, { key: 'new-paid-order:1' }),
        { ...mail(3), attachments: [invoice, creditNote] },
      ]);
      // The same event again keeps what was queued first.
      await outbox.enqueue([{ ...mail(4, { key: 'payment-received:1' }), attachments: [creditNote] }]);
      const now = soon();
      const claimed = await outbox.claimDue({ now, limit: 5, leaseMs: LEASE });
      expect(claimed.map((m) => [m.subject, m.attachments])).toEqual([
        ['Payment received for HT-10042', [invoice]],
        ['Message number 2', []],
        ['Message number 3', [invoice, creditNote]],
      ]);
      expect(claimed[0]).toMatchObject({ email, attempts: 1 });
      await outbox.markAttemptFailed(claimed[0], { error: 'The document to attach is not there', retryAt: later(now, 1000) });
      const [again] = await outbox.claimDue({ now: later(now, 1000), limit: 5, leaseMs: LEASE });
      expect(again).toMatchObject({ _id: claimed[0]._id, attempts: 2, attachments: [invoice] });
    });

    it('counts the messages queued to one address since a moment, whatever their case or status', async () => {
      const before = new Date(Date.now() - 1000);
      await outbox.enqueue([mail(1, { to: 'Ann@Example.com' }), mail(2, { to: 'ann@example.com' }), mail(3, { to: 'bob@example.com' })]);
      expect(await outbox.countTo('ann@example.com', before)).toBe(2);
      expect(await outbox.countTo('bob@example.com', before)).toBe(1);
      expect(await outbox.countTo('nobody@example.com', before)).toBe(0);
      expect(await outbox.countTo('ann@example.com', new Date(Date.now() + 60_000))).toBe(0);
    });

    it('queues the mail of one event once: the same key again adds nothing', async () => {
      await outbox.enqueue([mail(1, { key: 'order-placed:1' }), mail(2), mail(3)]);
      await outbox.enqueue([mail(1, { key: 'order-placed:1', subject: 'Again' }), mail(2)]);
      const { items } = await outbox.list({ limit: 10 });
      expect(items.map((m) => m.subject)).toEqual(['Message number 2', 'Message number 3', 'Message number 2', 'Message number 1']);
    });

    it('lists every message once, newest first, a page at a time, and refuses a cursor it did not hand out', async () => {
      for (let n = 1; n <= 5; n++) await outbox.enqueue([mail(n)]);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await outbox.list({ limit: 2, cursor });
        seen.push(...page.items.map((m) => m.subject));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual([5, 4, 3, 2, 1].map((n) => `Message number ${n}`));
      for (const bad of ['nonsense!', 'cy0x', 'YWJj']) await expect(outbox.list({ limit: 2, cursor: bad })).rejects.toBeInstanceOf(InvalidCursorError);
    });

    it('hands each due message to one claim at a time, oldest first, up to the limit', async () => {
      await outbox.enqueue([mail(1), mail(2), mail(3)]);
      const now = soon();
      const first = await outbox.claimDue({ now, limit: 2, leaseMs: LEASE });
      expect(first.map((m) => m.subject)).toEqual(['Message number 1', 'Message number 2']);
      const second = await outbox.claimDue({ now, limit: 5, leaseMs: LEASE });
      expect(second.map((m) => m.subject)).toEqual(['Message number 3']);
      expect(first[0].claim).not.toBe(second[0].claim);
      expect(await outbox.claimDue({ now, limit: 5, leaseMs: LEASE })).toEqual([]);
      // Still queued while a sender holds them, each with its try counted.
      expect((await outbox.list({ limit: 5 })).items.map((m) => [m.status, m.attempts])).toEqual([
        ['queued', 1],
        ['queued', 1],
        ['queued', 1],
      ]);
    });

    it('lets another sender claim a message whose claim ran out (its sender died), and then only that one may record it', async () => {
      await outbox.enqueue([mail(1)]);
      const now = soon();
      const [lost] = await outbox.claimDue({ now, limit: 1, leaseMs: LEASE });
      expect(await outbox.claimDue({ now: later(now, LEASE - 1), limit: 1, leaseMs: LEASE })).toEqual([]);
      const [taken] = await outbox.claimDue({ now: later(now, LEASE), limit: 1, leaseMs: LEASE });
      expect(taken).toMatchObject({ _id: lost._id, attempts: 2 });
      expect(await outbox.markSent(lost, now)).toBe(false);
      expect(await outbox.markAttemptFailed(lost, { error: 'late', retryAt: null })).toBe(false);
      expect(await outbox.markSent(taken, later(now, LEASE + 10))).toBe(true);
      expect(await outbox.find(lost._id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    });

    it('records a message sent once: it is never claimed again', async () => {
      await outbox.enqueue([mail(1)]);
      const now = soon();
      const [claimed] = await outbox.claimDue({ now, limit: 1, leaseMs: LEASE });
      expect(await outbox.markSent(claimed, now)).toBe(true);
      expect(await outbox.markSent(claimed, now)).toBe(false);
      expect(await outbox.find(claimed._id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: expect.any(String) });
      expect(Math.abs(Date.parse((await outbox.find(claimed._id))!.sentAt!) - now.getTime())).toBeLessThan(1000);
      expect(await outbox.claimDue({ now: later(now, 10 * LEASE), limit: 5, leaseMs: LEASE })).toEqual([]);
    });

    it('queues a failed try again for its retry time, keeping what went wrong', async () => {
      await outbox.enqueue([mail(1)]);
      const now = soon();
      const [claimed] = await outbox.claimDue({ now, limit: 1, leaseMs: LEASE });
      const retryAt = later(now, 30_000);
      expect(await outbox.markAttemptFailed(claimed, { error: 'connect ECONNREFUSED 127.0.0.1:25', retryAt })).toBe(true);
      expect(await outbox.find(claimed._id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
      expect(await outbox.claimDue({ now: later(now, 29_999), limit: 1, leaseMs: LEASE })).toEqual([]);
      const [again] = await outbox.claimDue({ now: retryAt, limit: 1, leaseMs: LEASE });
      expect(again).toMatchObject({ _id: claimed._id, attempts: 2 });
      expect(await outbox.markSent(again, retryAt)).toBe(true);
      expect(await outbox.find(claimed._id)).toMatchObject({ status: 'sent', attempts: 2, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    });

    it('marks a message failed after its last try, keeps it, and queues it again only when asked', async () => {
      await outbox.enqueue([mail(1), mail(2)]);
      const now = soon();
      const [claimed, other] = await outbox.claimDue({ now, limit: 2, leaseMs: LEASE });
      expect(await outbox.markAttemptFailed(claimed, { error: '550 mailbox unavailable', retryAt: null })).toBe(true);
      expect(await outbox.find(claimed._id)).toMatchObject({ status: 'failed', attempts: 1, lastError: '550 mailbox unavailable' });
      expect(await outbox.claimDue({ now: later(now, 100 * LEASE), limit: 5, leaseMs: LEASE })).toEqual([expect.objectContaining({ _id: other._id })]);

      expect(await outbox.requeueFailed(other._id, now)).toBeNull();
      expect(await outbox.requeueFailed(crypto.randomUUID(), now)).toBeNull();
      const requeued = await outbox.requeueFailed(claimed._id, later(now, 1000));
      expect(requeued).toMatchObject({ _id: claimed._id, status: 'queued', attempts: 0, lastError: '550 mailbox unavailable' });
      expect(await outbox.requeueFailed(claimed._id, now)).toBeNull();
      const [retried] = await outbox.claimDue({ now: later(now, 1000), limit: 5, leaseMs: LEASE });
      expect(retried).toMatchObject({ _id: claimed._id, attempts: 1 });
    });

    it('lists the messages of one status when asked, page by page, and counts the failed ones', async () => {
      await outbox.enqueue([mail(1), mail(2), mail(3), mail(4)]);
      const now = soon();
      const [first, second, third] = await outbox.claimDue({ now, limit: 3, leaseMs: LEASE });
      await outbox.markAttemptFailed(first, { error: '550 mailbox unavailable', retryAt: null });
      await outbox.markAttemptFailed(third, { error: '550 mailbox unavailable', retryAt: null });
      await outbox.markSent(second, now);
      expect(await outbox.countFailed()).toBe(2);
      const page = await outbox.list({ limit: 1, status: 'failed' });
      expect(page.items.map((m) => m._id)).toEqual([third._id]);
      const next = await outbox.list({ limit: 1, status: 'failed', cursor: page.nextCursor! });
      expect(next).toEqual({ items: [expect.objectContaining({ _id: first._id, status: 'failed' })], nextCursor: null });
      expect((await outbox.list({ limit: 5, status: 'sent' })).items.map((m) => m._id)).toEqual([second._id]);
      expect((await outbox.list({ limit: 5, status: 'queued' })).items).toHaveLength(1);
      await outbox.requeueFailed(first._id, now);
      expect(await outbox.countFailed()).toBe(1);
    });

    it('claims nothing from an empty outbox, and finds no message that is not there', async () => {
      expect(await outbox.countFailed()).toBe(0);
      expect(await outbox.claimDue({ now: soon(), limit: 5, leaseMs: LEASE })).toEqual([]);
      expect(await outbox.list({ limit: 5 })).toEqual({ items: [], nextCursor: null });
      expect(await outbox.find(crypto.randomUUID())).toBeNull();
    });
  });
}
