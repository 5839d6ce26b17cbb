import { desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ContactForm, ContactMessage } from '../../core/domain/contact';
import type { NewMail } from '../../core/domain/mail';
import type { ContactMessageRepository } from '../../core/ports/driven/contact-message-repository';
import type { PageRequest } from '../../core/domain/page';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';
import type { ShopDatabase } from './database';
import { enqueueInTransaction } from './postgres-mail-outbox';
import { contactMessages } from './schema';

const columns = {
  _id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
};

type Row = Omit<ContactMessage, 'receivedAt' | 'readAt'> & { createdAt: Date; readAt: Date | null };
const toMessage = ({ createdAt, readAt, ...row }: Row): ContactMessage => ({ ...row, receivedAt: createdAt.toISOString(), readAt: readAt?.toISOString() ?? null });

/** Visitors' messages in PostgreSQL or PGlite. */
export class PostgresContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly db: ShopDatabase) {}

  async create(form: ContactForm, mail: readonly NewMail[] = []) {
    // The message and the mail it causes are stored together, or neither is.
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({ ...form, id: crypto.randomUUID() })
        .returning(columns);
      await enqueueInTransaction(tx, mail);
      return toMessage(row);
    });
  }

  async list({ limit, cursor }: PageRequest) {
    const before = cursor ? decodeSeqCursor(cursor) : null;
    const rows = await this.db
      .select({ ...columns, seq: contactMessages.seq })
      .from(contactMessages)
      .where(before === null ? undefined : lt(contactMessages.seq, before))
      .orderBy(desc(contactMessages.seq))
      .limit(limit + 1);
    return seqPage(rows, limit, ({ seq: _seq, ...row }) => toMessage(row));
  }

  async countUnread() {
    const [row] = await this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(contactMessages).where(isNull(contactMessages.readAt));
    return row.n;
  }

  async markRead(id: string) {
    // The first reading stays: marking it again changes nothing.
    const [row] = await this.db
      .update(contactMessages)
      .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
      .where(eq(contactMessages.id, id))
      .returning(columns);
    return row ? toMessage(row) : null;
  }
}
