import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { quoteAudit, type AuditActor } from '../../core/domain/audit';
import type { PageRequest } from '../../core/domain/page';
import { quoteNumber, type Quote, type QuoteStatus } from '../../core/domain/quote';
import type { NewQuote, QuoteAnswerRecord, QuoteMail, QuoteRepository } from '../../core/ports/driven/quote-repository';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';
import type { ShopDatabase } from './database';
import { recordAudit } from './postgres-audit-log';
import { enqueueInTransaction } from './postgres-mail-outbox';
import { quotes } from './schema';

type QuoteRow = typeof quotes.$inferSelect;

const quoteOf = (row: QuoteRow): Quote => ({
  _id: row.id,
  number: quoteNumber(row.seq),
  customerId: row.customerId,
  customerEmail: row.customerEmail,
  customerName: row.customerName,
  lines: row.lines,
  note: row.note,
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  validUntil: row.validUntil,
  answerNote: row.answerNote,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  orderId: row.orderId,
});

/** Quotes in PostgreSQL or PGlite. A change is an UPDATE from the status it was decided on, so of two at once one applies. */
export class PostgresQuoteRepository implements QuoteRepository {
  constructor(private readonly db: ShopDatabase) {}

  request(asked: NewQuote, mail: QuoteMail) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(quotes)
        .values({ id: crypto.randomUUID(), customerId: asked.customerId, customerEmail: asked.customerEmail, customerName: asked.customerName, lines: asked.lines, note: asked.note })
        .returning();
      const quote = quoteOf(row);
      await enqueueInTransaction(tx, mail(quote));
      return quote;
    });
  }

  async findById(id: string) {
    const [row] = await this.db.select().from(quotes).where(eq(quotes.id, id));
    return row ? quoteOf(row) : null;
  }

  async listByCustomer(customerId: string) {
    return (await this.db.select().from(quotes).where(eq(quotes.customerId, customerId)).orderBy(desc(quotes.seq))).map(quoteOf);
  }

  async list({ limit, cursor, status }: PageRequest & { status?: QuoteStatus }) {
    const before = decodeSeqCursor(cursor);
    const conditions: (SQL | undefined)[] = [before > 0 ? lt(quotes.seq, before) : undefined, status ? eq(quotes.status, status) : undefined];
    const rows = await this.db
      .select()
      .from(quotes)
      .where(and(...conditions))
      .orderBy(desc(quotes.seq))
      .limit(limit + 1);
    return seqPage(rows, limit, quoteOf);
  }

  answer(id: string, { prices, validUntil, note, at }: QuoteAnswerRecord, by: AuditActor, mail: QuoteMail) {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
      if (!current) return null;
      if (current.status !== 'requested') return 'not_requested' as const;
      const lines = current.lines.map((line, i) => ({ ...line, quotedPrice: prices[i] }));
      const [row] = await tx.update(quotes).set({ status: 'answered', lines, validUntil, answerNote: note, answeredAt: at }).where(eq(quotes.id, id)).returning();
      const quote = quoteOf(row);
      await recordAudit(tx, quoteAudit(by, quoteOf(current), quote));
      await enqueueInTransaction(tx, mail(quote));
      return quote;
    });
  }

  async decide(id: string, decision: { status: 'accepted'; orderId: string; at: Date } | { status: 'declined'; at: Date }) {
    const [row] = await this.db
      .update(quotes)
      .set({ status: decision.status, decidedAt: decision.at, orderId: decision.status === 'accepted' ? decision.orderId : null })
      .where(and(eq(quotes.id, id), eq(quotes.status, 'answered')))
      .returning();
    if (row) return quoteOf(row);
    return (await this.findById(id)) ? ('not_answered' as const) : null;
  }
}
