import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  applyActionCode,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
  type Auth,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { type AuthService, type AuthUser } from '../../../core/ports/browser/auth-service';
import { AuthError } from '../../../core/domain/auth-error';
import type { AuthConfig } from '../../../core/ports/browser/auth-config';
import { toAuthError } from './firebase-errors';

/** How a Google sign-in is obtained: a 500x600 popup in the browser; a credential in tests. */
export type GoogleSignIn = (auth: Auth) => Promise<UserCredential>;

export const googlePopup: GoogleSignIn = (auth) => signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);

const toAuthUser = (user: User | null): AuthUser | null => (user?.email ? { email: user.email, displayName: user.displayName } : null);

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAuthError(error);
  }
}

/** The sign-in service over the Firebase JS SDK: a real project, or the local emulator. */
export class FirebaseAuthService implements AuthService {
  readonly auth: Auth;

  constructor(
    config: AuthConfig,
    private readonly googleSignIn: GoogleSignIn = googlePopup,
    appName = '[DEFAULT]',
  ) {
    const app: FirebaseApp = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, appName);
    if (config.emulatorUrl) {
      // getAuth's popup resolver fetches apis.google.com on start in phone browsers, which the
      // emulator's CSP refuses (and the emulator has no Google popup): the same auth without it.
      this.auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
      connectAuthEmulator(this.auth, config.emulatorUrl, { disableWarnings: true });
    } else {
      this.auth = getAuth(app);
    }
  }

  watch(listener: (user: AuthUser | null) => void) {
    return onAuthStateChanged(this.auth, (user) => listener(toAuthUser(user)));
  }

  currentUser() {
    return toAuthUser(this.auth.currentUser);
  }

  signIn(email: string, password: string) {
    return guard(async () => {
      const { user } = await signInWithEmailAndPassword(this.auth, email, password);
      return toAuthUser(user) ?? Promise.reject(new AuthError('unknown'));
    });
  }

  signUp(name: string, email: string, password: string) {
    return guard(async () => {
      const { user } = await createUserWithEmailAndPassword(this.auth, email, password);
      await updateProfile(user, { displayName: name });
      // A fresh proof, so the server reads the name just set.
      await user.getIdToken(true);
      return { email: user.email ?? email, displayName: name };
    });
  }

  signInWithGoogle() {
    return guard(async () => {
      const { user } = await this.googleSignIn(this.auth);
      return toAuthUser(user) ?? Promise.reject(new AuthError('unknown'));
    });
  }

  rename(name: string) {
    return guard(async () => {
      const user = this.auth.currentUser;
      if (!user) throw new AuthError('session-refused');
      await updateProfile(user, { displayName: name });
      return { email: user.email ?? '', displayName: name };
    });
  }

  signOut() {
    return guard(() => signOut(this.auth));
  }

  confirmEmail(code: string) {
    return guard(async () => {
      await applyActionCode(this.auth, code);
      // The signed-in account, if it is this one, now reads as confirmed here too.
      await this.auth.currentUser?.reload().catch(() => undefined);
    });
  }

  checkPasswordResetCode(code: string) {
    return guard(() => verifyPasswordResetCode(this.auth, code));
  }

  resetPassword(code: string, newPassword: string) {
    return guard(() => confirmPasswordReset(this.auth, code, newPassword));
  }

  idToken(forceRefresh = false) {
    return guard(async () => {
      const user = this.auth.currentUser;
      if (!user) throw new AuthError('session-refused');
      return user.getIdToken(forceRefresh);
    });
  }
}
