import * as v from 'valibot';
import { emailSchema } from '../domain/credentials';
import type { Role, User } from '../domain/user';
import type { AccessTokens } from '../ports/access-tokens';
import type { IdentityVerifier } from '../ports/identity-verifier';
import type { Session } from '../ports/session-api';
import type { UserRepository } from '../ports/user-repository';
import { forbidden, invalidData, unauthorized } from './errors';
import { requireSelfOrAdmin } from './permissions';

export interface AccountsOptions {
  /** Emails that are admins from their first sign-in (the first admin of a new shop). */
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
  ) {
    this.adminEmails = new Set((options.adminEmails ?? []).map((e) => e.toLowerCase()));
  }

  /**
   * Trades a proof from the sign-in service for the shop's access token. The email comes from
   * the verified proof, never from the request; it must match the account asked for.
   */
  async openSession(email: string, idToken: string | null): Promise<Session> {
    const asked = v.safeParse(emailSchema, email);
    if (!asked.success) throw invalidData(asked.issues[0].message);
    if (!idToken) throw unauthorized('A sign-in proof is required');
    const identity = await this.identities.verify(idToken);
    if (identity.email.toLowerCase() !== asked.output) throw forbidden('The sign-in proof is for another email');
    const existing = await this.users.findByEmail(asked.output);
    const role: Role = existing?.role === 'admin' || this.adminEmails.has(asked.output) ? 'admin' : 'customer';
    const displayName = identity.name?.trim() || existing?.displayName || asked.output.split('@')[0];
    const user = await this.users.upsert({ email: asked.output, displayName }, role);
    const issued = this.tokens.issue(user.email);
    return { token: issued.token, expiresIn: Math.round((issued.expiresAt - Date.now()) / 1000), user };
  }

  /** The user behind an access token, read afresh so a role change or removal counts at once. */
  async authenticate(token: string | null): Promise<User | null> {
    if (!token) return null;
    const email = this.tokens.verify(token);
    if (!email) throw unauthorized('Your session has expired. Please sign in again.');
    const user = await this.users.findByEmail(email);
    if (!user) throw unauthorized('This account no longer exists');
    return user;
  }

  /** Whether `email` is an admin: anyone may ask about themselves, an admin about anyone. */
  async isAdmin(caller: User | null, email: string): Promise<boolean> {
    requireSelfOrAdmin(caller, email);
    const user = await this.users.findByEmail(email.toLowerCase());
    return user?.role === 'admin';
  }
}
