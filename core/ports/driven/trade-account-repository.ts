import type { CreditTerms } from '../../domain/on-account';
import type { AuditActor } from '../../domain/audit';
import type { NewMail } from '../../domain/mail';
import type { Page, PageRequest } from '../../domain/page';
import type { TradeAccount, TradeAccountStatus, TradeApplicant, TradeApplication, TradeBuyer, TradeDecision, TradeInvitation, TradeMembership, TradePrices } from '../../domain/trade-account';

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
  /**
   * Invites `email` (lower case) to buy for the company, or invites it again (a new date), with the
   * invitation's email in the same transaction: `buyer` when it buys for the company already,
   * `too_many` past MAX_OPEN_INVITATIONS waiting.
   */
  invite(accountId: string, email: string, invitedBy: string, mail: readonly NewMail[]): Promise<TradeInvitation | 'buyer' | 'too_many'>;
  /** The invitations waiting for `email` (lower case), newest first. */
  invitationsFor(email: string): Promise<TradeInvitation[]>;
  /** A company's invitations waiting, newest first. */
  invitationsOf(accountId: string): Promise<TradeInvitation[]>;
  /** Whether an invitation was there to withdraw or decline. */
  dropInvitation(accountId: string, email: string): Promise<boolean>;
  /**
   * The user of `email` joins the company whose invitation it holds, in one step with the
   * invitation's removal: `no_invitation` when there is none, `busy` when they buy for a company
   * already or wait for an answer to their own application.
   */
  acceptInvitation(user: { id: string; email: string }, accountId: string): Promise<TradeMembership | 'no_invitation' | 'busy'>;
  /** A company's buyers, its owner first, then by when they joined. */
  buyersOf(accountId: string): Promise<TradeBuyer[]>;
  /** A buyer (not the owner) leaves the company; whether they bought for it. */
  removeBuyer(accountId: string, userId: string): Promise<boolean>;
  /** Replaces an approved company's prices; `not_approved` for another, null when there is no such account. */
  setPrices(id: string, prices: TradePrices, by: AuditActor): Promise<TradeAccount | 'not_approved' | null>;
  /** Gives an approved company credit, changes it or stops it (null); `not_approved` for another, null when there is no such account. */
  setCredit(id: string, credit: CreditTerms | null, by: AuditActor): Promise<TradeAccount | 'not_approved' | null>;
}
