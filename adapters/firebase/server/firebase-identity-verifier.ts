import type { Auth, UserRecord } from 'firebase-admin/auth';
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

/** The project's Auth in an app of the shop's own, made once per project. */
async function firebaseAuth(projectId: string): Promise<Auth> {
  const [{ getApps, initializeApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
  const name = `shop-${projectId}`;
  return getAuth(getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name));
}

const isUserNotFound = (error: unknown) => (error as { code?: string }).code === 'auth/user-not-found';

/**
 * Checks Firebase ID tokens with firebase-admin, then reads the account behind the token's uid:
 * the email and its verification come from Firebase's records, never from the token's claims.
 * Against a real project firebase-admin checks Google's signature; the emulator's tokens are
 * unsigned and pass only while FIREBASE_AUTH_EMULATOR_HOST is set (refused in production), which
 * is why a claim is never taken on its own word.
 */
export class FirebaseIdentityVerifier implements IdentityVerifier {
  private loaded?: Promise<Auth>;

  constructor(private readonly projectId: string) {}

  /** firebase-admin's Auth for the project, loaded at the first sign-in rather than at every start (a fifth of the server's code). */
  auth(): Promise<Auth> {
    this.loaded ??= firebaseAuth(this.projectId);
    return this.loaded;
  }

  async verify(idToken: string): Promise<VerifiedIdentity> {
    if (idToken.length > 8192) throw unauthorized('That sign-in proof is not valid');
    let claims: { uid: string; email?: string };
    try {
      // Checking revocation also refuses a disabled or deleted account.
      claims = await (await this.auth()).verifyIdToken(idToken, true);
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
      return identityOf(await (await this.auth()).getUser(uid));
    } catch (error) {
      if (isUserNotFound(error)) return null;
      throw error;
    }
  }

  async removeAccount(email: string): Promise<void> {
    try {
      const auth = await this.auth();
      await auth.deleteUser((await auth.getUserByEmail(email)).uid);
    } catch (error) {
      if (!isUserNotFound(error)) throw error;
    }
  }
}
