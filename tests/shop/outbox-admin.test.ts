// The admins' view of the mail outbox over the memory outbox: what went, what waits and what
// failed, newest first with the count of failures, and a failed message sent again with fresh tries.
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryMailOutbox } from '../../adapters/memory/memory-mail-outbox';
import { OutboxAdmin, outboxListRequestSchema, type OutboxListQuery } from '../../core/shop/outbox-admin';

let outbox: MemoryMailOutbox;
let outboxAdmin: OutboxAdmin;

beforeEach(async () => {
  outbox = new MemoryMailOutbox();
  outboxAdmin = new OutboxAdmin(outbox);
  // Three messages: the first failed for good, the second sent, the third still waiting.
  await outbox.enqueue(['first', 'second', 'third'].map((name) => ({ to: `${name}@example.com`, subject: `To ${name}`, html: '<p>Hi</p>', text: 'Hi' })));
  const [failing, sending] = await outbox.claimDue({ now: new Date(Date.now() + 1000), limit: 2, leaseMs: 60_000 });
  await outbox.markAttemptFailed(failing, { error: '550 Mailbox unavailable', retryAt: null });
  await outbox.markSent(sending, new Date());
});

const query = (request: Partial<OutboxListQuery> = {}): OutboxListQuery => ({ limit: 12, ...request });
const recipients = (page: { items: { to: string }[] }) => page.items.map((message) => message.to);
const idOf = (to: string) => outbox.all().find((message) => message.to === to)!._id;

describe('the outbox list', () => {
  it('shows the messages newest first with how many failed in all, a page at a time', async () => {
    const first = await outboxAdmin.listOutbox(query({ limit: 2 }));
    expect(first).toMatchObject({ failed: 1, nextCursor: expect.any(String) });
    expect(recipients(first)).toEqual(['third@example.com', 'second@example.com']);
    const second = await outboxAdmin.listOutbox(query({ limit: 2, cursor: first.nextCursor ?? undefined }));
    expect(second).toEqual({ items: [expect.objectContaining({ to: 'first@example.com', status: 'failed', lastError: '550 Mailbox unavailable' })], nextCursor: null, failed: 1 });
  });

  it('shows the messages of one status', async () => {
    expect(recipients(await outboxAdmin.listOutbox(query({ status: 'failed' })))).toEqual(['first@example.com']);
    expect(recipients(await outboxAdmin.listOutbox(query({ status: 'queued' })))).toEqual(['third@example.com']);
  });

  it('refuses a page cursor it did not hand out in words, and lets any other failure through', async () => {
    await expect(outboxAdmin.listOutbox(query({ cursor: '!' }))).rejects.toMatchObject({ type: 'invalid_data', message: 'That page cursor is not one this catalogue handed out' });
    outbox.countFailed = () => Promise.reject(new Error('The database is unreachable'));
    await expect(outboxAdmin.listOutbox(query())).rejects.toThrow(new Error('The database is unreachable'));
  });

  it('is asked for by a query string that names a status, or none', () => {
    expect(v.parse(outboxListRequestSchema, { status: 'failed' })).toEqual({ limit: 12, status: 'failed' });
    expect(v.parse(outboxListRequestSchema, {})).toEqual({ limit: 12 });
    expect(v.safeParse(outboxListRequestSchema, { status: 'lost' }).issues?.[0].message).toBe('Choose one of: queued, sent, failed');
  });
});

describe('sending a failed message again', () => {
  it('queues it with a fresh set of tries, due at once: the next sender takes it', async () => {
    const requeued = await outboxAdmin.resend(idOf('first@example.com'));
    expect(requeued).toMatchObject({ to: 'first@example.com', status: 'queued', attempts: 0 });
    expect((await outboxAdmin.listOutbox(query())).failed).toBe(0);
    expect(await outbox.claimDue({ now: new Date(Date.now() + 1000), limit: 10, leaseMs: 60_000 })).toEqual([
      expect.objectContaining({ to: 'first@example.com', attempts: 1 }),
      expect.objectContaining({ to: 'third@example.com' }),
    ]);
  });

  it('refuses, in words, a message that has not failed, and one that is not there', async () => {
    await expect(outboxAdmin.resend(idOf('second@example.com'))).rejects.toMatchObject({ type: 'conflict', message: 'Only a message that failed can be sent again' });
    await expect(outboxAdmin.resend(idOf('third@example.com'))).rejects.toMatchObject({ type: 'conflict', message: 'Only a message that failed can be sent again' });
    await expect(outboxAdmin.resend(crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found', message: 'There is no such message in the outbox' });
  });
});
