import * as v from 'valibot';
import { displayNameFrom, emailSchema } from '../domain/credentials';
import { actingAs, isAdmin, type Role, type User } from '../domain/user';
import type { AccessTokens } from '../ports/driven/access-tokens';
import type { IdentityVerifier, VerifiedIdentity } from '../ports/driven/identity-verifier';
import type { Session } from '../ports/browser/session-api';
import type { UserRepository } from '../ports/driven/user-repository';
import { forbidden, invalidData, unauthorized } from './errors';
import { requireSelfOrAdmin } from './permissions';

/** What a new account is sent at its first sign-in (the link that confirms its address). */
export interface FirstSignInMail {
  welcome(user: User): Promise<void>;
}

export interface AccountsOptions {
  /** Emails that are admins from their first sign-in with a verified address (a new shop's first admin). */
  adminEmails?: readonly string[];
}

/** Signing in to the shop and knowing who calls: the server's side of accounts. */
export class Accounts {
  private readonly adminEmails: Set<string>;

  constructor(
    private readonly users: UserRepository,
    private readonly identities: IdentityVerifier,
    private readonly tokens: AccessTokens,
    options: AccountsOptions = {},
    private readonly firstSignIn?: FirstSignInMail,
  ) {
    this.adminEmails = new Set((options.adminEmails ?? []).map((e) => e.toLowerCase()));
  }

  /**
   * Trades a proof from the sign-in service for the shop's access token. Who signs in is the
   * account behind the proof, as the service's records hold it; it must be the email asked for.
   */
  async openSession(email: string, idToken: string | null): Promise<Session> {
    const asked = v.safeParse(emailSchema, email);
    if (!asked.success) throw invalidData(asked.issues[0].message);
    if (!idToken) throw unauthorized('A sign-in proof is required');
    const identity = await this.identities.verify(idToken);
    if (identity.email !== asked.output) throw forbidden('The sign-in proof is for another email');
    await this.freeEmailFor(identity);
    const known = this.firstSignIn ? (await this.users.findByUid(identity.uid)) !== null : true;
    const role: Role = identity.emailVerified && this.adminEmails.has(identity.email) ? 'admin' : 'customer';
    const user = actingAs(
      await this.users.recordSignIn({ uid: identity.uid, email: identity.email, emailVerified: identity.emailVerified, displayName: displayNameFrom(identity.name, identity.email) }, role),
    );
    // The sign-in stands even when its mail could not be queued: the dashboard's banner sends the link again.
    if (!known) await this.firstSignIn?.welcome(user).catch(() => undefined);
    const issued = this.tokens.issue(user.id);
    return { token: issued.token, expiresIn: Math.round((issued.expiresAt - Date.now()) / 1000), user };
  }

  /** The user behind an access token, read afresh so a role change or removal counts at once. */
  async authenticate(token: string | null): Promise<User | null> {
    if (!token) return null;
    const userId = this.tokens.verify(token);
    if (!userId) throw unauthorized('Your session has expired. Please sign in again.');
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized('This account no longer exists');
    return actingAs(user);
  }

  /** Whether `email` is an admin: anyone may ask about themselves, an admin about anyone. */
  async isAdmin(caller: User | null, email: string): Promise<boolean> {
    requireSelfOrAdmin(caller, email);
    const user = await this.users.findByEmail(email.toLowerCase());
    return user !== null && isAdmin(actingAs(user));
  }

  /**
   * Before a sign-in is recorded, the shop's user with its email must be this account's: a user
   * no sign-in has claimed yet (kept from before uids, or made by make-admin) becomes it; a user
   * whose account is gone keeps its records under its id but lets the email go, so a new account
   * with an old email starts empty; one whose account moved to another email follows it.
   */
  private async freeEmailFor(identity: VerifiedIdentity) {
    const holder = await this.users.findByEmail(identity.email);
    if (!holder || holder.uid === identity.uid) return;
    if (holder.uid === null && !(await this.users.findByUid(identity.uid))) {
      await this.users.claim(identity.email, identity.uid);
      return;
    }
    const previous = holder.uid === null ? null : await this.identities.findAccount(holder.uid);
    if (previous && previous.email !== identity.email) await this.users.setEmail(holder.id, previous.email);
    else await this.users.delete(holder.email);
  }
}
