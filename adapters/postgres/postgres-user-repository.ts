import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../core/domain/user';
import type { SessionUser, SignIn, UserRepository } from '../../core/ports/driven/user-repository';
import type { ShopDatabase } from './database';
import { tradeBuyers, users } from './schema';
import { userAudit, type AuditActor } from '../../core/domain/audit';
import { recordAudit } from './postgres-audit-log';

const columns = { id: users.id, email: users.email, displayName: users.displayName, role: users.role, emailVerified: users.emailVerified };
const sessionColumns = { ...columns, sessionVersion: users.sessionVersion };
const storedColumns = { ...sessionColumns, uid: users.uid };
/** The caller as the door reads them: with whether they buy for a company, so that those who do not skip reading it. */
export const callerColumns = { ...sessionColumns, buysForCompany: sql<boolean>`EXISTS (SELECT 1 FROM ${tradeBuyers} WHERE ${tradeBuyers.userId} = ${users.id})` };

export class PostgresUserRepository implements UserRepository {
  private readonly byId;

  constructor(private readonly db: ShopDatabase) {
    // Every protected request reads its caller: prepared once.
    this.byId = db.select(callerColumns).from(users).where(eq(users.id, sql.placeholder('id'))).prepare('users_by_id');
  }

  async findById(id: string): Promise<SessionUser | null> {
    const [row] = await this.byId.execute({ id });
    return row ?? null;
  }

  async findByEmail(email: string) {
    const [row] = await this.db.select(storedColumns).from(users).where(eq(users.email, email));
    return row ?? null;
  }

  async findByUid(uid: string) {
    const [row] = await this.db.select(storedColumns).from(users).where(eq(users.uid, uid));
    return row ?? null;
  }

  async recordSignIn({ uid, email, emailVerified, displayName, basis }: SignIn, role: Role): Promise<SessionUser> {
    const [row] = await this.db
      .insert(users)
      .values({ id: crypto.randomUUID(), uid, email, emailVerified, displayName, role, sessionBasis: basis })
      .onConflictDoUpdate({
        target: users.uid,
        set: {
          email,
          emailVerified,
          displayName,
          // A role once granted is kept; a sign-in only ever adds admin (from ADMIN_EMAILS).
          role: sql`CASE WHEN excluded.role = 'admin' THEN 'admin' ELSE ${users.role} END`,
          sessionVersion: sql`${users.sessionVersion} + (${users.sessionBasis} IS DISTINCT FROM excluded.session_basis)::int`,
          sessionBasis: basis,
        },
      })
      .returning(sessionColumns);
    return row;
  }

  async recordAccountChange(id: string, basis: string) {
    const rows = await this.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1`, sessionBasis: basis })
      .where(and(eq(users.id, id), sql`${users.sessionBasis} IS DISTINCT FROM ${basis}`))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  async claim(email: string, uid: string) {
    const rows = await this.db
      .update(users)
      .set({ uid })
      .where(and(eq(users.email, email), isNull(users.uid)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  async setEmail(id: string, email: string) {
    await this.db.update(users).set({ email }).where(eq(users.id, id));
  }

  async createUnclaimed({ email, displayName }: { email: string; displayName: string }, role: Role) {
    const [row] = await this.db.insert(users).values({ id: crypto.randomUUID(), email, displayName, role }).returning(columns);
    return row;
  }

  async setRole(email: string, role: Role, by?: AuditActor) {
    if (!by) {
      const [row] = await this.db.update(users).set({ role }).where(eq(users.email, email)).returning(columns);
      return row ?? null;
    }
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select(columns).from(users).where(eq(users.email, email)).for('update');
      if (!before) return null;
      const [row] = await tx.update(users).set({ role }).where(eq(users.id, before.id)).returning(columns);
      if (before.role !== role) await recordAudit(tx, userAudit(by, before, { role }));
      return row;
    });
  }

  async delete(email: string) {
    const rows = await this.db.delete(users).where(eq(users.email, email)).returning({ id: users.id });
    return rows.length > 0;
  }

  async list() {
    return this.db.select(columns).from(users).orderBy(asc(users.createdAt), asc(users.email));
  }

  async countAdmins() {
    const [row] = await this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(eq(users.role, 'admin'));
    return row.n;
  }

  async changeKeepingAnAdmin(email: string, change: { role: Role } | 'remove', by?: AuditActor) {
    return this.db.transaction(async (tx) => {
      // Locking every admin row makes a concurrent demotion wait, then count again.
      const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
      const [user] = await tx.select(columns).from(users).where(eq(users.email, email)).for('update');
      if (!user) return 'missing' as const;
      const losesAdmin = user.role === 'admin' && (change === 'remove' || change.role !== 'admin');
      if (losesAdmin && admins.length <= 1) return 'last_admin' as const;
      if (change === 'remove') await tx.delete(users).where(eq(users.id, user.id));
      else await tx.update(users).set({ role: change.role }).where(eq(users.id, user.id));
      if (by && (change === 'remove' || change.role !== user.role)) await recordAudit(tx, userAudit(by, user, change));
      return 'done' as const;
    });
  }
}
