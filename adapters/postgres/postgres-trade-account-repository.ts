import type { CreditTerms } from '../../core/domain/on-account';
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { tradeAudit, type AuditActor } from '../../core/domain/audit';
import type { NewMail } from '../../core/domain/mail';
import type { PageRequest } from '../../core/domain/page';
import { MAX_OPEN_INVITATIONS, partKey, type TradeInvitation, type TradeAccount, type TradeAccountStatus, type TradeApplicant, type TradeApplication, type TradeDecision, type TradePrices } from '../../core/domain/trade-account';
import type { TradeAccountRepository } from '../../core/ports/driven/trade-account-repository';
import { decodeSeqCursor, seqPage } from '../common/seq-cursor';
import type { ShopDatabase, ShopExecutor } from './database';
import { recordAudit } from './postgres-audit-log';
import { enqueueInTransaction } from './postgres-mail-outbox';
import { tradeAccounts, tradeBuyers, tradeInvitations, tradePrices, users } from './schema';

type AccountRow = typeof tradeAccounts.$inferSelect;

const accountOf = (row: AccountRow, fixedPrices: TradePrices['fixedPrices']): TradeAccount => ({
  _id: row.id,
  companyName: row.companyName,
  companyNumber: row.companyNumber,
  vatNumber: row.vatNumber,
  invoiceAddress: row.invoiceAddress,
  status: row.status,
  applicant: { id: row.applicantId, name: row.applicantName, email: row.applicantEmail },
  appliedAt: row.appliedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  declineReason: row.declineReason,
  prices: { discountPercent: row.discountPercent, fixedPrices },
  credit: row.creditLimit === null ? null : { limit: row.creditLimit, termsDays: row.termsDays },
});

/** The accounts of these rows with their fixed prices, in one more query. */
async function withPrices(db: ShopExecutor, rows: readonly AccountRow[]): Promise<(AccountRow & { seq: number; account: TradeAccount })[]> {
  const ids = rows.map((row) => row.id);
  const prices = ids.length === 0 ? [] : await db.select().from(tradePrices).where(inArray(tradePrices.accountId, ids)).orderBy(asc(tradePrices.position));
  return rows.map((row) => ({
    ...row,
    account: accountOf(
      row,
      prices.filter((p) => p.accountId === row.id).map(({ partNumber, price }) => ({ partNumber, price })),
    ),
  }));
}

const invitationOf = (row: typeof tradeInvitations.$inferSelect, companyName: string): TradeInvitation => ({
  accountId: row.accountId,
  companyName,
  email: row.email,
  invitedBy: row.invitedBy,
  invitedAt: row.invitedAt.toISOString(),
});

// Thrown inside a transaction to undo it: the applicant buys for a company already.
class Busy extends Error {}

/** Trade accounts in PostgreSQL or PGlite. An answer or a price change locks its account's row, so that of two at once one decides. */
export class PostgresTradeAccountRepository implements TradeAccountRepository {
  // Read for every placement, checkout and cart: prepared, so that neither drizzle builds it nor the database plans it each time.
  private readonly membership;

  constructor(private readonly db: ShopDatabase) {
    this.membership = db
      .select({ account: tradeAccounts, role: tradeBuyers.role })
      .from(tradeBuyers)
      .innerJoin(tradeAccounts, eq(tradeAccounts.id, tradeBuyers.accountId))
      .where(eq(tradeBuyers.userId, sql.placeholder('userId')))
      .prepare('trade_membership_of_user');
  }

  async apply(applicant: TradeApplicant, application: TradeApplication) {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tradeAccounts)
          .values({ id: crypto.randomUUID(), ...application, applicantId: applicant.id, applicantName: applicant.name, applicantEmail: applicant.email })
          .returning();
        // One company per user: the key of trade_buyers settles two applications at once.
        const joined = await tx.insert(tradeBuyers).values({ userId: applicant.id, accountId: row.id, role: 'owner' }).onConflictDoNothing().returning();
        if (joined.length === 0) throw new Busy();
        return accountOf(row, []);
      });
    } catch (error) {
      if (error instanceof Busy) return 'busy' as const;
      throw error;
    }
  }

  async membershipOf(userId: string) {
    const [row] = await this.membership.execute({ userId });
    if (!row) return null;
    const [{ account }] = await withPrices(this.db, [row.account]);
    return { account, role: row.role };
  }

  async lastDeclined(userId: string) {
    const rows = await this.db
      .select()
      .from(tradeAccounts)
      .where(and(eq(tradeAccounts.applicantId, userId), eq(tradeAccounts.status, 'declined')))
      .orderBy(desc(tradeAccounts.seq))
      .limit(1);
    return (await withPrices(this.db, rows))[0]?.account ?? null;
  }

  async findById(id: string) {
    const rows = await this.db.select().from(tradeAccounts).where(eq(tradeAccounts.id, id));
    return (await withPrices(this.db, rows))[0]?.account ?? null;
  }

  async list({ limit, cursor, status }: PageRequest & { status?: TradeAccountStatus }) {
    const before = decodeSeqCursor(cursor);
    const conditions: (SQL | undefined)[] = [before > 0 ? lt(tradeAccounts.seq, before) : undefined, status ? eq(tradeAccounts.status, status) : undefined];
    const rows = await this.db
      .select()
      .from(tradeAccounts)
      .where(and(...conditions))
      .orderBy(desc(tradeAccounts.seq))
      .limit(limit + 1);
    return seqPage(await withPrices(this.db, rows), limit, (row) => row.account);
  }

  decide(id: string, decision: TradeDecision, by: AuditActor, mail: (account: TradeAccount) => readonly NewMail[]) {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (!before) return null;
      if (before.status !== 'pending') return 'not_pending' as const;
      const [row] = await tx
        .update(tradeAccounts)
        .set({ status: decision.approve ? 'approved' : 'declined', decidedAt: sql`now()`, declineReason: decision.approve ? null : decision.reason || null })
        .where(eq(tradeAccounts.id, id))
        .returning();
      // A declined company has no buyers: its applicant may apply again.
      if (!decision.approve) await tx.delete(tradeBuyers).where(eq(tradeBuyers.accountId, id));
      const after = accountOf(row, before.prices.fixedPrices);
      await recordAudit(tx, tradeAudit(by, before, after));
      await enqueueInTransaction(tx, mail(after));
      return after;
    });
  }

  invite(accountId: string, email: string, invitedBy: string, mail: readonly NewMail[]) {
    return this.db.transaction(async (tx) => {
      // Invitations of one company take turns: the count below holds until this one is written.
      const [account] = await tx.select({ companyName: tradeAccounts.companyName }).from(tradeAccounts).where(eq(tradeAccounts.id, accountId)).for('update');
      if (!account) throw new Error(`No trade account ${accountId}`);
      const [buyer] = await tx
        .select({ id: tradeBuyers.userId })
        .from(tradeBuyers)
        .innerJoin(users, eq(users.id, tradeBuyers.userId))
        .where(and(eq(tradeBuyers.accountId, accountId), eq(users.email, email)));
      if (buyer) return 'buyer' as const;
      const [{ waiting }] = await tx
        .select({ waiting: sql<number>`count(*)::int` })
        .from(tradeInvitations)
        .where(and(eq(tradeInvitations.accountId, accountId), sql`${tradeInvitations.email} <> ${email}`));
      if (waiting >= MAX_OPEN_INVITATIONS) return 'too_many' as const;
      const [row] = await tx
        .insert(tradeInvitations)
        .values({ accountId, email, invitedBy })
        .onConflictDoUpdate({ target: [tradeInvitations.accountId, tradeInvitations.email], set: { invitedBy, invitedAt: sql`now()` } })
        .returning();
      await enqueueInTransaction(tx, mail);
      return invitationOf(row, account.companyName);
    });
  }

  invitationsFor(email: string) {
    return this.invitations(eq(tradeInvitations.email, email));
  }

  invitationsOf(accountId: string) {
    return this.invitations(eq(tradeInvitations.accountId, accountId));
  }

  async dropInvitation(accountId: string, email: string) {
    const dropped = await this.db
      .delete(tradeInvitations)
      .where(and(eq(tradeInvitations.accountId, accountId), eq(tradeInvitations.email, email)))
      .returning({ email: tradeInvitations.email });
    return dropped.length > 0;
  }

  async acceptInvitation(user: { id: string; email: string }, accountId: string) {
    try {
      return await this.db.transaction(async (tx) => {
        const taken = await tx
          .delete(tradeInvitations)
          .where(and(eq(tradeInvitations.accountId, accountId), eq(tradeInvitations.email, user.email)))
          .returning({ email: tradeInvitations.email });
        if (taken.length === 0) return 'no_invitation' as const;
        // One company per user: the key of trade_buyers settles it, and the invitation stays when it does.
        const joined = await tx.insert(tradeBuyers).values({ userId: user.id, accountId, role: 'buyer' }).onConflictDoNothing().returning();
        if (joined.length === 0) throw new Busy();
        const [account] = await withPrices(tx, await tx.select().from(tradeAccounts).where(eq(tradeAccounts.id, accountId)));
        return { account: account.account, role: 'buyer' as const };
      });
    } catch (error) {
      if (error instanceof Busy) return 'busy' as const;
      throw error;
    }
  }

  async buyersOf(accountId: string) {
    const rows = await this.db
      .select({ id: users.id, name: users.displayName, email: users.email, role: tradeBuyers.role, joinedAt: tradeBuyers.joinedAt })
      .from(tradeBuyers)
      .innerJoin(users, eq(users.id, tradeBuyers.userId))
      .where(eq(tradeBuyers.accountId, accountId))
      .orderBy(sql`${tradeBuyers.role} = 'owner' DESC`, asc(tradeBuyers.joinedAt), asc(users.id));
    return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
  }

  async removeBuyer(accountId: string, userId: string) {
    const removed = await this.db
      .delete(tradeBuyers)
      .where(and(eq(tradeBuyers.accountId, accountId), eq(tradeBuyers.userId, userId), eq(tradeBuyers.role, 'buyer')))
      .returning({ id: tradeBuyers.userId });
    return removed.length > 0;
  }

  private async invitations(which: SQL) {
    const rows = await this.db
      .select({ invitation: tradeInvitations, companyName: tradeAccounts.companyName })
      .from(tradeInvitations)
      .innerJoin(tradeAccounts, eq(tradeAccounts.id, tradeInvitations.accountId))
      .where(which)
      .orderBy(desc(tradeInvitations.invitedAt));
    return rows.map((row) => invitationOf(row.invitation, row.companyName));
  }

  setPrices(id: string, prices: TradePrices, by: AuditActor) {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (!before) return null;
      if (before.status !== 'approved') return 'not_approved' as const;
      const [row] = await tx.update(tradeAccounts).set({ discountPercent: prices.discountPercent }).where(eq(tradeAccounts.id, id)).returning();
      await tx.delete(tradePrices).where(eq(tradePrices.accountId, id));
      const rows = prices.fixedPrices.map(({ partNumber, price }, position) => ({ accountId: id, partKey: partKey(partNumber), partNumber, price, position }));
      for (let start = 0; start < rows.length; start += 1_000) await tx.insert(tradePrices).values(rows.slice(start, start + 1_000));
      const after = accountOf(row, prices.fixedPrices);
      await recordAudit(tx, tradeAudit(by, before, after));
      return after;
    });
  }

  setCredit(id: string, credit: CreditTerms | null, by: AuditActor) {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (!before) return null;
      if (before.status !== 'approved') return 'not_approved' as const;
      const set = credit ? { creditLimit: credit.limit, termsDays: credit.termsDays } : { creditLimit: null };
      const [row] = await tx.update(tradeAccounts).set(set).where(eq(tradeAccounts.id, id)).returning();
      const after = accountOf(row, before.prices.fixedPrices);
      await recordAudit(tx, tradeAudit(by, before, after));
      return after;
    });
  }

  /** The account as it is, its row locked until the transaction ends. */
  private async locked(tx: ShopExecutor, id: string) {
    const rows = await tx.select().from(tradeAccounts).where(eq(tradeAccounts.id, id)).for('update');
    return (await withPrices(tx, rows))[0]?.account ?? null;
  }
}
