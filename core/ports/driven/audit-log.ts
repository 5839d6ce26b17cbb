import type { AuditEntry, AuditQuery } from '../../domain/audit';
import type { Page, PageRequest } from '../../domain/page';

/**
 * The audit log as it is read. Entries are written by the repositories that make each admin's
 * change, in its transaction (a write given an `AuditActor` records itself); nothing changes or deletes one.
 */
export interface AuditLog {
  /** The entries the query asks for, newest first. Throws InvalidCursorError for a cursor it did not hand out. */
  list(query: AuditQuery, page: PageRequest): Promise<Page<AuditEntry>>;
}
