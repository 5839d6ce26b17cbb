import * as v from 'valibot';
import { auditActorOf } from '../domain/audit';
import type { ShopMailSettings } from '../domain/emails';
import type { Page } from '../domain/page';
import {
  tradeAccountStatuses,
  tradeTermsOf,
  tradeMessages,
  type TradeAccount,
  type TradeApplication,
  type TradeBuyer,
  type TradeBuyerRole,
  type TradeDecision,
  type TradeInvitation,
  type TradePrices,
  type TradeTerms,
} from '../domain/trade-account';
import type { Order } from '../domain/order';
import { onAccountMessages, standingOf, type CreditStanding, type CreditTerms } from '../domain/on-account';
import type { OrderRepository } from '../ports/driven/order-repository';
import type { User } from '../domain/user';
import { wholeNumberParameter } from '../domain/validation';
import type { EmailRenderer } from '../ports/driven/mail';
import type { TradeAccountRepository } from '../ports/driven/trade-account-repository';
import type { UserRepository } from '../ports/driven/user-repository';
import { pageQuerySchema } from './catalogue';
import { conflict, forbidden, notFound, ShopError } from './errors';
import type { Admin } from './permissions';
import { mayWriteTo, queuedMail, recipientLimitMessage } from './queued-mail';
import type { MailOutbox } from '../ports/driven/mail-outbox';
import { findRecord } from './records';

/** The admins' list as a query string asks for it: a status, how many, and where the last page ended. */
export const tradeListRequestSchema = v.object({
  status: v.optional(v.picklist(tradeAccountStatuses, 'status must be pending, approved or declined')),
  limit: wholeNumberParameter('limit', 100, 50),
  cursor: pageQuerySchema.entries.cursor,
});
export type TradeListRequest = v.InferOutput<typeof tradeListRequestSchema>;

/**
 * A customer's trade account as their page shows it: the company they buy for and their part, or
 * their last declined application; the invitations waiting for their address; and, of an approved
 * company, its buyers and (for its owner) the invitations it has sent.
 */
export interface MyTradeAccount {
  account: TradeAccount | null;
  role: TradeBuyerRole | null;
  invitations: TradeInvitation[];
  buyers: TradeBuyer[];
  invited: TradeInvitation[];
  /** An approved company's standing on account, where an admin allows it credit: what it owes and what is left. */
  standing: CreditStanding | null;
}

/** Where a customer's trade account is seen in the shop. */
export const TRADE_ACCOUNT_PATH = '/dashboard/trade-account';

/** Trade accounts: customers apply, admins answer and set each company's prices; orders read a buyer's prices here. */
export class TradeAccounts {
  constructor(
    private readonly trade: TradeAccountRepository,
    private readonly users: Pick<UserRepository, 'findById'>,
    private readonly renderer: Pick<EmailRenderer, 'subject'>,
    private readonly mail: ShopMailSettings,
    private readonly outbox: Pick<MailOutbox, 'countTo'>,
    private readonly orders: Pick<OrderRepository, 'listByTradeAccount' | 'owedOnAccount'>,
  ) {}

  /** A customer's application: its applicant becomes the company's first buyer once approved. */
  async apply(customer: User, application: TradeApplication): Promise<TradeAccount> {
    // A company's own prices are a privilege: they need an address the customer has shown is theirs.
    if (!customer.emailVerified) throw forbidden(tradeMessages.verifyFirst);
    const applied = await this.trade.apply({ id: customer.id, name: customer.displayName, email: customer.email }, application);
    if (applied === 'busy') {
      const membership = await this.trade.membershipOf(customer.id);
      throw conflict(membership?.account.status === 'pending' ? tradeMessages.alreadyApplied : tradeMessages.alreadyBuying);
    }
    return applied;
  }

  async mine(customer: User): Promise<MyTradeAccount> {
    const [membership, invitations] = await Promise.all([this.trade.membershipOf(customer.id), this.trade.invitationsFor(customer.email)]);
    if (!membership) return { account: await this.trade.lastDeclined(customer.id), role: null, invitations, buyers: [], invited: [], standing: null };
    const approved = membership.account.status === 'approved';
    const [buyers, invited, standing] = await Promise.all([
      approved ? this.trade.buyersOf(membership.account._id) : [],
      approved && membership.role === 'owner' ? this.trade.invitationsOf(membership.account._id) : [],
      approved ? this.standingOf(membership.account) : null,
    ]);
    return { ...membership, invitations, buyers, invited, standing };
  }

  /** The company's first buyer invites someone else to buy for it, by email (the invitation is mailed to them). */
  async invite(customer: User, email: string): Promise<TradeInvitation> {
    const account = await this.ownedAccount(customer);
    const to = email.toLowerCase();
    if (!(await mayWriteTo(this.outbox, to))) throw new ShopError('too_many_requests', recipientLimitMessage);
    const mail = queuedMail(this.renderer, {
      template: 'trade-invitation',
      to,
      data: { shopName: this.mail.shopName, companyName: account.companyName, inviterName: customer.displayName, email: to, accountUrl: `${this.mail.shopUrl}${TRADE_ACCOUNT_PATH}` },
    });
    const invited = await this.trade.invite(account._id, to, customer.displayName, [mail]);
    if (invited === 'buyer') throw conflict(tradeMessages.alreadyOurBuyer(to));
    if (invited === 'too_many') throw conflict(tradeMessages.tooManyInvitations);
    return invited;
  }

  /** The first buyer withdraws an invitation not accepted yet. */
  async withdrawInvitation(customer: User, email: string): Promise<{ deletedCount: number }> {
    const account = await this.ownedAccount(customer);
    if (!(await this.trade.dropInvitation(account._id, email.toLowerCase()))) throw notFound(tradeMessages.noSuchInvitation);
    return { deletedCount: 1 };
  }

  /** The invitee joins the company: their address must be confirmed, as it is what the invitation was sent to. */
  async acceptInvitation(customer: User, accountId: string): Promise<MyTradeAccount> {
    if (!customer.emailVerified) throw forbidden(tradeMessages.confirmToAccept);
    const joined = await this.trade.acceptInvitation({ id: customer.id, email: customer.email }, accountId);
    if (joined === 'no_invitation') throw notFound(tradeMessages.noInvitation);
    if (joined === 'busy') throw conflict(tradeMessages.alreadyBuying);
    return this.mine(customer);
  }

  async declineInvitation(customer: User, accountId: string): Promise<{ deletedCount: number }> {
    if (!(await this.trade.dropInvitation(accountId, customer.email))) throw notFound(tradeMessages.noInvitation);
    return { deletedCount: 1 };
  }

  /** The first buyer removes another buyer, who pays the catalogue's prices from their next order. */
  async removeBuyer(customer: User, userId: string): Promise<{ deletedCount: number }> {
    const account = await this.ownedAccount(customer);
    if (userId === customer.id) throw conflict(tradeMessages.ownerStays);
    if (!(await this.trade.removeBuyer(account._id, userId))) throw notFound(tradeMessages.notABuyer);
    return { deletedCount: 1 };
  }

  /** The approved account the caller applied for, or why they may not manage its buyers. */
  private async ownedAccount(customer: User): Promise<TradeAccount> {
    const membership = await this.trade.membershipOf(customer.id);
    if (membership?.role !== 'owner') throw forbidden(tradeMessages.onlyOwnerInvites);
    if (membership.account.status !== 'approved') throw conflict(tradeMessages.inviteOnceApproved);
    return membership.account;
  }

  /** What a company owes on account and has left, where it has credit. */
  private async standingOf(account: Pick<TradeAccount, '_id' | 'credit'>): Promise<CreditStanding | null> {
    return account.credit ? standingOf(account.credit, await this.orders.owedOnAccount(account._id)) : null;
  }

  /** What the caller's orders are placed on: their company's account and prices while it is approved, or none. */
  async termsFor(customer: Pick<User, 'id' | 'buysForCompany'>): Promise<TradeTerms | null> {
    // Most callers buy for themselves, as their account's read said: nothing more to read.
    if (customer.buysForCompany === false) return null;
    return tradeTermsOf(await this.trade.membershipOf(customer.id));
  }

  /** The orders bought for the caller's company, by any of its buyers, newest first; none for a customer buying for themselves. */
  async companyOrders(customer: User): Promise<Order[]> {
    const terms = await this.termsFor(customer);
    return terms ? this.orders.listByTradeAccount(terms.accountId) : [];
  }

  list({ status, limit, cursor }: TradeListRequest): Promise<Page<TradeAccount>> {
    return this.trade.list({ status, limit, cursor });
  }

  get(id: string): Promise<TradeAccount> {
    return this.find(id);
  }

  /** One account as the admins read it: with its buyers and, where it pays on account, what it owes. */
  async detail(id: string): Promise<{ account: TradeAccount; buyers: TradeBuyer[]; standing: CreditStanding | null }> {
    const account = await this.find(id);
    const [buyers, standing] = await Promise.all([this.trade.buyersOf(id), this.standingOf(account)]);
    return { account, buyers, standing };
  }

  /** An admin's answer, emailed to the applicant at their address now. */
  async decide(admin: Admin, id: string, decision: TradeDecision): Promise<TradeAccount> {
    const account = await this.find(id);
    const applicant = await this.users.findById(account.applicant.id);
    const to = applicant?.email ?? account.applicant.email;
    const decided = await this.trade.decide(id, decision, auditActorOf(admin), (after) => [
      queuedMail(this.renderer, {
        template: after.status === 'approved' ? 'trade-account-approved' : 'trade-account-declined',
        to,
        data: {
          shopName: this.mail.shopName,
          name: applicant?.displayName ?? account.applicant.name,
          companyName: after.companyName,
          reason: after.declineReason,
          accountUrl: `${this.mail.shopUrl}${TRADE_ACCOUNT_PATH}`,
        },
      }),
    ]);
    if (decided === null) throw notFound(tradeMessages.notFound);
    if (decided === 'not_pending') throw conflict(tradeMessages.notPending);
    return decided;
  }

  /** An admin sets an approved company's prices, the whole list at once. */
  async setPrices(admin: Admin, id: string, prices: TradePrices): Promise<TradeAccount> {
    const set = await this.trade.setPrices(id, prices, auditActorOf(admin));
    if (set === null) throw notFound(tradeMessages.notFound);
    if (set === 'not_approved') throw conflict(tradeMessages.notApproved);
    return set;
  }

  /** An admin gives an approved company credit to pay on account, changes it, or stops it (null): orders placed on account before stay owed. */
  async setCredit(admin: Admin, id: string, credit: CreditTerms | null): Promise<TradeAccount> {
    const set = await this.trade.setCredit(id, credit, auditActorOf(admin));
    if (set === null) throw notFound(tradeMessages.notFound);
    if (set === 'not_approved') throw conflict(onAccountMessages.notApproved);
    return set;
  }

  private find(id: string) {
    return findRecord((accountId) => this.trade.findById(accountId), id, 'trade account');
  }
}
