import {
  authEmulatorHost,
  changeEmailInEmulator,
  resetPasswordInEmulator,
  signInToEmulator,
  signUpInEmulator,
  TEST_PROJECT_ID,
  verifyEmailInEmulator,
} from '../../../tests/support/auth-emulator';
import { identityVerifierContract } from '../../../tests/contracts/identity-verifier.contract';
import { FirebaseIdentityVerifier } from './firebase-identity-verifier';

// Over the Auth emulator, which the node project's global setup starts: the suite the fake
// (tests/support/fake-identity.ts) passes too, so that tests over the fake hold for Firebase.
identityVerifierContract('Firebase Auth (emulator)', async () => {
  authEmulatorHost();
  const verifier = new FirebaseIdentityVerifier(TEST_PROJECT_ID);
  const passwords = new Map<string, string>();
  const passwordOf = (email: string) => passwords.get(email.toLowerCase()) ?? 'secret-pass';
  return {
    verifier,
    service: {
      signUp: async (email, { name }) => signUpInEmulator(name, email),
      signIn: (email) => signInToEmulator(email, passwordOf(email)),
      confirmEmail: (uid) => verifyEmailInEmulator(uid),
      changeEmail: (uid, email) => changeEmailInEmulator(uid, email),
      resetPassword: async (email) => {
        const password = `reset-${crypto.randomUUID()}`;
        await resetPasswordInEmulator(email, password);
        passwords.set(email.toLowerCase(), password);
      },
      deleteAccount: async (uid) => (await verifier.auth()).deleteUser(uid),
    },
  };
});
