// The admins' view of the mail outbox over the memory outbox: what went, what waits and what
// failed, newest first with the count of failures, and a failed message sent again with fresh tries.
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryRepositories } from '../../adapters/memory/memory-module';
import { MemoryMailOutbox } from '../../adapters/memory/memory-mail-outbox';
import type { User } from '../../core/domain/user';
import { OutboxAdmin, outboxListRequestSchema, type OutboxListQuery } from '../../core/shop/outbox-admin';
import { storeUser } from '../support/customers';

let outbox: MemoryMailOutbox;
let outboxAdmin: OutboxAdmin;
let admin: User;
let ann: User;

beforeEach(async () => {
  const { users } = memoryRepositories();
  outbox = new MemoryMailOutbox();
  outboxAdmin = new OutboxAdmin(outbox);
  admin = await storeUser(users, { email: 'boss@example.com', displayName: 'Boss', role: 'admin' });
  ann = await storeUser(users, { email: 'ann@example.com', displayName: 'Ann' });
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
    const first = await outboxAdmin.listOutbox(admin, query({ limit: 2 }));
    expect(first).toMatchObject({ failed: 1, nextCursor: expect.any(String) });
    expect(recipients(first)).toEqual(['third@example.com', 'second@example.com']);
    const second = await outboxAdmin.listOutbox(admin, query({ limit: 2, cursor: first.nextCursor ?? undefined }));
    expect(second).toEqual({ items: [expect.objectContaining({ to: 'first@example.com', status: 'failed', lastError: '550 Mailbox unavailable' })], nextCursor: null, failed: 1 });
  });

  it('shows the messages of one status', async () => {
    expect(recipients(await outboxAdmin.listOutbox(admin, query({ status: 'failed' })))).toEqual(['first@example.com']);
    expect(recipients(await outboxAdmin.listOutbox(admin, query({ status: 'queued' })))).toEqual(['third@example.com']);
  });

  it('is for admins only', async () => {
    await expect(outboxAdmin.listOutbox(ann, query())).rejects.toMatchObject({ type: 'forbidden' });
    await expect(outboxAdmin.listOutbox(null, query())).rejects.toMatchObject({ type: 'unauthorized' });
  });

  it('refuses a page cursor it did not hand out in words, and lets any other failure through', async () => {
    await expect(outboxAdmin.listOutbox(admin, query({ cursor: '!' }))).rejects.toMatchObject({ type: 'invalid_data', message: 'That page cursor is not one this catalogue handed out' });
    outbox.countFailed = () => Promise.reject(new Error('The database is unreachable'));
    await expect(outboxAdmin.listOutbox(admin, query())).rejects.toThrow(new Error('The database is unreachable'));
  });

  it('is asked for by a query string that names a status, or none', () => {
    expect(v.parse(outboxListRequestSchema, { status: 'failed' })).toEqual({ limit: 12, status: 'failed' });
    expect(v.parse(outboxListRequestSchema, {})).toEqual({ limit: 12 });
    expect(v.safeParse(outboxListRequestSchema, { status: 'lost' }).issues?.[0].message).toBe('Choose one of: queued, sent, failed');
  });
});

describe('sending a failed message again', () => {
  it('queues it with a fresh set of tries, due at once: the next sender takes it', async () => {
    const requeued = await outboxAdmin.resend(admin, idOf('first@example.com'));
    expect(requeued).toMatchObject({ to: 'first@example.com', status: 'queued', attempts: 0 });
    expect((await outboxAdmin.listOutbox(admin, query())).failed).toBe(0);
    expect(await outbox.claimDue({ now: new Date(Date.now() + 1000), limit: 10, leaseMs: 60_000 })).toEqual([
      expect.objectContaining({ to: 'first@example.com', attempts: 1 }),
      expect.objectContaining({ to: 'third@example.com' }),
    ]);
  });

  it('refuses, in words, a message that has not failed, one that is not there, and a malformed id', async () => {
    await expect(outboxAdmin.resend(admin, idOf('second@example.com'))).rejects.toMatchObject({ type: 'conflict', message: 'Only a message that failed can be sent again' });
    await expect(outboxAdmin.resend(admin, idOf('third@example.com'))).rejects.toMatchObject({ type: 'conflict', message: 'Only a message that failed can be sent again' });
    await expect(outboxAdmin.resend(admin, crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found', message: 'There is no such message in the outbox' });
    await expect(outboxAdmin.resend(admin, 'first')).rejects.toMatchObject({ type: 'invalid_data', message: 'That email id is malformed' });
  });

  it('is for admins only', async () => {
    await expect(outboxAdmin.resend(ann, idOf('first@example.com'))).rejects.toMatchObject({ type: 'forbidden' });
    expect(outbox.all()[0]).toMatchObject({ status: 'failed' });
  });
});
