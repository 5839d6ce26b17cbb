import type { OutboxMessage, OutboxPage, OutboxStatus } from '../../domain/mail';
import type { PageRequest } from '../../domain/page';

/** The admins' view of the mail outbox (served by the shop's API). Failures carry a `type`. */
export interface OutboxApi {
  /** Newest first, only those of `status` when given; each page says how many have failed in all. */
  listOutbox(request: PageRequest & { status?: OutboxStatus }): Promise<OutboxPage>;
  /** Queues a failed message again; answers it as now stored. */
  resend(id: string): Promise<OutboxMessage>;
}
