import { outboxMessages, type OutboxMessage } from '../domain/mail';
import { InvalidCursorError, type Page, type PageRequest } from '../domain/page';
import type { User } from '../domain/user';
import type { MailOutbox } from '../ports/driven/mail-outbox';
import { conflict, invalidData, notFound } from './errors';
import { requireAdmin } from './permissions';
import { requireId } from './records';

/** The admins' view of the mail outbox: what went, what waits, what failed, and sending a failed one again. */
export class OutboxAdmin {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async listOutbox(caller: User | null, request: PageRequest): Promise<Page<OutboxMessage>> {
    requireAdmin(caller);
    try {
      return await this.outbox.list(request);
    } catch (error) {
      if (error instanceof InvalidCursorError) throw invalidData(error.message);
      throw error;
    }
  }

  /** Queues a failed message again, with a fresh set of tries; the senders take it at once. */
  async resend(caller: User | null, id: string): Promise<OutboxMessage> {
    requireAdmin(caller);
    const requeued = await this.outbox.requeueFailed(requireId(id, 'email'), this.now());
    if (requeued) return requeued;
    if (!(await this.outbox.find(id))) throw notFound(outboxMessages.noSuchMessage);
    throw conflict(outboxMessages.notFailed);
  }
}
