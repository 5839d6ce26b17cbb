import { beforeAll, describe, expect, it } from 'vitest';
import type { IdentityVerifier } from '../../core/ports/driven/identity-verifier';
import { isShopError } from '../../core/shop/errors';

/** The sign-in service as its accounts' owners and its own admin act on it, beside the shop. */
export interface SignInService {
  /** A new account, signed in: its uid and a sign-in proof. A null name leaves it without one. */
  signUp(email: string, options: { name: string | null }): Promise<{ uid: string; idToken: string }>;
  /** A fresh proof for the account that has `email` now. */
  signIn(email: string): Promise<string>;
  /** The owner follows the link in the verification email. */
  confirmEmail(uid: string): Promise<void>;
  /** The owner moves the account to another address. */
  changeEmail(uid: string, email: string): Promise<void>;
  /** The owner chooses a new password from the reset email. */
  resetPassword(email: string): Promise<void>;
  deleteAccount(uid: string): Promise<void>;
}

export interface IdentityVerifierHarness {
  verifier: IdentityVerifier;
  service: SignInService;
}

const freshEmail = (who: string) => `${who}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Expects the proof to be refused as `unauthorized`, what the shop answers 401 to. */
async function expectRefused(verifying: Promise<unknown>, why: string) {
  const error = await verifying.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isShopError(error) ? error.type : error, why).toBe('unauthorized');
}

/**
 * What every IdentityVerifier must do: the account behind a proof comes from the service's
 * records, and a proof stops counting once its account changed under it.
 */
export function identityVerifierContract(name: string, open: () => Promise<IdentityVerifierHarness>) {
  describe(`IdentityVerifier contract: ${name}`, () => {
    let verifier: IdentityVerifier;
    let service: SignInService;
    beforeAll(async () => {
      ({ verifier, service } = await open());
    });

    it('answers the account behind a proof: its uid, email in lower case, verification, name and since when its proofs count', async () => {
      const email = freshEmail('Ann.Archer');
      const { uid, idToken } = await service.signUp(email, { name: 'Ann Archer' });
      const identity = await verifier.verify(idToken);
      expect(identity).toEqual({ uid, email: email.toLowerCase(), emailVerified: false, name: 'Ann Archer', validSince: expect.any(Number) });
      expect(identity.validSince).toBeGreaterThan(0);
      expect(await verifier.findAccount(uid)).toEqual(identity);
    });

    it('answers no name for an account without one or with a blank one, and a name without its surrounding spaces', async () => {
      for (const [name, answered] of [
        [null, null],
        ['   ', null],
        ['  Ann Archer ', 'Ann Archer'],
      ] as const) {
        const { idToken } = await service.signUp(freshEmail('named'), { name });
        expect((await verifier.verify(idToken)).name, `${name}`).toBe(answered);
      }
    });

    it('reads the verification from its records, not from the proof', async () => {
      const { uid, idToken } = await service.signUp(freshEmail('bob'), { name: 'Bob' });
      await service.confirmEmail(uid);
      expect(await verifier.verify(idToken)).toMatchObject({ uid, emailVerified: true });
      expect(await verifier.findAccount(uid)).toMatchObject({ emailVerified: true });
    });

    it('refuses what is not a proof', async () => {
      for (const bad of ['', 'not-a-proof', 'a.b.c', 'x'.repeat(10_000)]) await expectRefused(verifier.verify(bad), `'${bad.slice(0, 12)}'`);
    });

    it('refuses a proof issued under an email the account has left; a new proof names the new one, not yet verified', async () => {
      const before = freshEmail('carol');
      const { uid, idToken } = await service.signUp(before, { name: 'Carol' });
      await service.confirmEmail(uid);
      const after = freshEmail('carol-new');
      await service.changeEmail(uid, after);
      await expectRefused(verifier.verify(idToken), 'the old email');
      expect(await verifier.verify(await service.signIn(after))).toMatchObject({ uid, email: after, emailVerified: false });
    });

    it('refuses the proofs issued before a password reset, which moves on since when proofs count and confirms the address', async () => {
      const email = freshEmail('dan');
      const { idToken } = await service.signUp(email, { name: 'Dan' });
      const before = await verifier.verify(idToken);
      await service.resetPassword(email);
      await expectRefused(verifier.verify(idToken), 'a proof from before the reset');
      const after = await verifier.verify(await service.signIn(email));
      expect(after.validSince).toBeGreaterThan(before.validSince);
      expect(after.emailVerified).toBe(true);
    });

    it('refuses the proof of a deleted account, and finds no account for its uid or for a uid never given', async () => {
      const { uid, idToken } = await service.signUp(freshEmail('erin'), { name: 'Erin' });
      await service.deleteAccount(uid);
      await expectRefused(verifier.verify(idToken), 'a deleted account');
      expect(await verifier.findAccount(uid)).toBeNull();
      expect(await verifier.findAccount('no-such-uid-0000000000000')).toBeNull();
    });

    it('closes the account of an email, and does nothing for an email without one', async () => {
      const email = freshEmail('fay');
      const { uid, idToken } = await service.signUp(email, { name: 'Fay' });
      await verifier.removeAccount(email);
      expect(await verifier.findAccount(uid)).toBeNull();
      await expectRefused(verifier.verify(idToken), 'a removed account');
      await expect(verifier.removeAccount(freshEmail('nobody'))).resolves.toBeUndefined();
    });
  });
}
