import type { Role, User } from '../../core/domain/user';
import type { SignIn, StoredUser, UserRepository } from '../../core/ports/driven/user-repository';

const asUser = ({ uid: _uid, ...user }: StoredUser): User => ({ ...user });

/** Users in memory, oldest first. Every change runs without yielding, so it is one step. */
export class MemoryUserRepository implements UserRepository {
  private readonly users = new Map<string, StoredUser>();

  /** Keeps users as they are, ids included, each signed in under a uid equal to its id: sample data (Storybook). */
  seed(users: readonly User[]) {
    for (const user of users) this.users.set(user.id, { ...user, uid: user.id });
  }

  async findById(id: string) {
    const user = this.users.get(id);
    return user ? asUser(user) : null;
  }

  async findByEmail(email: string) {
    const user = this.byEmail(email);
    return user ? { ...user } : null;
  }

  async findByUid(uid: string) {
    const user = [...this.users.values()].find((u) => u.uid === uid);
    return user ? { ...user } : null;
  }

  async recordSignIn({ uid, email, emailVerified, displayName }: SignIn, role: Role) {
    const existing = [...this.users.values()].find((u) => u.uid === uid);
    const holder = this.byEmail(email);
    if (holder && holder !== existing) throw new Error(`The email ${email} belongs to another user`);
    if (existing) {
      Object.assign(existing, { email, emailVerified, displayName }, role === 'admin' ? { role } : {});
      return asUser(existing);
    }
    const user: StoredUser = { id: crypto.randomUUID(), uid, email, emailVerified, displayName, role };
    this.users.set(user.id, user);
    return asUser(user);
  }

  async claim(email: string, uid: string) {
    const user = this.byEmail(email);
    if (!user || user.uid !== null) return false;
    user.uid = uid;
    return true;
  }

  async setEmail(id: string, email: string) {
    const user = this.users.get(id);
    if (user) user.email = email;
  }

  async createUnclaimed({ email, displayName }: { email: string; displayName: string }, role: Role) {
    const user: StoredUser = { id: crypto.randomUUID(), uid: null, email, emailVerified: false, displayName, role };
    this.users.set(user.id, user);
    return asUser(user);
  }

  async setRole(email: string, role: Role) {
    const user = this.byEmail(email);
    if (!user) return null;
    user.role = role;
    return asUser(user);
  }

  async delete(email: string) {
    const user = this.byEmail(email);
    return user ? this.users.delete(user.id) : false;
  }

  async list() {
    return [...this.users.values()].map(asUser);
  }

  async countAdmins() {
    return [...this.users.values()].filter((u) => u.role === 'admin').length;
  }

  async changeKeepingAnAdmin(email: string, change: { role: Role } | 'remove') {
    const user = this.byEmail(email);
    if (!user) return 'missing' as const;
    const losesAdmin = user.role === 'admin' && (change === 'remove' || change.role !== 'admin');
    const admins = [...this.users.values()].filter((u) => u.role === 'admin').length;
    if (losesAdmin && admins <= 1) return 'last_admin' as const;
    if (change === 'remove') this.users.delete(user.id);
    else user.role = change.role;
    return 'done' as const;
  }

  private byEmail(email: string) {
    return [...this.users.values()].find((u) => u.email === email);
  }
}
