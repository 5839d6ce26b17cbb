import type { Role, User } from '../domain/user';

export interface UserRepository {
  findByEmail(email: string): Promise<User | null>;
  /** Creates the user with `role`, or updates the display name of one that exists (keeping its role). */
  upsert(user: { email: string; displayName: string }, role: Role): Promise<User>;
  setRole(email: string, role: Role): Promise<User | null>;
  delete(email: string): Promise<boolean>;
  list(): Promise<User[]>;
  countAdmins(): Promise<number>;
  /**
   * Changes a role or removes a user unless that would leave the shop without an admin, in one
   * step that concurrent requests cannot both pass.
   */
  changeKeepingAnAdmin(email: string, change: { role: Role } | 'remove'): Promise<'done' | 'missing' | 'last_admin'>;
}
