import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { auditPeriod, type AuditEntry, type AuditQuery, type NewAuditEntry } from '../../core/domain/audit';
import type { PageRequest } from '../../core/domain/page';
import type { AuditLog } from '../../core/ports/driven/audit-log';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';
import type { ShopDatabase, ShopExecutor } from './database';
import { auditLog } from './schema';

const rowOf = (entry: NewAuditEntry): typeof auditLog.$inferInsert => ({
  id: crypto.randomUUID(),
  actorId: entry.actor.id,
  actorName: entry.actor.name,
  actorEmail: entry.actor.email,
  action: entry.action,
  subjectType: entry.subject.type,
  subjectId: entry.subject.id,
  subjectLabel: entry.subject.label,
  before: entry.before,
  after: entry.after,
});

/** Writes an entry with the executor of the change it records: inside its transaction, so that both are kept or neither. */
export async function recordAudit(tx: ShopExecutor, entry: NewAuditEntry) {
  await tx.insert(auditLog).values(rowOf(entry));
}

/** Many entries with the change they record, a thousand a statement (eleven parameters a row). */
export async function recordAuditInBulk(tx: ShopExecutor, entries: readonly NewAuditEntry[]) {
  for (let start = 0; start < entries.length; start += 1_000) {
    await tx.insert(auditLog).values(entries.slice(start, start + 1_000).map(rowOf));
  }
}

const entryOf = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  _id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
  action: row.action,
  subject: { type: row.subjectType, id: row.subjectId, label: row.subjectLabel },
  before: row.before ?? null,
  after: row.after ?? null,
});

/** The audit log in PostgreSQL or PGlite, read newest first. */
export class PostgresAuditLog implements AuditLog {
  constructor(private readonly db: ShopDatabase) {}

  async list(query: AuditQuery, { limit, cursor }: PageRequest) {
    const before = decodeSeqCursor(cursor);
    const { since, before: until } = auditPeriod(query);
    const conditions: (SQL | undefined)[] = [
      before > 0 ? lt(auditLog.seq, before) : undefined,
      query.actor ? eq(sql`lower(${auditLog.actorEmail})`, query.actor) : undefined,
      query.action ? eq(auditLog.action, query.action) : undefined,
      query.subjectType ? eq(auditLog.subjectType, query.subjectType) : undefined,
      query.subjectId ? eq(auditLog.subjectId, query.subjectId) : undefined,
      since ? gte(auditLog.at, since) : undefined,
      until ? lt(auditLog.at, until) : undefined,
    ];
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(and(...conditions))
      .orderBy(desc(auditLog.seq))
      .limit(limit + 1);
    return seqPage(rows, limit, entryOf);
  }
}
