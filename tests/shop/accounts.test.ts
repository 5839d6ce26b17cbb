// Signing in and sessions over the memory users and an in-memory sign-in service: each rule of
// core/shop/accounts.ts, without the Auth emulator.
import { beforeEach, describe, expect, it } from 'vitest';
import { HmacAccessTokens } from '../../adapters/crypto/hmac-access-tokens';
import { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import type { User } from '../../core/domain/user';
import { Accounts, sessionBasis, type FirstSignInMail } from '../../core/shop/accounts';
import { FakeSignInService } from '../support/fake-identity';
import { inputOf } from '../support/route-input';

const ENDED = 'Your account changed since you signed in. Please sign in again.';

let users: MemoryUserRepository;
let service: FakeSignInService;
let tokens: HmacAccessTokens;
let welcomed: User[];
let accounts: Accounts;

beforeEach(() => {
  users = new MemoryUserRepository();
  service = new FakeSignInService();
  tokens = new HmacAccessTokens('a-test-secret-of-at-least-32-characters');
  welcomed = [];
  const firstSignIn: FirstSignInMail = { welcome: async (user) => void welcomed.push(user) };
  accounts = new Accounts(users, service, tokens, { adminEmails: ['Boss@Example.com'] }, firstSignIn);
});

/** A new account at the sign-in service, signed in to the shop. */
async function signedUp(email: string, options: { name?: string; verified?: boolean } = {}) {
  const { uid, idToken } = service.signUp(email, options);
  return { uid, idToken, ...(await accounts.openSession(email, idToken)) };
}

/** The account of `email` signs in to the shop again with a fresh proof. */
const signInAgain = (email: string) => accounts.openSession(email, service.signIn(email));

describe('opening a session', () => {
  it('trades a proof for a token that names the user, for an hour', async () => {
    const { uid, idToken } = service.signUp('ann@example.com', { name: 'Ann Archer' });
    const session = await accounts.openSession(inputOf('openSession', { params: { email: ' ANN@Example.com ' } }).params.email, idToken);
    expect(session).toEqual({ token: expect.any(String), expiresIn: 3600, user: { id: expect.any(String), email: 'ann@example.com', displayName: 'Ann Archer', role: 'customer', emailVerified: false } });
    expect(await accounts.authenticate(session.token)).toEqual(session.user);
    expect(await users.findByEmail('ann@example.com')).toEqual({ ...session.user, uid, sessionVersion: 0 });
  });

  it('names the user from the sign-in service, or from the email when the service has no name', async () => {
    expect((await signedUp('max@example.com', { name: ' Max\u0000  Power ' })).user.displayName).toBe('Max Power');
    expect((await signedUp('nameless@example.com')).user.displayName).toBe('nameless');
  });

  it('refuses a missing proof, a proof the service refuses, and a proof for another email, recording no one', async () => {
    const { idToken } = service.signUp('ann@example.com');
    for (const missing of [null, '']) {
      await expect(accounts.openSession('ann@example.com', missing)).rejects.toMatchObject({ type: 'unauthorized', message: 'A sign-in proof is required' });
    }
    await expect(accounts.openSession('ann@example.com', 'forged-proof')).rejects.toMatchObject({ type: 'unauthorized' });
    await expect(accounts.openSession('bob@example.com', idToken)).rejects.toMatchObject({ type: 'forbidden', message: 'The sign-in proof is for another email' });
    expect(await users.list()).toEqual([]);
  });

  it('makes a listed email an admin once the service has confirmed it, whatever its case', async () => {
    expect((await signedUp('boss@example.com', { verified: true })).user.role).toBe('admin');
    expect((await signedUp('deputy@example.com', { verified: true })).user.role).toBe('customer');
  });

  it('keeps a listed email that is not confirmed a customer: whoever typed it may not own it', async () => {
    const held = await signedUp('boss@example.com');
    expect(held.user).toMatchObject({ role: 'customer', emailVerified: false });
    expect(await accounts.isAdmin(held.user, 'boss@example.com')).toBe(false);
  });

  it('welcomes a new account once, at its first sign-in', async () => {
    const { user } = await signedUp('ann@example.com', { name: 'Ann' });
    expect(welcomed).toEqual([user]);
    await signInAgain('ann@example.com');
    expect(welcomed).toEqual([user]);
  });

  it('opens the session even when the welcome could not be sent', async () => {
    const failing = new Accounts(users, service, tokens, {}, { welcome: () => Promise.reject(new Error('The outbox is down')) });
    const { idToken } = service.signUp('ann@example.com');
    const session = await failing.openSession('ann@example.com', idToken);
    expect(await failing.authenticate(session.token)).toMatchObject({ email: 'ann@example.com' });
  });

  it('needs no welcome to open sessions', async () => {
    const plain = new Accounts(users, service, tokens);
    const { idToken } = service.signUp('boss@example.com', { verified: true });
    const session = await plain.openSession('boss@example.com', idToken);
    expect(session.user.role).toBe('customer');
    expect(await plain.authenticate(session.token)).toEqual(session.user);
  });
});

describe('knowing who calls', () => {
  it("carries what the account's read says of a company the caller buys for, and nothing where it says nothing", async () => {
    const session = await signedUp('ann@example.com');
    expect(await accounts.authenticate(session.token)).not.toHaveProperty('buysForCompany');
    const findById = users.findById.bind(users);
    users.findById = async (id) => ({ ...(await findById(id))!, buysForCompany: false });
    expect(await accounts.authenticate(session.token)).toEqual({ ...session.user, buysForCompany: false });
  });

  it('is nobody without a token, and refuses a forged or expired one', async () => {
    expect(await accounts.authenticate(null)).toBeNull();
    expect(await accounts.authenticate('')).toBeNull();
    const { user } = await signedUp('ann@example.com');
    const expired = new HmacAccessTokens('a-test-secret-of-at-least-32-characters', 3600, () => Date.now() - 7_200_000).issue({ userId: user.id, sessionVersion: 0 });
    for (const token of ['forged.token', expired.token]) {
      await expect(accounts.authenticate(token)).rejects.toMatchObject({ type: 'unauthorized', message: 'Your session has expired. Please sign in again.' });
    }
  });

  it('reads the role afresh, and acts as a customer while an admin’s email is not confirmed', async () => {
    const { token, user } = await signedUp('ann@example.com');
    await users.setRole('ann@example.com', 'admin');
    expect(await accounts.authenticate(token)).toEqual({ ...user, role: 'customer' });
    const boss = await signedUp('boss@example.com', { verified: true });
    expect(await accounts.authenticate(boss.token)).toEqual({ ...boss.user, role: 'admin' });
    await users.setRole('boss@example.com', 'customer');
    expect(await accounts.authenticate(boss.token)).toEqual({ ...boss.user, role: 'customer' });
  });

  it('refuses the token of a removed user', async () => {
    const { token } = await signedUp('ann@example.com');
    await users.delete('ann@example.com');
    await expect(accounts.authenticate(token)).rejects.toMatchObject({ type: 'unauthorized', message: 'This account no longer exists' });
  });
});

describe('a session ends when the account behind it changes', () => {
  it('a second sign-in with nothing changed leaves the first session working', async () => {
    const first = await signedUp('ann@example.com');
    const second = await signInAgain('ann@example.com');
    expect(second.user.id).toBe(first.user.id);
    expect(await accounts.authenticate(first.token)).toEqual(first.user);
  });

  it('confirming the email ends the sessions opened before', async () => {
    const before = await signedUp('ann@example.com');
    service.confirmEmail(before.uid);
    const after = await signInAgain('ann@example.com');
    expect(after.user).toEqual({ ...before.user, emailVerified: true });
    await expect(accounts.authenticate(before.token)).rejects.toMatchObject({ type: 'unauthorized', message: ENDED });
    expect(await accounts.authenticate(after.token)).toEqual(after.user);
  });

  it("an attacker's session on a listed address gains nothing when its owner resets the password and signs in", async () => {
    const attacker = await signedUp('boss@example.com');
    service.resetPassword('boss@example.com');
    const owner = await signInAgain('boss@example.com');
    expect(owner.user).toMatchObject({ id: attacker.user.id, role: 'admin', emailVerified: true });
    await expect(accounts.authenticate(attacker.token)).rejects.toMatchObject({ type: 'unauthorized', message: ENDED });
  });

  it('word of a password reset ends the sessions opened before, with no sign-in after', async () => {
    const before = await signedUp('ann@example.com', { verified: true });
    service.resetPassword('ann@example.com');
    await accounts.checkAccount('ANN@example.com');
    await expect(accounts.authenticate(before.token)).rejects.toMatchObject({ type: 'unauthorized', message: ENDED });
    // The old proof is refused by the sign-in service; a new one opens a working session.
    await expect(accounts.openSession('ann@example.com', before.idToken)).rejects.toMatchObject({ type: 'unauthorized' });
    expect(await accounts.authenticate((await signInAgain('ann@example.com')).token)).toMatchObject({ email: 'ann@example.com' });
  });

  it('word of a change that did not happen ends nothing, and is answered alike for an unknown email', async () => {
    const session = await signedUp('ann@example.com');
    await accounts.checkAccount('ann@example.com');
    await expect(accounts.checkAccount('nobody@example.com')).resolves.toBeUndefined();
    expect(await accounts.authenticate(session.token)).toEqual(session.user);
  });

  it('word of a change for a user no sign-in has claimed yet changes nothing', async () => {
    await users.createUnclaimed({ email: 'new@example.com', displayName: 'New' }, 'admin');
    const before = await users.findByEmail('new@example.com');
    await accounts.checkAccount('new@example.com');
    expect(await users.findByEmail('new@example.com')).toEqual(before);
  });

  it('an email changed at the service ends the sessions opened under the old one', async () => {
    const before = await signedUp('ann@example.com', { verified: true });
    service.changeEmail(before.uid, 'ann@work.example.com');
    await accounts.checkAccount('ann@example.com');
    await expect(accounts.authenticate(before.token)).rejects.toMatchObject({ type: 'unauthorized', message: ENDED });
    const after = await signInAgain('ann@work.example.com');
    expect(after.user).toMatchObject({ id: before.user.id, email: 'ann@work.example.com', emailVerified: false });
  });

  it('a removed account ends its sessions at the next word of it', async () => {
    const before = await signedUp('ann@example.com');
    service.deleteAccount(before.uid);
    await accounts.checkAccount('ann@example.com');
    await expect(accounts.authenticate(before.token)).rejects.toMatchObject({ type: 'unauthorized', message: ENDED });
  });

  it('stands on the email, its confirmation and since when the proofs count, as stored with each user', () => {
    // The basis is kept with every user: wording it otherwise would end every session once.
    expect(sessionBasis({ uid: 'u', email: 'ann@example.com', emailVerified: true, name: null, validSince: 1_700_000_000_000 })).toBe('ann@example.com verified 1700000000000');
    expect(sessionBasis({ uid: 'u', email: 'ann@example.com', emailVerified: false, name: null, validSince: 0 })).toBe('ann@example.com unverified 0');
  });
});

describe('asking whether an email is an admin', () => {
  it('anyone may ask about themselves, an admin about anyone, in any case', async () => {
    const ann = (await signedUp('ann@example.com')).user;
    const boss = (await signedUp('boss@example.com', { verified: true })).user;
    expect(await accounts.isAdmin(ann, 'ann@example.com')).toBe(false);
    expect(await accounts.isAdmin(boss, 'Boss@Example.com')).toBe(true);
    expect(await accounts.isAdmin(boss, 'ann@example.com')).toBe(false);
    expect(await accounts.isAdmin(boss, 'nobody@example.com')).toBe(false);
    await expect(accounts.isAdmin(ann, 'boss@example.com')).rejects.toMatchObject({ type: 'forbidden' });
  });
});

describe('an email another user still holds', () => {
  it('goes to the sign-in that claims a user made before any sign-in, with its role', async () => {
    const made = await users.createUnclaimed({ email: 'deputy@example.com', displayName: 'Deputy' }, 'admin');
    const deputy = await signedUp('deputy@example.com', { verified: true, name: 'The Deputy' });
    expect(deputy.user).toEqual({ id: made.id, email: 'deputy@example.com', displayName: 'The Deputy', role: 'admin', emailVerified: true });
  });

  it('is let go by a user made before any sign-in when the account signing in already has a user', async () => {
    const ann = await signedUp('ann@example.com');
    await users.createUnclaimed({ email: 'ann@work.example.com', displayName: 'Ann' }, 'admin');
    service.changeEmail(ann.uid, 'ann@work.example.com');
    const moved = await signInAgain('ann@work.example.com');
    expect(moved.user).toMatchObject({ id: ann.user.id, email: 'ann@work.example.com', role: 'customer' });
    expect(await users.list()).toEqual([moved.user]);
  });

  it('is let go by a user whose account is gone: a new account with the old email starts empty', async () => {
    const old = await signedUp('ann@example.com');
    service.deleteAccount(old.uid);
    const newcomer = await signedUp('ann@example.com');
    expect(newcomer.user.id).not.toBe(old.user.id);
    expect(await users.findById(old.user.id)).toBeNull();
    expect(welcomed.map((u) => u.id)).toEqual([old.user.id, newcomer.user.id]);
  });

  it('follows its account to its new email, whose sessions end, and the newcomer starts empty', async () => {
    const first = await signedUp('ann@example.com');
    service.changeEmail(first.uid, 'ann@work.example.com');
    const newcomer = await signedUp('ann@example.com');
    expect(newcomer.user.id).not.toBe(first.user.id);
    expect(await users.findById(first.user.id)).toMatchObject({ email: 'ann@work.example.com' });
    await expect(accounts.authenticate(first.token)).rejects.toMatchObject({ type: 'unauthorized', message: ENDED });
    expect((await signInAgain('ann@work.example.com')).user.id).toBe(first.user.id);
  });

  it('lets two accounts that swapped their emails sign in as themselves, in either order', async () => {
    for (const firstToSignIn of ['a', 'b'] as const) {
      users = new MemoryUserRepository();
      accounts = new Accounts(users, service, tokens);
      const [emailA, emailB, passing] = [`a-${firstToSignIn}@example.com`, `b-${firstToSignIn}@example.com`, `tmp-${firstToSignIn}@example.com`];
      const a = await signedUp(emailA);
      const b = await signedUp(emailB);
      service.changeEmail(a.uid, passing);
      service.changeEmail(b.uid, emailA);
      service.changeEmail(a.uid, emailB);
      const [first, second] = firstToSignIn === 'a' ? [emailB, emailA] : [emailA, emailB];
      const owner = (email: string) => (email === emailB ? a.user.id : b.user.id);
      expect((await signInAgain(first)).user.id).toBe(owner(first));
      // The other account's user is at its new email already, before it signs in.
      expect(await users.findByEmail(second)).toMatchObject({ id: owner(second) });
      expect((await signInAgain(second)).user.id).toBe(owner(second));
      expect(await users.findByEmail(emailB)).toMatchObject({ id: a.user.id });
      expect(await users.findByEmail(emailA)).toMatchObject({ id: b.user.id });
    }
  });

  it('follows a chain of three moves, and parks the fourth user until its account signs in again', async () => {
    const emails = [1, 2, 3, 4, 5, 6].map((n) => `user${n}@example.com`);
    const chain: Awaited<ReturnType<typeof signedUp>>[] = [];
    for (const email of emails.slice(0, 5)) chain.push(await signedUp(email));
    // Each account moves to the next one's email, the last first, so every address is free at the service.
    for (let i = 4; i >= 0; i--) service.changeEmail(chain[i].uid, emails[i + 1]);
    const newcomer = await signedUp(emails[0]);
    expect(chain.map((c) => c.user.id)).not.toContain(newcomer.user.id);
    const at = async (i: number) => (await users.findById(chain[i].user.id))?.email;
    expect([await at(0), await at(1), await at(2)]).toEqual([emails[1], emails[2], emails[3]]);
    expect(await at(3)).toBe(`${chain[3].user.id}@parked.invalid`);
    expect(await at(4)).toBe(emails[4]);
    // Each account signs in afterwards as the user it always was.
    expect((await signInAgain(emails[5])).user.id).toBe(chain[4].user.id);
    expect((await signInAgain(emails[4])).user.id).toBe(chain[3].user.id);
  });

  it('follows a chain of four accounts without parking any', async () => {
    const emails = [1, 2, 3, 4, 5].map((n) => `user${n}@example.com`);
    const chain: Awaited<ReturnType<typeof signedUp>>[] = [];
    for (const email of emails.slice(0, 4)) chain.push(await signedUp(email));
    for (let i = 3; i >= 0; i--) service.changeEmail(chain[i].uid, emails[i + 1]);
    await signedUp(emails[0]);
    for (let i = 0; i < 4; i++) expect(await users.findById(chain[i].user.id)).toMatchObject({ email: emails[i + 1] });
  });
});
