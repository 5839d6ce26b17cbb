import { DEFAULT_RETRY_POLICY, mailErrorText, nextAttemptAt, type ClaimedMail, type MailMessage, type RetryPolicy } from '../domain/mail';
import type { TaxDocument } from '../domain/tax-document';
import type { DocumentStore } from '../ports/driven/document-store';
import type { MailOutbox } from '../ports/driven/mail-outbox';
import type { EmailRenderer, MailTransport } from '../ports/driven/mail';
import type { ShopMetrics } from '../ports/driven/shop-metrics';
import { noMetrics } from './no-metrics';

/** Makes the files a message is sent with from the ids the outbox kept; rejects when one cannot be made. */
export type AttachmentResolver = (ids: readonly string[]) => Promise<MailMessage['attachments']>;

/** A message kept with attachments, where this sender was given no way to make them. */
export const noAttachmentResolver = 'This message has attachments and this sender cannot make them: it is not sent without them';

/**
 * The shop's documents as attachments: each id's PDF, as stored (made and stored first when it is
 * not yet), named by its number (INV-2026-000001.pdf). An id with no document fails the try.
 */
export const documentAttachments =
  (store: Pick<DocumentStore, 'findById'>, documents: { pdfOf(document: TaxDocument): Promise<Uint8Array> }): AttachmentResolver =>
  (ids) =>
    Promise.all(
      ids.map(async (id) => {
        const document = await store.findById(id);
        if (!document) throw new Error(`The document ${id} to attach is not there`);
        return { fileName: `${document.number}.pdf`, content: await documents.pdfOf(document), contentType: 'application/pdf' };
      }),
    );

export interface OutboxSenderOptions {
  retry?: RetryPolicy;
  /** How many messages one claim takes. */
  batchSize?: number;
  /** How long a claim keeps other senders off its messages: longer than the transport's own timeouts. */
  leaseMs?: number;
  /** How long the sender waits between looks at an empty outbox. */
  pollMs?: number;
  now?: () => Date;
  /** Hears what stopped a round (the database unreachable); the sender carries on at the next one. */
  onError?: (error: unknown) => void;
  metrics?: Pick<ShopMetrics, 'emailSent' | 'emailFailed'>;
  /** Makes the files of a message kept with attachments (the invoices' PDFs); without it, such a message fails its tries. */
  attachments?: AttachmentResolver;
}

export interface SendRound {
  sent: number;
  /** Tries that failed, whether queued again or marked failed. */
  failed: number;
}

/**
 * The background sender: claims what is due in the outbox, renders each message kept as written,
 * hands it to the mail server, and records how it went. Any number of servers may run one on the
 * same database; the outbox gives each message to one of them at a time. A failed try (a mail
 * server's refusal, or an email the templates cannot render) waits longer each time; after the
 * last the message is marked failed, and stays for an admin to send again.
 */
export class OutboxSender {
  private readonly retry: RetryPolicy;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly now: () => Date;
  private readonly onError: (error: unknown) => void;
  private readonly metrics: Pick<ShopMetrics, 'emailSent' | 'emailFailed'>;
  private readonly attachments: AttachmentResolver | null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private round: Promise<unknown> | null = null;
  private running = false;
  private stopping = false;

  constructor(
    private readonly outbox: MailOutbox,
    private readonly transport: MailTransport,
    private readonly renderer: Pick<EmailRenderer, 'render'>,
    { retry = DEFAULT_RETRY_POLICY, batchSize = 10, leaseMs = 120_000, pollMs = 1_000, now = () => new Date(), onError = () => {}, metrics = noMetrics, attachments }: OutboxSenderOptions = {},
  ) {
    this.retry = retry;
    this.batchSize = batchSize;
    this.leaseMs = leaseMs;
    this.pollMs = pollMs;
    this.now = now;
    this.onError = onError;
    this.metrics = metrics;
    this.attachments = attachments ?? null;
  }

  /** Sends everything due now, claim after claim, until nothing due is left. */
  async sendDue(): Promise<SendRound> {
    const total: SendRound = { sent: 0, failed: 0 };
    for (;;) {
      const claimed = await this.outbox.claimDue({ now: this.now(), limit: this.batchSize, leaseMs: this.leaseMs });
      for (const mail of claimed) total[(await this.sendOne(mail)) ? 'sent' : 'failed'] += 1;
      // A stop waits for the claim in hand only, not for the rest of a long queue.
      if (claimed.length < this.batchSize || this.stopping) return total;
    }
  }

  private async sendOne(mail: ClaimedMail): Promise<boolean> {
    try {
      await this.transport.send(await this.messageOf(mail));
    } catch (error) {
      this.metrics.emailFailed();
      await this.outbox.markAttemptFailed(mail, { error: mailErrorText(error), retryAt: nextAttemptAt(mail.attempts, this.now(), this.retry) });
      return false;
    }
    this.metrics.emailSent();
    await this.outbox.markSent(mail, this.now());
    return true;
  }

  /**
   * The message as sent: rendered now from the email as written, or as it was queued, with its
   * attachments made now. A message is never sent without its attachments: when they cannot be
   * made, the try fails.
   */
  private async messageOf(mail: ClaimedMail): Promise<MailMessage> {
    const message: MailMessage = 'email' in mail ? await this.renderer.render(mail.email) : { to: mail.to, replyTo: mail.replyTo, subject: mail.subject, html: mail.html, text: mail.text };
    // Messages claimed from an outbox that kept none (or from before it kept them) have none.
    const ids = mail.attachments ?? [];
    if (ids.length === 0) return message;
    if (!this.attachments) throw new Error(noAttachmentResolver);
    const files = await this.attachments(ids);
    if (files?.length !== ids.length) throw new Error(`Of this message's ${ids.length} attachments, ${files?.length ?? 0} could be made: it is not sent without them`);
    return { ...message, attachments: files };
  }

  /** Starts looking at the outbox now and every `pollMs` after each round. */
  start() {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.schedule(0);
  }

  private schedule(delay: number) {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.round = this.sendDue()
        .catch((error: unknown) => this.onError(error))
        .finally(() => {
          this.round = null;
          if (this.running) this.schedule(this.pollMs);
        });
    }, delay);
  }

  /** Stops looking, after the round under way (a message being sent is finished and recorded). */
  async stop() {
    this.running = false;
    this.stopping = true;
    // Stryker disable next-line ConditionalExpression: clearTimeout(null) does nothing, so clearing always is the same
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
  }
}
