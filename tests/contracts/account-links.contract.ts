import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountLinks } from '../../core/ports/driven/mail';

export interface AccountLinksHarness {
  links: AccountLinks;
  /** Where the shop is: every link leads to one of its pages. */
  shopUrl: string;
  /** Makes an account with that email at the sign-in service. */
  signUp(email: string): Promise<void>;
}

const freshEmail = (who: string) => `${who}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** What every AccountLinks must do: links to the shop's own pages, a reset only for an account. */
export function accountLinksContract(name: string, open: () => Promise<AccountLinksHarness>) {
  describe(`AccountLinks contract: ${name}`, () => {
    let harness: AccountLinksHarness;
    beforeAll(async () => {
      harness = await open();
    });

    /** Expects `link` to be a whole link to a page of the shop, fit to put in an email as it is. */
    const expectShopPage = (link: string | null, what: string) => {
      expect(link, what).toMatch(/^https?:\/\/\S+$/);
      expect(new URL(link!).origin, what).toBe(new URL(harness.shopUrl).origin);
    };

    it("gives a link to confirm an account's address and one to choose its password, two pages of the shop", async () => {
      const email = freshEmail('ann');
      await harness.signUp(email);
      const confirm = await harness.links.emailVerificationLink(email);
      const reset = await harness.links.passwordResetLink(email);
      expectShopPage(confirm, 'the confirmation link');
      expectShopPage(reset, 'the reset link');
      expect(reset).not.toBe(confirm);
    });

    it('gives no reset link for an email no account uses', async () => {
      expect(await harness.links.passwordResetLink(freshEmail('nobody'))).toBeNull();
    });
  });
}
