import { matchesAudit, type AuditEntry, type AuditQuery, type NewAuditEntry } from '../../core/domain/audit';
import type { PageRequest } from '../../core/domain/page';
import type { AuditLog } from '../../core/ports/driven/audit-log';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';

/** The audit log in memory: entries are only ever added, by the memory repositories as they make each change. */
export class MemoryAuditLog implements AuditLog {
  private readonly entries: { seq: number; entry: AuditEntry }[] = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  record(entry: NewAuditEntry) {
    const stored: AuditEntry = structuredClone({ ...entry, _id: crypto.randomUUID(), at: this.now().toISOString() });
    this.entries.push({ seq: this.entries.length + 1, entry: stored });
  }

  async list(query: AuditQuery, { limit, cursor }: PageRequest) {
    const before = decodeSeqCursor(cursor);
    const rows = this.entries.filter(({ seq, entry }) => (before === 0 || seq < before) && matchesAudit(entry, query)).reverse();
    return seqPage(rows.slice(0, limit + 1), limit, ({ entry }) => structuredClone(entry));
  }
}
