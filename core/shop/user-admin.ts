import { emailSchema } from '../domain/credentials';
import { mayHoldAdminRights, userMessages, type User } from '../domain/user';
import type { IdentityVerifier } from '../ports/driven/identity-verifier';
import type { UserRepository } from '../ports/driven/user-repository';
import { conflict, forbidden, notFound } from './errors';
import { requireAdmin } from './permissions';
import { parseInput } from './parse-input';

/** Admins managing users: promotion, demotion and removal, never of themselves nor of the last admin. */
export class UserAdmin {
  constructor(
    private readonly users: UserRepository,
    private readonly identities: Pick<IdentityVerifier, 'removeAccount'>,
  ) {}

  async listUsers(caller: User | null): Promise<User[]> {
    requireAdmin(caller);
    return this.users.list();
  }

  async makeAdmin(caller: User | null, email: string): Promise<User> {
    requireAdmin(caller);
    const target = this.emailOf(email);
    const found = await this.users.findByEmail(target);
    if (!found) throw notFound('No user has that email');
    if (!mayHoldAdminRights(found)) throw conflict(userMessages.adminNeedsVerifiedEmail);
    const user = await this.users.setRole(target, 'admin');
    if (!user) throw notFound('No user has that email');
    return user;
  }

  async removeAdmin(caller: User | null, email: string): Promise<{ email: string }> {
    const admin = requireAdmin(caller);
    const target = this.notSelf(admin, email, 'You cannot remove your own admin role');
    this.outcome(await this.users.changeKeepingAnAdmin(target, { role: 'customer' }));
    return { email: target };
  }

  /** Removes the user and their sign-in account; their orders stay as records. */
  async removeUser(caller: User | null, email: string): Promise<{ email: string }> {
    const admin = requireAdmin(caller);
    const target = this.notSelf(admin, email, 'You cannot remove your own account');
    this.outcome(await this.users.changeKeepingAnAdmin(target, 'remove'));
    await this.identities.removeAccount(target);
    return { email: target };
  }

  private emailOf(email: string) {
    return parseInput(emailSchema, email);
  }

  private notSelf(admin: User, email: string, message: string) {
    const target = this.emailOf(email);
    if (target === admin.email) throw forbidden(message);
    return target;
  }

  private outcome(result: 'done' | 'missing' | 'last_admin') {
    if (result === 'missing') throw notFound('No user has that email');
    if (result === 'last_admin') throw conflict('The shop must keep at least one admin');
  }
}
