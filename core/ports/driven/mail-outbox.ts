import type { ClaimedMail, NewMail, OutboxMessage, OutboxStatus } from '../../domain/mail';
import type { Page, PageRequest } from '../../domain/page';

/**
 * Where every email waits until a mail server has taken it. Writing to it is part of the event
 * that causes the email (the database adapters also take a caller's transaction), and senders on
 * any number of servers claim what is due, each message by one sender at a time.
 */
export interface MailOutbox {
  /** Queues messages, due at once; a message whose `key` is already in the outbox is not added again. */
  enqueue(mail: readonly NewMail[]): Promise<void>;
  /**
   * Claims up to `limit` queued messages that are due at `now` and not claimed by anyone else
   * (or whose claim has run out), for `leaseMs`; each claim counts as a try. Oldest first.
   */
  claimDue(request: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedMail[]>;
  /** Records a claimed message sent; false when the claim was no longer this one's. */
  markSent(claimed: ClaimedMail, now: Date): Promise<boolean>;
  /**
   * Records a failed try: queued again for `retryAt`, or failed for good when it is null.
   * False when the claim was no longer this one's.
   */
  markAttemptFailed(claimed: ClaimedMail, failure: { error: string; retryAt: Date | null }): Promise<boolean>;
  /** Newest first, only those of `status` when given. Throws InvalidCursorError for a cursor it did not hand out. */
  list(request: PageRequest & { status?: OutboxStatus }): Promise<Page<OutboxMessage>>;
  /** How many messages have failed for good (and not been queued again). */
  countFailed(): Promise<number>;
  find(id: string): Promise<OutboxMessage | null>;
  /** How many messages to `to` (in lower case) were queued at or after `since`, whatever their status. */
  countTo(to: string, since: Date): Promise<number>;
  /** Queues a failed message again, due at `now`, with a fresh set of tries; null when it is not failed (or not there). */
  requeueFailed(id: string, now: Date): Promise<OutboxMessage | null>;
}
