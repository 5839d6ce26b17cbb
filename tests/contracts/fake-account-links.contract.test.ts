import { FakeAccountLinks } from '../support/fake-account-links';
import { FakeSignInService } from '../support/fake-identity';
import { accountLinksContract } from './account-links.contract';

// The tests' two stand-ins for the sign-in service's links, held to Firebase's suite (adapters/firebase/server).
accountLinksContract('fake sign-in service (tests)', async () => {
  const fake = new FakeSignInService();
  return { links: fake, shopUrl: 'http://shop.test', signUp: async (email) => void fake.signUp(email) };
});

accountLinksContract('fake account links (tests)', async () => {
  const accounts: string[] = [];
  return { links: new FakeAccountLinks(accounts), shopUrl: 'http://shop.test', signUp: async (email) => void accounts.push(email) };
});
