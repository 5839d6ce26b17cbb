import { FakeSignInService } from '../support/fake-identity';
import { identityVerifierContract } from './identity-verifier.contract';

// The tests' sign-in service in memory, held to the same suite as Firebase (adapters/firebase/server).
identityVerifierContract('fake sign-in service (tests)', async () => {
  const fake = new FakeSignInService();
  return {
    verifier: fake,
    service: {
      signUp: async (email, { name }) => fake.signUp(email, { name }),
      signIn: async (email) => fake.signIn(email),
      confirmEmail: async (uid) => fake.confirmEmail(uid),
      changeEmail: async (uid, email) => fake.changeEmail(uid, email),
      resetPassword: async (email) => fake.resetPassword(email),
      deleteAccount: async (uid) => fake.deleteAccount(uid),
    },
  };
});
