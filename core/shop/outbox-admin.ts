import * as v from 'valibot';
import { readPage } from './read-page';
import { outboxMessages, outboxStatuses, type OutboxMessage, type OutboxPage } from '../domain/mail';
import type { MailOutbox } from '../ports/driven/mail-outbox';
import { conflict, notFound } from './errors';
import { pageQuerySchema } from './catalogue';

/** A page of the outbox as a query string asks for it: all messages, or those of one status. */
export const outboxListRequestSchema = v.object({
  ...pageQuerySchema.entries,
  status: v.optional(v.picklist(outboxStatuses, `Choose one of: ${outboxStatuses.join(', ')}`)),
});
export type OutboxListQuery = v.InferOutput<typeof outboxListRequestSchema>;

/** The admins' view of the mail outbox (the contract lets only admins in): what went, what waits, what failed, and sending a failed one again. */
export class OutboxAdmin {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Newest first, a page at a time, with how many have failed in all. */
  async listOutbox(request: OutboxListQuery): Promise<OutboxPage> {
    const [page, failed] = await Promise.all([readPage(() => this.outbox.list(request)), this.outbox.countFailed()]);
    return { ...page, failed };
  }

  /** Queues a failed message again, with a fresh set of tries; the senders take it at once. */
  async resend(id: string): Promise<OutboxMessage> {
    const requeued = await this.outbox.requeueFailed(id, this.now());
    if (requeued) return requeued;
    if (!(await this.outbox.find(id))) throw notFound(outboxMessages.noSuchMessage);
    throw conflict(outboxMessages.notFailed);
  }
}
