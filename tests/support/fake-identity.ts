import type { IdentityVerifier, VerifiedIdentity } from '../../core/ports/driven/identity-verifier';
import type { AccountLinks } from '../../core/ports/driven/mail';
import { unauthorized } from '../../core/shop/errors';

/** An account as the sign-in service keeps it. */
interface Account {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
  /** Proofs issued before this moment (ms) no longer count: a password reset moves it on. */
  tokensValidAfterTime: number;
}

/** A sign-in proof as the service issued it: for an account, under the email it had then. */
interface Proof {
  uid: string;
  email: string;
  issuedAt: number;
}

/**
 * The sign-in service in memory, answering as the real one does (see FirebaseIdentityVerifier):
 * a proof names the account behind it, is refused once revoked, once its account is gone or when
 * the account's email moved since; the account is read from the service's records, never from
 * the proof. Its clock moves a second on each change, as the service counts revocations in seconds.
 */
export class FakeSignInService implements IdentityVerifier, AccountLinks {
  private readonly accounts = new Map<string, Account>();
  private readonly proofs = new Map<string, Proof>();
  private clock = Date.UTC(2025, 0, 1);
  /** The links made, newest last: what the emails would carry. */
  readonly links: { kind: 'verify-email' | 'reset-password'; email: string; link: string }[] = [];

  /** A new account, signed in: its uid and a fresh proof. */
  signUp(email: string, { name = null, verified = false }: { name?: string | null; verified?: boolean } = {}) {
    if (this.byEmail(email)) throw new Error(`The sign-in service already has an account for ${email}`);
    const uid = `uid-${crypto.randomUUID()}`;
    this.accounts.set(uid, { uid, email: email.toLowerCase(), emailVerified: verified, displayName: name, tokensValidAfterTime: this.tick() });
    return { uid, idToken: this.signIn(email) };
  }

  /** A fresh proof for the account that has `email` now. */
  signIn(email: string): string {
    const account = this.byEmail(email);
    if (!account) throw new Error(`The sign-in service has no account for ${email}`);
    const idToken = `proof-${crypto.randomUUID()}`;
    this.proofs.set(idToken, { uid: account.uid, email: account.email, issuedAt: this.tick() });
    return idToken;
  }

  /** The owner follows the link in the verification email. */
  confirmEmail(uid: string) {
    this.account(uid).emailVerified = true;
  }

  /** The owner moves the account to another address, not confirmed yet. */
  changeEmail(uid: string, email: string) {
    Object.assign(this.account(uid), { email: email.toLowerCase(), emailVerified: false });
  }

  /** The owner of `email` chooses a new password from the reset email: that confirms the address, and ends the proofs issued before. */
  resetPassword(email: string) {
    const account = this.byEmail(email);
    if (!account) throw new Error(`The sign-in service has no account for ${email}`);
    Object.assign(account, { emailVerified: true, tokensValidAfterTime: this.tick() });
  }

  deleteAccount(uid: string) {
    this.accounts.delete(uid);
  }

  accountOf(email: string): VerifiedIdentity | null {
    const account = this.byEmail(email);
    return account ? identityOf(account) : null;
  }

  async verify(idToken: string): Promise<VerifiedIdentity> {
    const proof = this.proofs.get(idToken);
    const account = proof && this.accounts.get(proof.uid);
    if (!proof || !account || proof.issuedAt < account.tokensValidAfterTime) throw unauthorized('That sign-in proof is not valid or has expired');
    if (proof.email !== account.email) throw unauthorized('That sign-in proof does not match its account');
    return identityOf(account);
  }

  async findAccount(uid: string): Promise<VerifiedIdentity | null> {
    // As firebase-admin's getUser refuses it, before asking anyone.
    if (typeof uid !== 'string' || uid === '') throw new Error('The uid must be a non-empty string');
    const account = this.accounts.get(uid);
    return account ? identityOf(account) : null;
  }

  async removeAccount(email: string): Promise<void> {
    const account = this.byEmail(email);
    if (account) this.accounts.delete(account.uid);
  }

  async emailVerificationLink(email: string) {
    return this.link('verify-email', email);
  }

  async passwordResetLink(email: string) {
    return this.byEmail(email) ? this.link('reset-password', email) : null;
  }

  private link(kind: 'verify-email' | 'reset-password', email: string) {
    const link = `http://shop.test/auth/action?mode=${kind}&oobCode=${crypto.randomUUID()}`;
    this.links.push({ kind, email, link });
    return link;
  }

  private account(uid: string) {
    const account = this.accounts.get(uid);
    if (!account) throw new Error(`The sign-in service has no account ${uid}`);
    return account;
  }

  private byEmail(email: string) {
    return [...this.accounts.values()].find((a) => a.email === email.toLowerCase());
  }

  private tick() {
    this.clock += 1000;
    return this.clock;
  }
}

const identityOf = (account: Account): VerifiedIdentity => ({
  uid: account.uid,
  email: account.email,
  emailVerified: account.emailVerified,
  // As Firebase's verifier reads it: a blank name is none.
  name: account.displayName?.trim() || null,
  validSince: account.tokensValidAfterTime,
});
