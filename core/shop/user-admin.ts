import { mayHoldAdminRights, userMessages, type User } from '../domain/user';
import type { IdentityVerifier } from '../ports/driven/identity-verifier';
import type { UserRepository } from '../ports/driven/user-repository';
import { conflict, forbidden, notFound } from './errors';
import type { Admin } from './permissions';
import { auditActorOf } from '../domain/audit';

/** Nobody takes away their own rights: an admin names someone else. */
function notSelf(admin: Admin, target: string, message: string) {
  if (target === admin.email) throw forbidden(message);
  return target;
}

/** Admins (the contract lets only them in, with each email checked) managing users: promotion, demotion and removal, never of themselves nor of the last admin. */
export class UserAdmin {
  constructor(
    private readonly users: UserRepository,
    private readonly identities: Pick<IdentityVerifier, 'removeAccount'>,
  ) {}

  async listUsers(): Promise<User[]> {
    return this.users.list();
  }

  async makeAdmin(admin: Admin, target: string): Promise<User> {
    const found = await this.users.findByEmail(target);
    if (!found) throw notFound('No user has that email');
    if (!mayHoldAdminRights(found)) throw conflict(userMessages.adminNeedsVerifiedEmail);
    const user = await this.users.setRole(target, 'admin', auditActorOf(admin));
    if (!user) throw notFound('No user has that email');
    return user;
  }

  async removeAdmin(admin: Admin, email: string): Promise<{ email: string }> {
    const target = notSelf(admin, email, 'You cannot remove your own admin role');
    this.outcome(await this.users.changeKeepingAnAdmin(target, { role: 'customer' }, auditActorOf(admin)));
    return { email: target };
  }

  /** Removes the user and their sign-in account; their orders stay as records. */
  async removeUser(admin: Admin, email: string): Promise<{ email: string }> {
    const target = notSelf(admin, email, 'You cannot remove your own account');
    this.outcome(await this.users.changeKeepingAnAdmin(target, 'remove', auditActorOf(admin)));
    await this.identities.removeAccount(target);
    return { email: target };
  }

  private outcome(result: 'done' | 'missing' | 'last_admin') {
    if (result === 'missing') throw notFound('No user has that email');
    if (result === 'last_admin') throw conflict('The shop must keep at least one admin');
  }
}
