import type { ClaimedMail, MailContent, NewMail, OutboxMessage, OutboxStatus } from '../../core/domain/mail';
import type { PageRequest } from '../../core/domain/page';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';

interface Row {
  seq: number;
  key: string | null;
  message: OutboxMessage;
  content: MailContent;
  /** The ids of the documents sent with it. */
  attachments: string[];
  nextAttemptAt: number;
  claim: string | null;
  claimedUntil: number | null;
}

/** The outbox in memory: for fast tests, Storybook and demos. One process, so a claim is a plain write. */
export class MemoryMailOutbox implements MailOutbox {
  private rows: Row[] = [];
  private nextSeq = 1;

  /** Keeps messages as they are, ids, times and states included, oldest first: sample data (Storybook). */
  seed(messages: readonly (OutboxMessage & { html?: string; text?: string })[]) {
    for (const { html = '', text = '', ...message } of messages) {
      this.rows.push({ seq: this.nextSeq++, key: null, message: { ...message }, content: { html, text }, attachments: [], nextAttemptAt: Date.parse(message.queuedAt), claim: null, claimedUntil: null });
    }
  }

  /** Every message with its body as kept, oldest first: what a test or a story reads back. */
  all(): (OutboxMessage & MailContent & { attachments: string[] })[] {
    return this.rows.map((row) => ({ ...row.message, ...row.content, attachments: [...row.attachments] }));
  }

  async enqueue(mail: readonly NewMail[]) {
    const now = new Date();
    for (const m of mail) {
      if (m.key && this.rows.some((row) => row.key === m.key)) continue;
      const message: OutboxMessage = { _id: crypto.randomUUID(), to: m.to, replyTo: m.replyTo ?? null, subject: m.subject, status: 'queued', attempts: 0, lastError: null, queuedAt: now.toISOString(), sentAt: null };
      const content: MailContent = 'email' in m ? { email: m.email } : { html: m.html, text: m.text };
      this.rows.push({ seq: this.nextSeq++, key: m.key ?? null, message, content, attachments: [...(m.attachments ?? [])], nextAttemptAt: now.getTime(), claim: null, claimedUntil: null });
    }
  }

  async claimDue({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
    const at = now.getTime();
    const claim = crypto.randomUUID();
    const due = this.rows.filter((row) => row.message.status === 'queued' && row.nextAttemptAt <= at && (row.claimedUntil === null || row.claimedUntil <= at)).slice(0, limit);
    return due.map((row) => {
      row.message.attempts += 1;
      row.claim = claim;
      row.claimedUntil = at + leaseMs;
      const { _id, to, replyTo, subject, attempts } = row.message;
      return { _id, to, replyTo, subject, attempts, claim, attachments: [...row.attachments], ...row.content };
    });
  }

  private held(claimed: ClaimedMail) {
    return this.rows.find((row) => row.message._id === claimed._id && row.claim === claimed.claim && row.message.status === 'queued');
  }

  async markSent(claimed: ClaimedMail, now: Date) {
    const row = this.held(claimed);
    if (!row) return false;
    Object.assign(row, { claim: null, claimedUntil: null });
    Object.assign(row.message, { status: 'sent', sentAt: now.toISOString() });
    return true;
  }

  async markAttemptFailed(claimed: ClaimedMail, { error, retryAt }: { error: string; retryAt: Date | null }) {
    const row = this.held(claimed);
    if (!row) return false;
    Object.assign(row, { claim: null, claimedUntil: null });
    row.message.lastError = error;
    if (retryAt) row.nextAttemptAt = retryAt.getTime();
    else row.message.status = 'failed';
    return true;
  }

  async list({ limit, cursor, status }: PageRequest & { status?: OutboxStatus }) {
    const before = cursor ? decodeSeqCursor(cursor) : Number.POSITIVE_INFINITY;
    const rows = [...this.rows]
      .reverse()
      .filter((row) => row.seq < before && (!status || row.message.status === status))
      .slice(0, limit + 1);
    return seqPage(rows, limit, (row) => ({ ...row.message }));
  }

  async countTo(to: string, since: Date) {
    return this.rows.filter((r) => r.message.to.toLowerCase() === to && Date.parse(r.message.queuedAt) >= since.getTime()).length;
  }

  async countFailed() {
    return this.rows.filter((row) => row.message.status === 'failed').length;
  }

  async find(id: string) {
    const row = this.rows.find((r) => r.message._id === id);
    return row ? { ...row.message } : null;
  }

  async requeueFailed(id: string, now: Date) {
    const row = this.rows.find((r) => r.message._id === id && r.message.status === 'failed');
    if (!row) return null;
    Object.assign(row, { nextAttemptAt: now.getTime(), claim: null, claimedUntil: null });
    Object.assign(row.message, { status: 'queued', attempts: 0 });
    return { ...row.message };
  }
}
