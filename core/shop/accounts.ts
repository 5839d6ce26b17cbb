import { displayNameFrom } from '../domain/credentials';
import { actingAs, isAdmin, type Role, type User } from '../domain/user';
import type { AccessTokens } from '../ports/driven/access-tokens';
import type { IdentityVerifier, VerifiedIdentity } from '../ports/driven/identity-verifier';
import type { Session } from '../ports/browser/session-api';
import type { SessionUser, UserRepository } from '../ports/driven/user-repository';
import { forbidden, unauthorized } from './errors';
import { requireSelfOrAdmin } from './permissions';

/**
 * What a shop session stands on: the account's email, whether it is confirmed, and since when its
 * sign-in proofs count. When any of it changes (a password reset, an email changed or confirmed),
 * the sessions opened before end: none gains what the address's confirmed owner is given later.
 */
export const sessionBasis = (account: VerifiedIdentity) => `${account.email} ${account.emailVerified ? 'verified' : 'unverified'} ${account.validSince}`;

/** The basis of an account the sign-in service no longer has: no session stands on it. */
// Stryker disable next-line StringLiteral: any word that is no account's basis ends the sessions alike
const ACCOUNT_GONE = 'gone';

/** Where a user waits whose account moved to an email another stale user still holds, until it signs in again. */
export const parkedEmail = (userId: string) => `${userId}@parked.invalid`;

export const sessionMessages = {
  expired: 'Your session has expired. Please sign in again.',
  ended: 'Your account changed since you signed in. Please sign in again.',
  gone: 'This account no longer exists',
} as const;

/** The user as the API shows them, without the session's bookkeeping. */
const shown = ({ id, email, displayName, role, emailVerified, buysForCompany }: SessionUser): User =>
  actingAs({ id, email, displayName, role, emailVerified, ...(buysForCompany === undefined ? {} : { buysForCompany }) });

/** How many users whose accounts moved one sign-in puts on their new emails before parking one. */
const MOVES_FOLLOWED = 3;

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
    // Stryker disable next-line ArrayDeclaration: a default list holding a word that is no email address admits nobody, as the empty one does
    this.adminEmails = new Set((options.adminEmails ?? []).map((e) => e.toLowerCase()));
  }

  /**
   * Trades a proof from the sign-in service for the shop's access token. Who signs in is the
   * account behind the proof, as the service's records hold it; it must be the email asked for
   * (well-formed and lower-cased by the contract).
   */
  async openSession(email: string, idToken: string | null): Promise<Session> {
    if (!idToken) throw unauthorized('A sign-in proof is required');
    const identity = await this.identities.verify(idToken);
    if (identity.email !== email) throw forbidden('The sign-in proof is for another email');
    await this.freeEmailFor(identity);
    // Stryker disable next-line BooleanLiteral: without a welcome to send, whether the user is known changes nothing
    const known = this.firstSignIn ? (await this.users.findByUid(identity.uid)) !== null : true;
    const role: Role = identity.emailVerified && this.adminEmails.has(identity.email) ? 'admin' : 'customer';
    const stored = await this.users.recordSignIn(
      { uid: identity.uid, email: identity.email, emailVerified: identity.emailVerified, displayName: displayNameFrom(identity.name, identity.email), basis: sessionBasis(identity) },
      role,
    );
    const user = shown(stored);
    // The sign-in stands even when its mail could not be queued: the dashboard's banner sends the link again.
    // Stryker disable next-line OptionalChaining: a user is unknown only when there is a welcome to send
    if (!known) await this.firstSignIn?.welcome(user).catch(() => undefined);
    const issued = this.tokens.issue({ userId: stored.id, sessionVersion: stored.sessionVersion });
    return { token: issued.token, expiresIn: Math.round((issued.expiresAt - Date.now()) / 1000), user };
  }

  /**
   * The user behind an access token, read afresh so that a role change or removal counts at once,
   * and a session opened before its account changed counts no more. `read` reads the account by
   * id as the user repository does (the door may read it in the round trip that counts the call).
   */
  async authenticate(token: string | null, read: (userId: string) => Promise<SessionUser | null> = (id) => this.users.findById(id)): Promise<User | null> {
    if (!token) return null;
    const claim = this.tokens.verify(token);
    if (!claim) throw unauthorized(sessionMessages.expired);
    const user = await read(claim.userId);
    if (!user) throw unauthorized(sessionMessages.gone);
    if (user.sessionVersion !== claim.sessionVersion) throw unauthorized(sessionMessages.ended);
    return shown(user);
  }

  /**
   * Word that the account of `email` changed at the sign-in service (its password was reset, its
   * email confirmed): the account is read from the service, never taken from the word, and the
   * sessions opened before the change end. Answers the same whether or not the email is known.
   */
  async checkAccount(email: string): Promise<void> {
    const holder = await this.users.findByEmail(email.toLowerCase());
    if (!holder?.uid) return;
    const account = await this.identities.findAccount(holder.uid);
    await this.users.recordAccountChange(holder.id, account ? sessionBasis(account) : ACCOUNT_GONE);
  }

  /** Whether `email` is an admin: anyone may ask about themselves, an admin about anyone. */
  async isAdmin(caller: User, email: string): Promise<boolean> {
    requireSelfOrAdmin(caller, email);
    const user = await this.users.findByEmail(email.toLowerCase());
    return user !== null && isAdmin(actingAs(user));
  }

  /**
   * Before a sign-in is recorded, the shop's user with its email must be this account's: a user
   * no sign-in has claimed yet (kept from before uids, or made by make-admin) becomes it; a user
   * whose account is gone keeps its records under its id but lets the email go, so a new account
   * with an old email starts empty; one whose account moved to another email follows it, freeing
   * that email first in turn (a few steps deep), or else waits under a placeholder until it signs
   * in again. Whatever order accounts swapped their emails in, the sign-in goes through.
   */
  private async freeEmailFor(identity: VerifiedIdentity, depth = 0): Promise<void> {
    const holder = await this.users.findByEmail(identity.email);
    if (!holder || holder.uid === identity.uid) return;
    if (holder.uid === null && !(await this.users.findByUid(identity.uid))) {
      await this.users.claim(identity.email, identity.uid);
      return;
    }
    const account = holder.uid === null ? null : await this.identities.findAccount(holder.uid);
    if (!account || account.email === identity.email) {
      await this.users.delete(holder.email);
      return;
    }
    if (depth < MOVES_FOLLOWED) await this.freeEmailFor(account, depth + 1);
    const taken = await this.users.findByEmail(account.email);
    await this.users.setEmail(holder.id, taken && taken.id !== holder.id ? parkedEmail(holder.id) : account.email);
    // Its email changed: the sessions it had end.
    await this.users.recordAccountChange(holder.id, sessionBasis(account));
  }
}
