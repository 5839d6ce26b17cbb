import type { AccountLinks } from '../../core/ports/driven/mail';

/** The sign-in service's account links without the service: a link for every address, a reset only for `accounts`. */
export class FakeAccountLinks implements AccountLinks {
  constructor(private readonly accounts: readonly string[]) {}

  async emailVerificationLink(email: string) {
    return `http://shop.test/account/verify?email=${encodeURIComponent(email)}`;
  }

  async passwordResetLink(email: string) {
    return this.accounts.includes(email) ? `http://shop.test/account/reset?email=${encodeURIComponent(email)}` : null;
  }
}
