import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HmacAccessTokens } from '../../adapters/crypto/hmac-access-tokens';
import { FirebaseIdentityVerifier } from '../../adapters/firebase/server/firebase-identity-verifier';
import type { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import { DISPLAY_NAME_MAX_LENGTH } from '../../core/domain/credentials';
import { signUpInEmulator, TEST_PROJECT_ID } from '../support/auth-emulator';
import { startTestServer, TEST_SECRET } from '../support/test-server';

let app: FastifyInstance;
let users: MemoryUserRepository;
beforeAll(async () => {
  ({ app, users } = await startTestServer({ adminEmails: ['boss@example.com'] }));
});
afterAll(() => app.close());

const openSession = (email: string, idToken?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/user/${encodeURIComponent(email)}`,
    headers: idToken ? { authorization: `Bearer ${idToken}` } : {},
    payload: { email },
  });
const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function signedIn(name = 'Ann Customer', email?: string, options: { verified?: boolean } = {}) {
  const account = await signUpInEmulator(name, email, options);
  const res = await openSession(account.email, account.idToken);
  expect(res.statusCode).toBe(200);
  return { ...account, token: res.json().token as string, user: res.json().user as { id: string } };
}

describe('PUT /api/user/{email}: signing in to the shop', () => {
  it('trades a verified sign-in for an access token and records the user', async () => {
    const { uid, email, idToken } = await signUpInEmulator('Ann Customer');
    const res = await openSession(email, idToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ token: expect.any(String), expiresIn: 3600, user: { id: expect.any(String), email, displayName: 'Ann Customer', role: 'customer', emailVerified: false } });
    expect(await users.findByEmail(email)).toEqual({ ...body.user, uid, sessionVersion: 0 });
  });

  it('keeps a display name from the sign-in service short and free of control characters', async () => {
    const { email, idToken } = await signUpInEmulator(`Max\u0000 ${'Maximilian'.repeat(36)}`);
    const { user } = (await openSession(email, idToken)).json();
    expect(user.displayName).toBe(`Max ${'Maximilian'.repeat(36)}`.slice(0, DISPLAY_NAME_MAX_LENGTH));
  });

  it('makes the configured first admin an admin', async () => {
    const { email, idToken } = await signUpInEmulator('The Boss', 'boss@example.com', { verified: true });
    expect((await openSession(email, idToken)).json().user.role).toBe('admin');
  });

  it('answers 401 without a proof, and with a forged or malformed one', async () => {
    const { email, idToken } = await signUpInEmulator();
    const noProof = await openSession(email);
    expect(noProof.statusCode).toBe(401);
    expect(noProof.json()).toEqual({ type: 'unauthorized', message: expect.any(String) });
    const [header, , signature] = idToken.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ email: 'boss@example.com', aud: TEST_PROJECT_ID, iss: `https://securetoken.google.com/${TEST_PROJECT_ID}`, sub: 'x', iat: 1, exp: 9999999999 })).toString('base64url');
    for (const bad of ['garbage', `${header}.${forgedClaims}.${signature}`, 'a.b.c']) {
      const res = await openSession(email, bad);
      expect(res.statusCode, bad).toBe(401);
    }
    expect(await users.findByEmail(email)).toBeNull();
  });

  it("answers 403 when the proof is for another email, and records no one", async () => {
    const { idToken } = await signUpInEmulator();
    const res = await openSession('victim@example.com', idToken);
    expect(res.statusCode).toBe(403);
    expect(await users.findByEmail('victim@example.com')).toBeNull();
  });

  it('refuses an emulator proof when the emulator is not configured, as in production', async () => {
    const { idToken } = await signUpInEmulator();
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      await expect(new FirebaseIdentityVerifier('hartwell-production').verify(idToken)).rejects.toMatchObject({ type: 'unauthorized' });
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
    }
  });
});

describe('protected routes', () => {
  it('answer 401 without a token, and with an expired or forged one', async () => {
    const { email, user } = await signedIn();
    expect((await get(`/api/admin/${email}`)).statusCode).toBe(401);
    const expired = new HmacAccessTokens(TEST_SECRET, 1, () => Date.now() - 10_000).issue({ userId: user.id, sessionVersion: 0 }).token;
    expect((await get(`/api/admin/${email}`, expired)).statusCode).toBe(401);
    const forged = new HmacAccessTokens('another-secret-that-is-long-enough-000').issue({ userId: user.id, sessionVersion: 0 }).token;
    expect((await get(`/api/admin/${email}`, forged)).statusCode).toBe(401);
    expect((await get(`/api/admin/${email}`, 'not-a-token')).json().type).toBe('unauthorized');
  });

  it('GET /api/admin/{email} answers for oneself; another user\'s answer is 403 unless the caller is an admin', async () => {
    const ann = await signedIn();
    const bob = await signedIn('Bob');
    expect((await get(`/api/admin/${ann.email}`, ann.token)).json()).toEqual({ admin: false });
    expect((await get(`/api/admin/${bob.email}`, ann.token)).statusCode).toBe(403);
    const boss = await signedIn('Boss', `boss-${crypto.randomUUID().slice(0, 6)}@example.com`, { verified: true });
    await users.setRole(boss.email, 'admin');
    expect((await get(`/api/admin/${bob.email}`, boss.token)).json()).toEqual({ admin: false });
    expect((await get(`/api/admin/${boss.email}`, boss.token)).json()).toEqual({ admin: true });
  });

  it('an admin route answers 403 to a customer and the list to an admin', async () => {
    const ann = await signedIn('Ann Customer', undefined, { verified: true });
    const res = await get('/api/users', ann.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ type: 'forbidden', message: 'Only an admin may do that' });
    await users.setRole(ann.email, 'admin');
    const list = await get('/api/users', ann.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({ id: expect.any(String), email: ann.email, displayName: 'Ann Customer', role: 'admin', emailVerified: true });
  });

  it('reads the role afresh on every request, and a removed user\'s token stops working at once', async () => {
    const ann = await signedIn('Ann Customer', undefined, { verified: true });
    expect((await get('/api/users', ann.token)).statusCode).toBe(403);
    await users.setRole(ann.email, 'admin');
    expect((await get('/api/users', ann.token)).statusCode).toBe(200);
    await users.delete(ann.email);
    const res = await get(`/api/admin/${ann.email}`, ann.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This account no longer exists');
  });
});

describe('GET /api/auth-config', () => {
  it('tells the browser where the sign-in service is', async () => {
    const res = await get('/api/auth-config');
    expect(res.json()).toMatchObject({ projectId: TEST_PROJECT_ID, emulatorUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
  });
});
