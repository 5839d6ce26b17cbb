import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../core/domain/mail';
import type { MailTransport } from '../../core/ports/driven/mail';

/** A message as it arrived at the mail server (or wherever the transport delivers). */
export interface ReceivedMail {
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransportHarness {
  transport: MailTransport;
  /**
   * What has arrived since the harness was opened, oldest first, once `count` messages have (a
   * server may file a message a moment after taking it; after a short wait it answers what it has).
   */
  received(count: number): Promise<ReceivedMail[]>;
  /** From now on the server does not take messages: it refuses them, or cannot be reached. */
  refuse(): Promise<void>;
  /** Stops and removes what the harness started. */
  dispose?(): Promise<void>;
}

const message = (n: number, extra: Partial<MailMessage> = {}): MailMessage => ({
  to: `reader${n}@example.com`,
  subject: `Transport check ${n}`,
  html: `<p>Transport check <b>${n}</b></p>`,
  text: `Transport check ${n}`,
  ...extra,
});

/** What the shop relies on from any MailTransport: the outbox marks a message sent when `send` resolves. */
export function mailTransportContract(name: string, open: () => Promise<MailTransportHarness>) {
  describe(`MailTransport contract: ${name}`, () => {
    let harness: MailTransportHarness;

    beforeEach(async () => {
      harness = await open();
    });
    afterEach(() => harness.dispose?.());

    it('delivers a message with its recipient, reply-to, subject, HTML and text as written', async () => {
      const sent = message(1, {
        to: 'zoe@example.com',
        replyTo: 'visitor@example.com',
        subject: 'Ærøskøbing: your order ✓',
        html: '<p>Hello <b>Zoë</b>, your order is placed.</p>',
        text: 'Hello Zoë,\nyour order is placed.',
      });
      await harness.transport.send(sent);
      const [arrived, ...more] = await harness.received(1);
      expect(more).toEqual([]);
      expect(arrived).toMatchObject({ to: sent.to, replyTo: sent.replyTo, subject: sent.subject });
      expect(arrived.html).toContain(sent.html);
      expect(arrived.text.trim()).toBe(sent.text);
    });

    it('delivers a message without a reply-to with none, answers go to the sender', async () => {
      await harness.transport.send(message(2));
      expect((await harness.received(1)).map((m) => [m.to, m.replyTo])).toEqual([['reader2@example.com', null]]);
    });

    it('delivers each of several messages sent at once, each once', async () => {
      await Promise.all([3, 4, 5].map((n) => harness.transport.send(message(n))));
      const subjects = (await harness.received(3)).map((m) => m.subject);
      expect(subjects.sort()).toEqual(['Transport check 3', 'Transport check 4', 'Transport check 5']);
    });

    it('rejects a message the server does not take, so that the outbox tries it again', async () => {
      await harness.refuse();
      const refusal = await harness.transport.send(message(6)).then(
        () => null,
        (error: unknown) => error,
      );
      // What the server said (or why it could not be reached) is what the outbox shows its admins.
      expect(refusal).toBeInstanceOf(Error);
      expect((refusal as Error).message).toMatch(/\S/);
    });
  });
}
