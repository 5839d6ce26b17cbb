import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { IdentityVerifier, VerifiedIdentity } from '../../../core/ports/identity-verifier';
import { unauthorized } from '../../../core/shop/errors';

/**
 * Checks Firebase ID tokens with firebase-admin. Against a real project it checks Google's
 * signature; the emulator's unsigned tokens pass only while FIREBASE_AUTH_EMULATOR_HOST is set,
 * which the server's configuration refuses in production.
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
    try {
      const decoded = await this.auth.verifyIdToken(idToken, true);
      if (!decoded.email) throw unauthorized('That sign-in has no email address');
      return { email: decoded.email.toLowerCase(), name: typeof decoded.name === 'string' ? decoded.name : null };
    } catch (error) {
      if ((error as { type?: string }).type === 'unauthorized') throw error;
      throw unauthorized('That sign-in proof is not valid or has expired');
    }
  }

  async removeAccount(email: string): Promise<void> {
    try {
      const user = await this.auth.getUserByEmail(email);
      await this.auth.deleteUser(user.uid);
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  }
}
