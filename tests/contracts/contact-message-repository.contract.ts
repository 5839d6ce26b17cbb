import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactForm } from '../../core/domain/contact';
import type { ContactMessageRepository } from '../../core/ports/driven/contact-message-repository';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import { InvalidCursorError } from '../../core/domain/page';

export interface ContactMessageRepositoryHarness {
  messages: ContactMessageRepository;
  /** The outbox the repository queues its mail in. */
  outbox: MailOutbox;
  /** Empties the messages and the outbox. */
  reset(): Promise<void>;
}

const form = (n: number): ContactForm => ({ name: `Visitor ${n}`, email: `visitor${n}@example.com`, message: `Message number ${n}` });

/** What every ContactMessageRepository must do, whatever keeps the data. */
export function contactMessageRepositoryContract(name: string, open: () => Promise<ContactMessageRepositoryHarness>) {
  describe(`ContactMessageRepository contract: ${name}`, () => {
    let messages: ContactMessageRepository;
    let outbox: MailOutbox;

    beforeEach(async () => {
      const harness = await open();
      await harness.reset();
      ({ messages, outbox } = harness);
    });

    it('queues the mail a message causes together with the message', async () => {
      const mail = [
        { to: 'shop@example.com', replyTo: 'visitor1@example.com', subject: 'A message from Visitor 1', html: '<p>Hi</p>', text: 'Hi' },
        { to: 'visitor1@example.com', subject: 'We have your message', html: '<p>Thanks</p>', text: 'Thanks' },
      ];
      const stored = await messages.create(form(1), mail);
      expect((await messages.list({ limit: 5 })).items).toEqual([stored]);
      const queued = (await outbox.list({ limit: 5 })).items;
      expect(queued.map((m) => [m.to, m.replyTo, m.subject, m.status])).toEqual([
        ['visitor1@example.com', null, 'We have your message', 'queued'],
        ['shop@example.com', 'visitor1@example.com', 'A message from Visitor 1', 'queued'],
      ]);
    });

    it('stores a message unread, with the time it arrived, exactly as written', async () => {
      const text = { name: 'Zoë <b>Ærøskøbing</b>', email: 'zoe@example.com', message: 'Line one\nLine two <script>alert(1)</script>' };
      const stored = await messages.create(text);
      expect(stored).toEqual({ ...text, _id: expect.stringMatching(/^[0-9a-f-]{36}$/), receivedAt: expect.any(String), readAt: null });
      expect(Math.abs(Date.parse(stored.receivedAt) - Date.now())).toBeLessThan(60_000);
      expect(await messages.list({ limit: 5 })).toEqual({ items: [stored], nextCursor: null });
      expect(await messages.countUnread()).toBe(1);
    });

    it('lists every message once, newest first, a page at a time', async () => {
      const stored = [];
      for (let n = 1; n <= 5; n++) stored.push(await messages.create(form(n)));
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await messages.list({ limit: 2, cursor });
        seen.push(...page.items.map((m) => m._id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual(stored.map((m) => m._id).reverse());
    });

    it('gives no cursor when the last page is exactly full, and an empty inbox is one empty page', async () => {
      expect(await messages.list({ limit: 3 })).toEqual({ items: [], nextCursor: null });
      for (let n = 1; n <= 4; n++) await messages.create(form(n));
      const first = await messages.list({ limit: 2 });
      const second = await messages.list({ limit: 2, cursor: first.nextCursor });
      expect(second.items.map((m) => m.name)).toEqual(['Visitor 2', 'Visitor 1']);
      expect(second.nextCursor).toBeNull();
    });

    it('marks a message read once, keeping the first time, and counts the unread ones', async () => {
      const [a, b] = [await messages.create(form(1)), await messages.create(form(2))];
      expect(await messages.countUnread()).toBe(2);
      const read = await messages.markRead(a._id);
      expect(read).toEqual({ ...a, readAt: expect.any(String) });
      expect(await messages.countUnread()).toBe(1);
      expect((await messages.markRead(a._id))?.readAt).toBe(read?.readAt);
      expect(await messages.countUnread()).toBe(1);
      expect((await messages.list({ limit: 5 })).items).toEqual([b, read]);
      expect(await messages.markRead(crypto.randomUUID())).toBeNull();
    });

    it('refuses a cursor it did not hand out', async () => {
      for (const bad of ['nonsense!', 'cy0x', 'YWJj', '%%%']) {
        await expect(messages.list({ limit: 2, cursor: bad })).rejects.toBeInstanceOf(InvalidCursorError);
      }
    });
  });
}
