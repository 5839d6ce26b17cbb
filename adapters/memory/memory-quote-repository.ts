import { quoteAudit, type AuditActor } from '../../core/domain/audit';
import type { PageRequest } from '../../core/domain/page';
import { quoteNumber, type Quote, type QuoteStatus } from '../../core/domain/quote';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import type { NewQuote, QuoteAnswerRecord, QuoteMail, QuoteRepository } from '../../core/ports/driven/quote-repository';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';
import type { MemoryAuditLog } from './memory-audit-log';

/** Quotes in memory. Every change runs without yielding before its last step, so it is one step, as a transaction is in the database. */
export class MemoryQuoteRepository implements QuoteRepository {
  private readonly quotes: { seq: number; quote: Quote }[] = [];

  constructor(
    private readonly outbox: Pick<MailOutbox, 'enqueue'>,
    private readonly audit: Pick<MemoryAuditLog, 'record'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Keeps quotes as they are, oldest first: sample data (Storybook). */
  seed(quotes: readonly Quote[]) {
    for (const quote of quotes) this.quotes.push({ seq: this.quotes.length + 1, quote: structuredClone(quote) });
  }

  async request(asked: NewQuote, mail: QuoteMail) {
    const seq = this.quotes.length + 1;
    const quote: Quote = {
      ...structuredClone(asked),
      _id: crypto.randomUUID(),
      number: quoteNumber(seq),
      status: 'requested',
      requestedAt: this.now().toISOString(),
      validUntil: null,
      answerNote: '',
      answeredAt: null,
      decidedAt: null,
      orderId: null,
    };
    this.quotes.push({ seq, quote });
    void this.outbox.enqueue(mail(structuredClone(quote)));
    return structuredClone(quote);
  }

  async findById(id: string) {
    const quote = this.find(id);
    return quote ? structuredClone(quote) : null;
  }

  async listByCustomer(customerId: string) {
    return this.quotes.filter(({ quote }) => quote.customerId === customerId).map(({ quote }) => structuredClone(quote)).reverse();
  }

  async list({ limit, cursor, status }: PageRequest & { status?: QuoteStatus }) {
    const before = decodeSeqCursor(cursor);
    const rows = this.quotes.filter(({ seq, quote }) => (before === 0 || seq < before) && (!status || quote.status === status)).reverse();
    return seqPage(rows.slice(0, limit + 1), limit, ({ quote }) => structuredClone(quote));
  }

  async answer(id: string, { prices, validUntil, note, at }: QuoteAnswerRecord, by: AuditActor, mail: QuoteMail) {
    const quote = this.find(id);
    if (!quote) return null;
    if (quote.status !== 'requested') return 'not_requested' as const;
    const before = structuredClone(quote);
    Object.assign(quote, { status: 'answered', validUntil, answerNote: note, answeredAt: at.toISOString(), lines: quote.lines.map((line, i) => ({ ...line, quotedPrice: prices[i] })) });
    this.audit.record(quoteAudit(by, before, quote));
    void this.outbox.enqueue(mail(structuredClone(quote)));
    return structuredClone(quote);
  }

  async decide(id: string, decision: { status: 'accepted'; orderId: string; at: Date } | { status: 'declined'; at: Date }) {
    const quote = this.find(id);
    if (!quote) return null;
    if (quote.status !== 'answered') return 'not_answered' as const;
    Object.assign(quote, { status: decision.status, decidedAt: decision.at.toISOString(), orderId: decision.status === 'accepted' ? decision.orderId : null });
    return structuredClone(quote);
  }

  private find(id: string) {
    return this.quotes.find(({ quote }) => quote._id === id)?.quote ?? null;
  }
}
