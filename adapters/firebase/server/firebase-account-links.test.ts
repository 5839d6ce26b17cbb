import { accountLinksContract } from '../../../tests/contracts/account-links.contract';
import { authEmulatorHost, signUpInEmulator, TEST_PROJECT_ID } from '../../../tests/support/auth-emulator';
import { FirebaseAccountLinks } from './firebase-account-links';
import { FirebaseIdentityVerifier } from './firebase-identity-verifier';

// Over the Auth emulator, which the node project's global setup starts.
accountLinksContract('Firebase Auth (emulator)', async () => {
  authEmulatorHost();
  const shopUrl = 'https://shop.hartwell.example';
  const verifier = new FirebaseIdentityVerifier(TEST_PROJECT_ID);
  return { links: new FirebaseAccountLinks(() => verifier.auth(), shopUrl), shopUrl, signUp: async (email) => void (await signUpInEmulator('Links Test', email)) };
});
