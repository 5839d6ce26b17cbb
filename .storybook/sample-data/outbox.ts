import type { OutboxMessage } from '../../core/domain/mail';
import { sampleId } from './catalogue';

/** Newest first, as the server sends them: a higher n was queued earlier, forty minutes apart. */
const queuedAt = (n: number) => new Date(Date.UTC(2026, 10, 23, 16, 35) - n * 40 * 60_000).toISOString();
const sentAfter = (n: number) => new Date(Date.parse(queuedAt(n)) + 2_000).toISOString();

const kinds = [
  { to: 'dev.patel@example.com', subject: 'Your order HT-10042 is placed' },
  { to: 'shop@hartwell.example', subject: 'Contact form: a message from Priya Shah' },
  { to: 'priya.shah@brightwell-joinery.example', subject: 'We have received your message to Hartwell Tools' },
  { to: 'lena.fischer@example.com', subject: 'Confirm your email address for Hartwell Tools' },
];

export const sampleOutboxMessage = (n: number, overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  _id: sampleId(70_000 + n),
  ...kinds[n % kinds.length],
  replyTo: null,
  status: 'sent',
  attempts: 1,
  lastError: null,
  queuedAt: queuedAt(n),
  sentAt: sentAfter(n),
  ...overrides,
});

/** Waiting for the mail server: tried twice, the server not answering. */
export const queuedMessage = sampleOutboxMessage(0, { status: 'queued', attempts: 2, lastError: 'connect ECONNREFUSED 127.0.0.1:25', sentAt: null });

/** Out of tries: the mail server refused the address every time. */
export const failedMessage = sampleOutboxMessage(1, {
  to: 'procurement.and.purchasing.department@wolfeschlegelsteinhausenbergerdorff-engineering.example',
  subject: 'Receipt for your order HT-10017',
  status: 'failed',
  attempts: 8,
  lastError: "550 5.1.1 <procurement.and.purchasing.department@wolfeschlegelsteinhausenbergerdorff-engineering.example>: Recipient address rejected: User unknown in virtual mailbox table",
  sentAt: null,
});

/** Sent on its third try: the outbox keeps what the failed tries said. */
export const sentOnRetryMessage = sampleOutboxMessage(2, { attempts: 3, lastError: 'connect ETIMEDOUT 203.0.113.25:587' });

/** A second failure, further down the list. */
export const olderFailedMessage = sampleOutboxMessage(17, { status: 'failed', attempts: 8, lastError: '554 5.7.1 Message rejected as spam', sentAt: null });

/** 30 emails: the newest queued, the next failed, the next sent on a retry, one more failed further down, the rest sent. */
export const sampleOutbox: OutboxMessage[] = Array.from({ length: 30 }, (_, n) =>
  n === 0 ? queuedMessage : n === 1 ? failedMessage : n === 2 ? sentOnRetryMessage : n === 17 ? olderFailedMessage : sampleOutboxMessage(n),
);
