import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import type { IdentityVerifier, VerifiedIdentity } from '../../../core/ports/driven/identity-verifier';
import { unauthorized } from '../../../core/shop/errors';

const identityOf = (account: UserRecord): VerifiedIdentity | null =>
  account.email
    ? {
        uid: account.uid,
        email: account.email.toLowerCase(),
        emailVerified: account.emailVerified,
        name: account.displayName?.trim() || null,
        validSince: account.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) : 0,
      }
    : null;

const isUserNotFound = (error: unknown) => (error as { code?: string }).code === 'auth/user-not-found';

/**
 * Checks Firebase ID tokens with firebase-admin, then reads the account behind the token's uid:
 * the email and its verification come from Firebase's records, never from the token's claims.
 * Against a real project firebase-admin checks Google's signature; the emulator's tokens are
 * unsigned and pass only while FIREBASE_AUTH_EMULATOR_HOST is set (refused in production), which
 * is why a claim is never taken on its own word.
 */
export class FirebaseIdentityVerifier implements IdentityVerifier {
  readonly auth: Auth;

  constructor(projectId: string) {
    const name = `shop-${projectId}`;
    const app: App = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
    this.auth = getAuth(app);
  }

  async verify(idToken: string): Promise<VerifiedIdentity> {
    if (idToken.length > 8192) throw unauthorized('That sign-in proof is not valid');
    let claims: { uid: string; email?: string };
    try {
      // Checking revocation also refuses a disabled or deleted account.
      claims = await this.auth.verifyIdToken(idToken, true);
    } catch {
      throw unauthorized('That sign-in proof is not valid or has expired');
    }
    const account = await this.findAccount(claims.uid);
    if (!account) throw unauthorized('That sign-in has no account with an email address');
    if (claims.email?.toLowerCase() !== account.email) throw unauthorized('That sign-in proof does not match its account');
    return account;
  }

  async findAccount(uid: string): Promise<VerifiedIdentity | null> {
    try {
      return identityOf(await this.auth.getUser(uid));
    } catch (error) {
      if (isUserNotFound(error)) return null;
      throw error;
    }
  }

  async removeAccount(email: string): Promise<void> {
    try {
      const user = await this.auth.getUserByEmail(email);
      await this.auth.deleteUser(user.uid);
    } catch (error) {
      if (!isUserNotFound(error)) throw error;
    }
  }
}
