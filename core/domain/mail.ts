import type { ShopEmail } from './emails';
import type { Page } from './page';

/** An email as the shop sends it: both parts rendered, ready for any mail server. */
export interface MailMessage {
  to: string;
  /** Where a reply goes when it should not come to the shop (a visitor's message forwarded to it). */
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** Files sent with it (an invoice's PDF): each with the name it arrives under, its bytes and their type. */
  attachments?: MailAttachment[];
}

/** A file sent with a message. */
export interface MailAttachment {
  fileName: string;
  content: Uint8Array;
  contentType: string;
}

/**
 * What the outbox keeps of a message's body: the email as written (its template and facts), which
 * the sender renders when it sends it, or both parts already rendered (messages queued before the
 * outbox kept emails as written, and tests).
 */
export type MailContent = { email: ShopEmail } | { html: string; text: string };

/**
 * A message to put in the outbox. `key` names the event that caused it (`order-placed:<id>`):
 * the same key again adds nothing, so an event retried after a failure sends its mail once.
 */
export type NewMail = {
  to: string;
  replyTo?: string | null;
  /** Kept beside the body for the admins' list of the outbox. */
  subject: string;
  key?: string | null;
  /** The ids of the documents (invoices, credit notes) sent with it as PDFs, made when it is sent. */
  attachments?: readonly string[];
} & MailContent;

/** Queued until a mail server takes it, sent once it has, failed after its last try. */
export const outboxStatuses = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** A message in the outbox as the admins see it. */
export interface OutboxMessage {
  _id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  status: OutboxStatus;
  /** Tries so far: each claim by a sender counts, whether or not the send then worked. */
  attempts: number;
  /** What the mail server (or the network) said the last time a try failed. */
  lastError: string | null;
  queuedAt: string;
  sentAt: string | null;
}

/** A queued message a sender has claimed: no other sender takes it while the claim lasts. */
export type ClaimedMail = {
  _id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  /** Tries so far, this one included. */
  attempts: number;
  /** The claim's own token: only its holder may record how the try went. */
  claim: string;
  /** The ids of the documents to send with it, as queued (none: empty). */
  attachments: string[];
} & MailContent;

/** How often and how long a message is tried before it is marked failed. */
export interface RetryPolicy {
  maxAttempts: number;
  /** The wait after the first failed try; each later wait doubles, up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
}

/** Eight tries over about two hours (1, 2, 4 ... 32 minutes, then an hour): a mail server down for a restart is waited out. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 8, firstRetryMs: 60_000, maxRetryMs: 3_600_000 };

/** When a message whose `attempts`-th try just failed is tried again; null when that was its last. */
export function nextAttemptAt(attempts: number, now: Date, policy: RetryPolicy = DEFAULT_RETRY_POLICY): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  const wait = Math.min(policy.maxRetryMs, policy.firstRetryMs * 2 ** Math.max(0, attempts - 1));
  return new Date(now.getTime() + wait);
}

/** What the outbox keeps of a failure: one line, short enough to show in a table. */
export function mailErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.replace(/\s+/g, ' ').trim() || 'The mail server refused the message';
  return line.length > 500 ? `${line.slice(0, 499)}…` : line;
}

/** What the outbox page and its API say. */
/** The error worth showing beside a message's status: none once it went, though an earlier try failed (the outbox keeps it). */
export const outstandingError = (message: Pick<OutboxMessage, 'status' | 'lastError'>) => (message.status === 'sent' ? null : message.lastError);

/** A page of the outbox, with how many messages have failed in all (the admin menu's mark). */
export type OutboxPage = Page<OutboxMessage> & { failed: number };

export const outboxMessages = {
  notFailed: 'Only a message that failed can be sent again',
  noSuchMessage: 'There is no such message in the outbox',
} as const;
