import type { IdentityVerifier } from '../../core/ports/driven/identity-verifier';
import { unauthorized } from '../../core/shop/errors';

/** The sign-in service in stories: there is none, so no proof is ever valid and no account exists there. */
export class NoSignInService implements IdentityVerifier {
  async verify(): Promise<never> {
    throw unauthorized('Stories have no sign-in service');
  }

  async findAccount() {
    return null;
  }

  async removeAccount() {}
}
