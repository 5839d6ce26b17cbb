import type { Role, User } from '../../core/domain/user';
import { userAudit, type AuditActor } from '../../core/domain/audit';
import type { MemoryAuditLog } from './memory-audit-log';
import type { SessionUser, SignIn, StoredUser, UserRepository } from '../../core/ports/driven/user-repository';

/** A user as kept here: with the account their sessions stand on. */
type KeptUser = StoredUser & { basis: string | null; createdAt?: string };

const asUser = (user: KeptUser): User => ({ id: user.id, email: user.email, displayName: user.displayName, role: user.role, emailVerified: user.emailVerified });
const asSessionUser = (user: KeptUser): SessionUser => ({ ...asUser(user), sessionVersion: user.sessionVersion });
const asStored = (user: KeptUser): StoredUser => ({ ...asSessionUser(user), uid: user.uid });

/** Users in memory, oldest first. Every change runs without yielding, so it is one step. */
export class MemoryUserRepository implements UserRepository {
  private readonly users = new Map<string, KeptUser>();

  constructor(
    private readonly audit: Pick<MemoryAuditLog, 'record'> = { record: () => {} },
    // What else a removed user takes with them, as the database's cascades do.
    private readonly userDeleted: (id: string) => void = () => {},
    // Whether a user buys for a company, where the trade accounts are kept beside (the shop's memory store).
    private readonly buysForCompany?: (id: string) => boolean,
  ) {}

  /** Keeps users as they are, ids included, each signed in under a uid equal to its id: sample data (Storybook). */
  seed(users: readonly User[]) {
    for (const user of users) this.users.set(user.id, { ...user, uid: user.id, sessionVersion: 0, basis: null });
  }

  async findById(id: string): Promise<SessionUser | null> {
    const user = this.users.get(id);
    if (!user) return null;
    return this.buysForCompany ? { ...asSessionUser(user), buysForCompany: this.buysForCompany(id) } : asSessionUser(user);
  }

  async findByEmail(email: string) {
    const user = this.byEmail(email);
    return user ? asStored(user) : null;
  }

  async findByUid(uid: string) {
    const user = [...this.users.values()].find((u) => u.uid === uid);
    return user ? asStored(user) : null;
  }

  async recordSignIn({ uid, email, emailVerified, displayName, basis }: SignIn, role: Role) {
    const existing = [...this.users.values()].find((u) => u.uid === uid);
    const holder = this.byEmail(email);
    if (holder && holder !== existing) throw new Error(`The email ${email} belongs to another user`);
    if (existing) {
      if (existing.basis !== basis) existing.sessionVersion += 1;
      Object.assign(existing, { email, emailVerified, displayName, basis }, role === 'admin' ? { role } : {});
      return asSessionUser(existing);
    }
    const user: KeptUser = { id: crypto.randomUUID(), uid, email, emailVerified, displayName, role, sessionVersion: 0, basis, createdAt: new Date().toISOString() };
    this.users.set(user.id, user);
    return asSessionUser(user);
  }

  async recordAccountChange(id: string, basis: string) {
    const user = this.users.get(id);
    if (!user || user.basis === basis) return false;
    user.sessionVersion += 1;
    user.basis = basis;
    return true;
  }

  async claim(email: string, uid: string) {
    const user = this.byEmail(email);
    if (!user || user.uid !== null) return false;
    user.uid = uid;
    return true;
  }

  async setEmail(id: string, email: string) {
    const user = this.users.get(id);
    const holder = this.byEmail(email);
    // One email, one user: as the database's unique column refuses it.
    if (holder && holder !== user) throw new Error(`The email ${email} belongs to another user`);
    if (user) user.email = email;
  }

  async createUnclaimed({ email, displayName }: { email: string; displayName: string }, role: Role) {
    const user: KeptUser = { id: crypto.randomUUID(), uid: null, email, emailVerified: false, displayName, role, sessionVersion: 0, basis: null, createdAt: new Date().toISOString() };
    this.users.set(user.id, user);
    return asUser(user);
  }

  async setRole(email: string, role: Role, by?: AuditActor) {
    const user = this.byEmail(email);
    if (!user) return null;
    if (by && user.role !== role) this.audit.record(userAudit(by, asUser(user), { role }));
    user.role = role;
    return asUser(user);
  }

  async delete(email: string) {
    const user = this.byEmail(email);
    if (!user) return false;
    this.userDeleted(user.id);
    return this.users.delete(user.id);
  }

  /** When each account kept was opened (ISO 8601); seeded sample users, opened before, have none. */
  openedAt(): string[] {
    return [...this.users.values()].flatMap((user) => (user.createdAt ? [user.createdAt] : []));
  }

  async list() {
    return [...this.users.values()].map(asUser);
  }

  async countAdmins() {
    return [...this.users.values()].filter((u) => u.role === 'admin').length;
  }

  async changeKeepingAnAdmin(email: string, change: { role: Role } | 'remove', by?: AuditActor) {
    const user = this.byEmail(email);
    if (!user) return 'missing' as const;
    const losesAdmin = user.role === 'admin' && (change === 'remove' || change.role !== 'admin');
    const admins = [...this.users.values()].filter((u) => u.role === 'admin').length;
    if (losesAdmin && admins <= 1) return 'last_admin' as const;
    if (by && (change === 'remove' || change.role !== user.role)) this.audit.record(userAudit(by, asUser(user), change));
    if (change === 'remove') {
      this.userDeleted(user.id);
      this.users.delete(user.id);
    } else user.role = change.role;
    return 'done' as const;
  }

  private byEmail(email: string) {
    return [...this.users.values()].find((u) => u.email === email);
  }
}
