import type { AuditActor } from '../../domain/audit';
import type { NewMail } from '../../domain/mail';
import type { Page, PageRequest } from '../../domain/page';
import type { Quote, QuoteStatus } from '../../domain/quote';

/** A quote as asked for: who asks, what, and their note; the store gives it its id, number and time. */
export type NewQuote = Pick<Quote, 'customerId' | 'customerEmail' | 'customerName' | 'lines' | 'note'>;

/** An admin's answer as the use case checked it: a price per line, the last day they hold, a note, and when. */
export interface QuoteAnswerRecord {
  prices: readonly number[];
  validUntil: string;
  note: string;
  at: Date;
}

/** The mail a change of a quote sends, written from the quote as the change leaves it, queued in its transaction. */
export type QuoteMail = (quote: Quote) => readonly NewMail[];

/**
 * Where quotes are kept. Each change is applied only from the status it was decided on, so of two
 * admins answering at once one does, and a quote is accepted or declined once.
 */
export interface QuoteRepository {
  /** Stores a requested quote, numbered, with its mail to the shop. */
  request(quote: NewQuote, mail: QuoteMail): Promise<Quote>;
  findById(id: string): Promise<Quote | null>;
  /** One customer's quotes, newest first. */
  listByCustomer(customerId: string): Promise<Quote[]>;
  /** The admins' list, newest first, of one status or all. */
  list(request: PageRequest & { status?: QuoteStatus }): Promise<Page<Quote>>;
  /** Answers a requested quote, with its mail and its audit entry: `not_requested` when it was answered already, null when there is none. */
  answer(id: string, answer: QuoteAnswerRecord, by: AuditActor, mail: QuoteMail): Promise<Quote | 'not_requested' | null>;
  /**
   * The customer's decision on an answered quote: accepted with the order that accepting placed, or
   * declined. `not_answered` when it is not waiting for one (decided already), null when there is none.
   */
  decide(id: string, decision: { status: 'accepted'; orderId: string; at: Date } | { status: 'declined'; at: Date }): Promise<Quote | 'not_answered' | null>;
}
