// A shop session stands on the account behind it: when that account changes at the sign-in service
// (a password reset, an email changed or confirmed, the account removed), every session opened
// before ends; a role change counts on the next call.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import { changeEmailInEmulator, resetPasswordInEmulator, signInToEmulator, signUpInEmulator, verifyEmailInEmulator } from '../support/auth-emulator';
import { callAs, signedInAdmin, type Call } from '../support/customers';
import { startTestServer } from '../support/test-server';

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const LISTED = unique('owner');
const BOSS = unique('boss');

let app: FastifyInstance;
let call: Call;
let users: MemoryUserRepository;

beforeAll(async () => {
  ({ app, users } = await startTestServer({ adminEmails: [LISTED, BOSS] }));
  call = callAs(app);
});
afterAll(() => app.close());

async function signIn(email: string, idToken: string) {
  const res = await app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(email)}`, headers: { authorization: `Bearer ${idToken}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; user: { id: string; role: string; emailVerified: boolean } };
}

const addressBook = (token: string) => call('GET', '/api/addresses', token);
const accountChanged = (email: string) => call('POST', '/api/account/changed', undefined, { email });

describe('a session ends when the account behind it changes', () => {
  it("an attacker's session on an address listed as admin gains nothing when its owner resets the password and signs in", async () => {
    const attacker = await signUpInEmulator('Attacker', LISTED);
    const held = await signIn(LISTED, attacker.idToken);
    expect(held.user).toMatchObject({ role: 'customer', emailVerified: false });

    // The owner finds the address taken, resets its password (which confirms the address) and signs in.
    await resetPasswordInEmulator(LISTED, 'owners-new-pass');
    const owner = await signIn(LISTED, await signInToEmulator(LISTED, 'owners-new-pass'));
    expect(owner.user).toMatchObject({ id: held.user.id, role: 'admin', emailVerified: true });
    expect((await call('GET', '/api/users', owner.token)).statusCode).toBe(200);

    for (const res of [await call('GET', '/api/users', held.token), await addressBook(held.token), await call('PUT', `/api/user/admin/${encodeURIComponent(LISTED)}`, held.token)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ type: 'unauthorized', message: 'Your account changed since you signed in. Please sign in again.' });
    }
  });

  it('a password reset ends the sessions opened before it once the shop hears of it, even with no sign-in after', async () => {
    const account = await signUpInEmulator('Reset Before', undefined, { verified: true });
    const before = await signIn(account.email, account.idToken);
    expect((await addressBook(before.token)).statusCode).toBe(200);

    await resetPasswordInEmulator(account.email, 'a-brand-new-pass');
    expect((await accountChanged(account.email)).json()).toEqual({ checked: true });
    expect((await addressBook(before.token)).statusCode).toBe(401);

    // The old proof is refused by the sign-in service; the new password opens a working session.
    expect((await app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(account.email)}`, headers: { authorization: `Bearer ${account.idToken}` } })).statusCode).toBe(401);
    const after = await signIn(account.email, await signInToEmulator(account.email, 'a-brand-new-pass'));
    expect((await addressBook(after.token)).statusCode).toBe(200);
  });

  it('word of a change that did not happen ends nothing, and says the same for an unknown email', async () => {
    const account = await signUpInEmulator('Unchanged', undefined, { verified: true });
    const session = await signIn(account.email, account.idToken);
    expect((await accountChanged(account.email)).json()).toEqual({ checked: true });
    expect((await accountChanged(unique('nobody'))).json()).toEqual({ checked: true });
    expect((await addressBook(session.token)).statusCode).toBe(200);
    // A second sign-in on another device leaves the first one's session working.
    await signIn(account.email, await signInToEmulator(account.email));
    expect((await addressBook(session.token)).statusCode).toBe(200);
  });

  it('a session opened before the email was confirmed ends when it is', async () => {
    const account = await signUpInEmulator('Confirms Later');
    const unconfirmed = await signIn(account.email, account.idToken);
    await verifyEmailInEmulator(account.uid);
    const confirmed = await signIn(account.email, await signInToEmulator(account.email));
    expect(confirmed.user.emailVerified).toBe(true);
    expect((await addressBook(unconfirmed.token)).statusCode).toBe(401);
    expect((await addressBook(confirmed.token)).statusCode).toBe(200);
  });

  it('an email change ends the sessions opened under the old email', async () => {
    const account = await signUpInEmulator('Moves House', undefined, { verified: true });
    const before = await signIn(account.email, account.idToken);
    const moved = unique('moved');
    await changeEmailInEmulator(account.uid, moved);
    await accountChanged(account.email);
    expect((await addressBook(before.token)).statusCode).toBe(401);
    const after = await signIn(moved, await signInToEmulator(moved));
    expect(after.user.id).toBe(before.user.id);
    expect((await addressBook(after.token)).statusCode).toBe(200);
  });

  it('a removed account ends its sessions, and a removed admin role counts on the next call', async () => {
    const boss = await signedInAdmin(app, BOSS);
    const deputyEmail = unique('deputy');
    const deputy = await signIn(deputyEmail, (await signUpInEmulator('Deputy', deputyEmail, { verified: true })).idToken);
    expect((await call('PUT', `/api/user/admin/${encodeURIComponent(deputyEmail)}`, boss.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/users', deputy.token)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/user/admin/${encodeURIComponent(deputyEmail)}`, boss.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/users', deputy.token)).statusCode).toBe(403);

    expect((await call('DELETE', `/api/user/${encodeURIComponent(deputyEmail)}`, boss.token)).statusCode).toBe(200);
    expect((await addressBook(deputy.token)).statusCode).toBe(401);
    expect(await users.findByEmail(deputyEmail)).toBeNull();
  });
});
