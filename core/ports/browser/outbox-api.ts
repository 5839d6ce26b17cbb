import type { OutboxMessage } from '../../domain/mail';
import type { Page, PageRequest } from '../../domain/page';

/** The admins' view of the mail outbox (served by the shop's API). Failures carry a `type`. */
export interface OutboxApi {
  listOutbox(request: PageRequest): Promise<Page<OutboxMessage>>;
  /** Queues a failed message again; answers it as now stored. */
  resend(id: string): Promise<OutboxMessage>;
}
