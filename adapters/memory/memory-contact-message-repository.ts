import type { ContactForm, ContactMessage } from '../../core/domain/contact';
import type { NewMail } from '../../core/domain/mail';
import type { ContactMessageRepository } from '../../core/ports/driven/contact-message-repository';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import type { PageRequest } from '../../core/domain/page';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';

interface Row {
  seq: number;
  message: ContactMessage;
}

/** Visitors' messages in memory: for fast tests, Storybook and demos. */
export class MemoryContactMessageRepository implements ContactMessageRepository {
  private rows: Row[] = [];
  private nextSeq = 1;

  /** `outbox`: where the mail a message causes is queued (the memory shop's own outbox). */
  constructor(private readonly outbox?: MailOutbox) {}

  /** Keeps messages as they are, ids and times included, oldest first: sample data (Storybook). */
  seed(messages: readonly ContactMessage[]) {
    for (const message of messages) this.rows.push({ seq: this.nextSeq++, message: { ...message } });
  }

  async create(form: ContactForm, mail: readonly NewMail[] = []) {
    if (mail.length > 0 && !this.outbox) throw new Error('This message store has no outbox to queue mail in');
    const message: ContactMessage = { ...form, _id: crypto.randomUUID(), receivedAt: new Date().toISOString(), readAt: null };
    await this.outbox?.enqueue(mail);
    this.rows.push({ seq: this.nextSeq++, message });
    return { ...message };
  }

  async list({ limit, cursor }: PageRequest) {
    const before = cursor ? decodeSeqCursor(cursor) : Number.POSITIVE_INFINITY;
    const rows = [...this.rows].reverse().filter((r) => r.seq < before).slice(0, limit + 1);
    return seqPage(rows, limit, (r) => ({ ...r.message }));
  }

  async countUnread() {
    return this.rows.filter((r) => r.message.readAt === null).length;
  }

  async markRead(id: string) {
    const row = this.rows.find((r) => r.message._id === id);
    if (!row) return null;
    row.message.readAt ??= new Date().toISOString();
    return { ...row.message };
  }
}
