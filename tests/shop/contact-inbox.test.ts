// Visitors' messages over the memory repository and outbox: each rule of core/shop/contact-inbox.ts,
// without a server or a mail server.
import { beforeEach, describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { MemoryContactMessageRepository } from '../../adapters/memory/memory-contact-message-repository';
import { MemoryMailOutbox } from '../../adapters/memory/memory-mail-outbox';
import { ContactInbox } from '../../core/shop/contact-inbox';
import { queuedMail } from '../../core/shop/queued-mail';
import { bodyOf } from '../support/route-input';

const renderer = new ReactEmailRenderer({ shopName: 'Hartwell Tools', shopUrl: 'http://shop.test' });
const settings = { notifyEmail: 'works@hartwell.example' };
const form = { name: ' Ann Archer ', email: 'Ann@Example.com', message: ' Do you sharpen chisels? ' };

let outbox: MemoryMailOutbox;
let messages: MemoryContactMessageRepository;
let inbox: ContactInbox;

beforeEach(() => {
  outbox = new MemoryMailOutbox();
  messages = new MemoryContactMessageRepository(outbox);
  inbox = new ContactInbox(messages, renderer, settings, outbox);
});

/** A form as the contact route reads it, before it reaches the inbox. */
const sent = (fields: typeof form) => bodyOf('sendContactMessage', fields);

const queued = () => outbox.all().map((m) => ({ to: m.to, replyTo: m.replyTo, email: 'email' in m ? m.email : null }));

describe('a message from the contact page', () => {
  it('is kept, sent to the shop to be answered straight to the visitor, and acknowledged to the visitor', async () => {
    const received = await inbox.receive(sent(form));
    expect(received).toEqual({ _id: expect.any(String), receivedAt: expect.any(String) });
    const data = { name: 'Ann Archer', email: 'ann@example.com', message: 'Do you sharpen chisels?', receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) };
    expect(queued()).toEqual([
      { to: 'works@hartwell.example', replyTo: 'ann@example.com', email: { template: 'contact-to-shop', to: 'works@hartwell.example', replyTo: 'ann@example.com', data } },
      { to: 'ann@example.com', replyTo: 'works@hartwell.example', email: { template: 'contact-acknowledgement', to: 'ann@example.com', replyTo: 'works@hartwell.example', data } },
    ]);
    const listed = await inbox.listMessages({ limit: 10 });
    expect(listed.items).toEqual([{ _id: received._id, receivedAt: received.receivedAt, readAt: null, name: 'Ann Archer', email: 'ann@example.com', message: 'Do you sharpen chisels?' }]);
  });

  it('is not acknowledged to an address that had its hourly share of the shop’s mail, but still reaches the shop', async () => {
    await outbox.enqueue(Array.from({ length: 5 }, () => queuedMail(renderer, { template: 'verify-email', to: 'ann@example.com', data: { name: 'x', email: 'ann@example.com', link: 'http://shop.test/x' } })));
    await inbox.receive(sent(form));
    expect(queued().slice(5)).toEqual([expect.objectContaining({ to: 'works@hartwell.example', replyTo: 'ann@example.com' })]);
    expect((await inbox.listMessages({ limit: 10 })).unread).toBe(1);
  });
});

describe('the admins’ messages', () => {
  it('are read newest first, a page at a time, with the count of unread ones', async () => {
    for (const n of [1, 2, 3]) await inbox.receive(sent({ ...form, message: `Message ${n}` }));
    const first = await inbox.listMessages({ limit: 2 });
    expect(first).toMatchObject({ items: [{ message: 'Message 3' }, { message: 'Message 2' }], nextCursor: expect.any(String), unread: 3 });
    expect(await inbox.listMessages({ limit: 2, cursor: first.nextCursor })).toMatchObject({ items: [{ message: 'Message 1' }], nextCursor: null, unread: 3 });
  });

  it('refuses a cursor it did not hand out, in words, and lets any other failure through as it is', async () => {
    await expect(inbox.listMessages({ limit: 2, cursor: 'bogus!' })).rejects.toMatchObject({ type: 'invalid_data', message: 'That page cursor is not one this catalogue handed out' });
    const down = new Error('The database is down');
    messages.countUnread = () => Promise.reject(down);
    await expect(inbox.listMessages({ limit: 2 })).rejects.toBe(down);
  });

  it('are marked read by an admin, once, with the unread left', async () => {
    const first = await inbox.receive(sent(form));
    await inbox.receive(sent(form));
    const marked = await inbox.markRead(first._id);
    expect(marked).toEqual({ message: expect.objectContaining({ _id: first._id, readAt: expect.any(String) }), unread: 1 });
    expect((await inbox.markRead(first._id)).message.readAt).toBe(marked.message.readAt);
    await expect(inbox.markRead(crypto.randomUUID())).rejects.toMatchObject({ type: 'not_found', message: 'There is no such message' });
  });
});
