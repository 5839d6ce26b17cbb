import type { Role, User } from '../../core/domain/user';
import type { UserRepository } from '../../core/ports/user-repository';

/** Users in memory, oldest first. */
export class MemoryUserRepository implements UserRepository {
  private readonly users = new Map<string, User>();

  async findByEmail(email: string) {
    const user = this.users.get(email);
    return user ? { ...user } : null;
  }

  async upsert({ email, displayName }: { email: string; displayName: string }, role: Role) {
    const existing = this.users.get(email);
    const user: User = existing ? { ...existing, displayName } : { email, displayName, role };
    this.users.set(email, user);
    return { ...user };
  }

  async setRole(email: string, role: Role) {
    const user = this.users.get(email);
    if (!user) return null;
    user.role = role;
    return { ...user };
  }

  async delete(email: string) {
    return this.users.delete(email);
  }

  async list() {
    return [...this.users.values()].map((u) => ({ ...u }));
  }

  async countAdmins() {
    return [...this.users.values()].filter((u) => u.role === 'admin').length;
  }

  async changeKeepingAnAdmin(email: string, change: { role: Role } | 'remove') {
    const user = this.users.get(email);
    if (!user) return 'missing' as const;
    const losesAdmin = user.role === 'admin' && (change === 'remove' || change.role !== 'admin');
    // Counted and changed without yielding, so two calls at once cannot both pass.
    const admins = [...this.users.values()].filter((u) => u.role === 'admin').length;
    if (losesAdmin && admins <= 1) return 'last_admin' as const;
    if (change === 'remove') this.users.delete(email);
    else user.role = change.role;
    return 'done' as const;
  }
}
