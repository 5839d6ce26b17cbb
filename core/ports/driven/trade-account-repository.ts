import type { AuditActor } from '../../domain/audit';
import type { NewMail } from '../../domain/mail';
import type { Page, PageRequest } from '../../domain/page';
import type { TradeAccount, TradeAccountStatus, TradeApplicant, TradeApplication, TradeDecision, TradeMembership, TradePrices } from '../../domain/trade-account';

/**
 * Where trade accounts, their buyers and their prices are kept. A user buys for at most one
 * company: an application makes its applicant the first buyer, and a declined one lets them go.
 * An admin's change records itself in the audit log, and its email in the outbox, in its transaction.
 */
export interface TradeAccountRepository {
  /** A new application, its applicant its first buyer; `busy` when they buy for a company already or wait for an answer. */
  apply(applicant: TradeApplicant, application: TradeApplication): Promise<TradeAccount | 'busy'>;
  /** The company a user buys for (its account pending or approved), or null. */
  membershipOf(userId: string): Promise<TradeMembership | null>;
  /** The user's latest declined application, or null. */
  lastDeclined(userId: string): Promise<TradeAccount | null>;
  findById(id: string): Promise<TradeAccount | null>;
  /** Newest application first, only those of `status` when given. Throws InvalidCursorError for a cursor it did not hand out. */
  list(request: PageRequest & { status?: TradeAccountStatus }): Promise<Page<TradeAccount>>;
  /**
   * Answers a pending application, with the applicant's email: `not_pending` when it was answered
   * already (of two admins answering at once, one does), null when there is no such account.
   */
  decide(id: string, decision: TradeDecision, by: AuditActor, mail: (account: TradeAccount) => readonly NewMail[]): Promise<TradeAccount | 'not_pending' | null>;
  /** Replaces an approved company's prices; `not_approved` for another, null when there is no such account. */
  setPrices(id: string, prices: TradePrices, by: AuditActor): Promise<TradeAccount | 'not_approved' | null>;
}
