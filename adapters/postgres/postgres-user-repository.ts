import { asc, eq, sql } from 'drizzle-orm';
import type { Role, User } from '../../core/domain/user';
import type { UserRepository } from '../../core/ports/user-repository';
import type { ShopDatabase } from './database';
import { users } from './schema';

const columns = { email: users.email, displayName: users.displayName, role: users.role };

export class PostgresUserRepository implements UserRepository {
  private readonly byEmail;

  constructor(private readonly db: ShopDatabase) {
    // Every protected request reads its caller: prepared once.
    this.byEmail = db.select(columns).from(users).where(eq(users.email, sql.placeholder('email'))).prepare('users_by_email');
  }

  async findByEmail(email: string): Promise<User | null> {
    const [row] = await this.byEmail.execute({ email });
    return row ?? null;
  }

  async upsert({ email, displayName }: { email: string; displayName: string }, role: Role): Promise<User> {
    const [row] = await this.db
      .insert(users)
      .values({ email, displayName, role })
      .onConflictDoUpdate({ target: users.email, set: { displayName } })
      .returning(columns);
    return row;
  }

  async setRole(email: string, role: Role) {
    const [row] = await this.db.update(users).set({ role }).where(eq(users.email, email)).returning(columns);
    return row ?? null;
  }

  async delete(email: string) {
    const rows = await this.db.delete(users).where(eq(users.email, email)).returning({ email: users.email });
    return rows.length > 0;
  }

  async list() {
    return this.db.select(columns).from(users).orderBy(asc(users.createdAt), asc(users.email));
  }

  async countAdmins() {
    const [row] = await this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(eq(users.role, 'admin'));
    return row.n;
  }

  async changeKeepingAnAdmin(email: string, change: { role: Role } | 'remove') {
    return this.db.transaction(async (tx) => {
      // Locking every admin row makes a concurrent demotion wait, then count again.
      const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).for('update');
      const [user] = await tx.select(columns).from(users).where(eq(users.email, email)).for('update');
      if (!user) return 'missing' as const;
      const losesAdmin = user.role === 'admin' && (change === 'remove' || change.role !== 'admin');
      if (losesAdmin && admins.length <= 1) return 'last_admin' as const;
      if (change === 'remove') await tx.delete(users).where(eq(users.email, email));
      else await tx.update(users).set({ role: change.role }).where(eq(users.email, email));
      return 'done' as const;
    });
  }
}
