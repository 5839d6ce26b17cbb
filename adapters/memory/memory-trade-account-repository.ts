import type { CreditTerms } from '../../core/domain/on-account';
import { tradeAudit, type AuditActor } from '../../core/domain/audit';
import type { NewMail } from '../../core/domain/mail';
import type { PageRequest } from '../../core/domain/page';
import type { TradeAccount, TradeAccountStatus, TradeApplicant, TradeApplication, TradeBuyer, TradeBuyerRole, TradeDecision, TradeInvitation, TradePrices } from '../../core/domain/trade-account';
import { MAX_OPEN_INVITATIONS, noTradePrices } from '../../core/domain/trade-account';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import type { TradeAccountRepository } from '../../core/ports/driven/trade-account-repository';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';
import type { MemoryAuditLog } from './memory-audit-log';

/**
 * Trade accounts in memory. Every change runs without yielding before its last step, so it is one
 * step, as a transaction is in the database.
 */
export class MemoryTradeAccountRepository implements TradeAccountRepository {
  private readonly accounts: { seq: number; account: TradeAccount }[] = [];
  private readonly buyers = new Map<string, { accountId: string; role: TradeBuyerRole; joinedAt: string }>();
  private invitations: TradeInvitation[] = [];

  constructor(
    private readonly outbox: Pick<MailOutbox, 'enqueue'>,
    private readonly audit: Pick<MemoryAuditLog, 'record'>,
    // Buyers are shown by their name and email as the users' store has them now.
    private readonly users: { findById(id: string): Promise<{ displayName: string; email: string } | null> } = { findById: async () => null },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Keeps accounts as they are, oldest first, ids and times included, and who buys for each: sample data (Storybook). */
  seed(accounts: readonly TradeAccount[], buyers: Readonly<Record<string, { accountId: string; role: TradeBuyerRole }>> = {}, invitations: readonly TradeInvitation[] = []) {
    this.invitations.push(...invitations.map((invitation) => ({ ...invitation })));
    for (const account of accounts) this.accounts.push({ seq: this.accounts.length + 1, account: structuredClone(account) });
    for (const [userId, buyer] of Object.entries(buyers)) this.buyers.set(userId, { ...buyer, joinedAt: this.find(buyer.accountId)?.decidedAt ?? this.now().toISOString() });
  }

  /** A user removed leaves the company they bought for, as the database's cascade does. */
  userDeleted(userId: string) {
    this.buyers.delete(userId);
  }

  async apply(applicant: TradeApplicant, application: TradeApplication) {
    if (this.buyers.has(applicant.id)) return 'busy' as const;
    const account: TradeAccount = {
      _id: crypto.randomUUID(),
      ...structuredClone(application),
      status: 'pending',
      applicant: { ...applicant },
      appliedAt: this.now().toISOString(),
      decidedAt: null,
      declineReason: null,
      prices: structuredClone(noTradePrices),
      credit: null,
    };
    this.accounts.push({ seq: this.accounts.length + 1, account });
    this.buyers.set(applicant.id, { accountId: account._id, role: 'owner', joinedAt: account.appliedAt });
    return structuredClone(account);
  }

  /** Whether the user buys for a company, approved or not: what the users' store says of them. */
  isBuyer(userId: string) {
    return this.buyers.has(userId);
  }

  async membershipOf(userId: string) {
    const buyer = this.buyers.get(userId);
    const account = buyer && this.find(buyer.accountId);
    return account ? { account: structuredClone(account), role: buyer.role } : null;
  }

  async lastDeclined(userId: string) {
    const declined = this.accounts.findLast(({ account }) => account.applicant.id === userId && account.status === 'declined');
    return declined ? structuredClone(declined.account) : null;
  }

  async findById(id: string) {
    const account = this.find(id);
    return account ? structuredClone(account) : null;
  }

  async list({ limit, cursor, status }: PageRequest & { status?: TradeAccountStatus }) {
    const before = decodeSeqCursor(cursor);
    const rows = this.accounts.filter(({ seq, account }) => (before === 0 || seq < before) && (!status || account.status === status)).reverse();
    return seqPage(rows.slice(0, limit + 1), limit, ({ account }) => structuredClone(account));
  }

  async decide(id: string, decision: TradeDecision, by: AuditActor, mail: (account: TradeAccount) => readonly NewMail[]) {
    const account = this.find(id);
    if (!account) return null;
    if (account.status !== 'pending') return 'not_pending' as const;
    const before = structuredClone(account);
    Object.assign(account, { status: decision.approve ? 'approved' : 'declined', decidedAt: this.now().toISOString(), declineReason: decision.approve ? null : decision.reason || null });
    // A declined company has no buyers: its applicant may apply again.
    if (!decision.approve) for (const [userId, buyer] of this.buyers) if (buyer.accountId === id) this.buyers.delete(userId);
    this.audit.record(tradeAudit(by, before, account));
    void this.outbox.enqueue(mail(structuredClone(account)));
    return structuredClone(account);
  }

  async invite(accountId: string, email: string, invitedBy: string, mail: readonly NewMail[]) {
    const account = this.find(accountId);
    if (!account) throw new Error(`No trade account ${accountId}`);
    const buyerIds = [...this.buyers].filter(([, buyer]) => buyer.accountId === accountId).map(([id]) => id);
    for (const id of buyerIds) if ((await this.users.findById(id))?.email === email) return 'buyer' as const;
    const others = this.invitations.filter((invitation) => !(invitation.accountId === accountId && invitation.email === email));
    if (others.filter((invitation) => invitation.accountId === accountId).length >= MAX_OPEN_INVITATIONS) return 'too_many' as const;
    const invitation: TradeInvitation = { accountId, companyName: account.companyName, email, invitedBy, invitedAt: this.now().toISOString() };
    this.invitations = [...others, invitation];
    void this.outbox.enqueue(mail);
    return { ...invitation };
  }

  async invitationsFor(email: string) {
    return this.newestFirst((invitation) => invitation.email === email);
  }

  async invitationsOf(accountId: string) {
    return this.newestFirst((invitation) => invitation.accountId === accountId);
  }

  async dropInvitation(accountId: string, email: string) {
    const before = this.invitations.length;
    this.invitations = this.invitations.filter((invitation) => !(invitation.accountId === accountId && invitation.email === email));
    return this.invitations.length < before;
  }

  async acceptInvitation(user: { id: string; email: string }, accountId: string) {
    const invitation = this.invitations.find((i) => i.accountId === accountId && i.email === user.email);
    const account = this.find(accountId);
    if (!invitation || !account) return 'no_invitation' as const;
    if (this.buyers.has(user.id)) return 'busy' as const;
    this.buyers.set(user.id, { accountId, role: 'buyer', joinedAt: this.now().toISOString() });
    await this.dropInvitation(accountId, user.email);
    return { account: structuredClone(account), role: 'buyer' as const };
  }

  async buyersOf(accountId: string) {
    const rows = [...this.buyers].filter(([, buyer]) => buyer.accountId === accountId);
    const buyers = await Promise.all(
      rows.map(async ([id, buyer]): Promise<TradeBuyer> => {
        const user = await this.users.findById(id);
        return { id, name: user?.displayName ?? '', email: user?.email ?? '', role: buyer.role, joinedAt: buyer.joinedAt };
      }),
    );
    return buyers.sort((a, b) => (a.role === b.role ? a.joinedAt.localeCompare(b.joinedAt) : a.role === 'owner' ? -1 : 1));
  }

  async removeBuyer(accountId: string, userId: string) {
    const buyer = this.buyers.get(userId);
    if (!buyer || buyer.accountId !== accountId || buyer.role === 'owner') return false;
    return this.buyers.delete(userId);
  }

  private newestFirst(which: (invitation: TradeInvitation) => boolean) {
    return this.invitations
      .filter(which)
      .map((invitation) => ({ ...invitation, companyName: this.find(invitation.accountId)?.companyName ?? invitation.companyName }))
      .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
  }

  async setPrices(id: string, prices: TradePrices, by: AuditActor) {
    const account = this.find(id);
    if (!account) return null;
    if (account.status !== 'approved') return 'not_approved' as const;
    const before = structuredClone(account);
    account.prices = structuredClone(prices);
    this.audit.record(tradeAudit(by, before, account));
    return structuredClone(account);
  }

  async setCredit(id: string, credit: CreditTerms | null, by: AuditActor) {
    const account = this.find(id);
    if (!account) return null;
    if (account.status !== 'approved') return 'not_approved' as const;
    const before = structuredClone(account);
    account.credit = credit && { ...credit };
    this.audit.record(tradeAudit(by, before, account));
    return structuredClone(account);
  }

  private find(id: string) {
    return this.accounts.find(({ account }) => account._id === id)?.account ?? null;
  }
}
