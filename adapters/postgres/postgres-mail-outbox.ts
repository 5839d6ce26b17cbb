import { and, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ShopEmail } from '../../core/domain/emails';
import type { ClaimedMail, MailContent, NewMail, OutboxMessage, OutboxStatus } from '../../core/domain/mail';
import type { PageRequest } from '../../core/domain/page';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';
import type { ShopDatabase, ShopExecutor } from './database';
import { mailOutbox } from './schema';

const listed = {
  _id: mailOutbox.id,
  to: mailOutbox.recipient,
  replyTo: mailOutbox.replyTo,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

type ListedRow = Omit<OutboxMessage, 'queuedAt' | 'sentAt'> & { createdAt: Date; sentAt: Date | null };
const toMessage = ({ createdAt, sentAt, ...row }: ListedRow): OutboxMessage => ({ ...row, queuedAt: createdAt.toISOString(), sentAt: sentAt?.toISOString() ?? null });

const bodyColumns = (mail: MailContent) => ('email' in mail ? { email: mail.email, html: null, text: null } : { email: null, html: mail.html, text: mail.text });

/** A claimed row's body as the outbox kept it. */
function bodyOf(row: { email: ShopEmail | null; html: string | null; text: string | null }): MailContent {
  if (row.email) return { email: row.email };
  return { html: row.html ?? '', text: row.text ?? '' };
}

/** The INSERT that queues `mail`, for a statement of its own or a WITH of a larger one; null when there is none. */
export function outboxInsert(db: ShopExecutor, mail: readonly NewMail[]) {
  if (mail.length === 0) return null;
  return db
    .insert(mailOutbox)
    .values(mail.map((m) => ({ id: crypto.randomUUID(), key: m.key ?? null, recipient: m.to, replyTo: m.replyTo ?? null, subject: m.subject, attachments: [...(m.attachments ?? [])], ...bodyColumns(m) })))
    .onConflictDoNothing({ target: mailOutbox.key });
}

/**
 * Queues messages in the caller's transaction (or on the database itself): the order that
 * causes an email and the email are written together, or neither is. A message whose key is
 * already queued is skipped. Its attachments are kept as the ids of their documents (an invoice
 * issued in the same transaction), their PDFs made when the message is sent.
 */
export async function enqueueInTransaction(tx: ShopExecutor, mail: readonly NewMail[]): Promise<void> {
  await outboxInsert(tx, mail);
}

/** The outbox in PostgreSQL or PGlite: senders on several servers share it, each message claimed by one. */
export class PostgresMailOutbox implements MailOutbox {
  constructor(private readonly db: ShopDatabase) {}

  enqueue(mail: readonly NewMail[]) {
    return enqueueInTransaction(this.db, mail);
  }

  async claimDue({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
    const claim = crypto.randomUUID();
    // Rows another sender holds are skipped, not waited for; a row claimed meanwhile fails the
    // recheck PostgreSQL makes on the locked row, so no two senders ever claim one message.
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now), or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now))))
      .orderBy(mailOutbox.seq)
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, claim, claimedUntil: new Date(now.getTime() + leaseMs) })
      .where(inArray(mailOutbox.id, due))
      .returning({
        seq: mailOutbox.seq,
        _id: mailOutbox.id,
        to: mailOutbox.recipient,
        replyTo: mailOutbox.replyTo,
        subject: mailOutbox.subject,
        email: mailOutbox.email,
        html: mailOutbox.html,
        text: mailOutbox.text,
        attempts: mailOutbox.attempts,
        attachments: mailOutbox.attachments,
      });
    return rows
      .sort((a, b) => a.seq - b.seq)
      .map((row) => ({ _id: row._id, to: row.to, replyTo: row.replyTo, subject: row.subject, attempts: row.attempts, claim, attachments: row.attachments, ...bodyOf(row) }));
  }

  async markSent(claimed: ClaimedMail, now: Date) {
    const rows = await this.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now, claim: null, claimedUntil: null })
      .where(and(eq(mailOutbox.id, claimed._id), eq(mailOutbox.claim, claimed.claim), eq(mailOutbox.status, 'queued')))
      .returning({ id: mailOutbox.id });
    return rows.length === 1;
  }

  async markAttemptFailed(claimed: ClaimedMail, { error, retryAt }: { error: string; retryAt: Date | null }) {
    const rows = await this.db
      .update(mailOutbox)
      .set(retryAt ? { lastError: error, nextAttemptAt: retryAt, claim: null, claimedUntil: null } : { status: 'failed', lastError: error, claim: null, claimedUntil: null })
      .where(and(eq(mailOutbox.id, claimed._id), eq(mailOutbox.claim, claimed.claim), eq(mailOutbox.status, 'queued')))
      .returning({ id: mailOutbox.id });
    return rows.length === 1;
  }

  async list({ limit, cursor, status }: PageRequest & { status?: OutboxStatus }) {
    const before = cursor ? decodeSeqCursor(cursor) : null;
    const rows = await this.db
      .select({ ...listed, seq: mailOutbox.seq })
      .from(mailOutbox)
      .where(and(before === null ? undefined : lt(mailOutbox.seq, before), status ? eq(mailOutbox.status, status) : undefined))
      .orderBy(desc(mailOutbox.seq))
      .limit(limit + 1);
    return seqPage(rows, limit, ({ seq: _seq, ...row }) => toMessage(row));
  }

  async countTo(to: string, since: Date) {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(mailOutbox)
      .where(and(sql`lower(${mailOutbox.recipient}) = ${to}`, gte(mailOutbox.createdAt, since)));
    return row.n;
  }

  async countFailed() {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.status, 'failed'));
    return row?.n ?? 0;
  }

  async find(id: string) {
    const [row] = await this.db.select(listed).from(mailOutbox).where(eq(mailOutbox.id, id));
    return row ? toMessage(row) : null;
  }

  async requeueFailed(id: string, now: Date) {
    const [row] = await this.db
      .update(mailOutbox)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: now, claim: null, claimedUntil: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning(listed);
    return row ? toMessage(row) : null;
  }
}
