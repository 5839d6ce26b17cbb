// An attacker with the API and the sign-in service in reach: the emulator's ID tokens are unsigned,
import { deliverTo } from '../support/stored-orders';
// so anything a token claims can be written by hand. The shop must believe the account, not the token.
import type { FastifyInstance } from 'fastify';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import type { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import type { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import { authEmulatorHost, signInToEmulator, signUpInEmulator, TEST_PROJECT_ID, verifyEmailInEmulator } from '../support/auth-emulator';
import { callAs, type Call } from '../support/customers';
import { startTestServer } from '../support/test-server';

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const ADMIN = unique('boss');
const LISTED_ADMIN = unique('listed-admin');
const GOOGLE_ADMIN = `google-admin-${crypto.randomUUID().slice(0, 8)}@gmail.com`;

let app: FastifyInstance;
let call: Call;
let users: MemoryUserRepository;
let orders: MemoryOrderRepository;
let products: MemoryProductRepository;

beforeAll(async () => {
  ({ app, users, orders, products } = await startTestServer({ adminEmails: [ADMIN, LISTED_ADMIN, GOOGLE_ADMIN] }));
  call = callAs(app);
});
afterAll(() => app.close());

const openSession = (email: string, idToken: string) =>
  app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(email)}`, headers: { authorization: `Bearer ${idToken}` } });

async function signIn(email: string, idToken: string) {
  const res = await openSession(email, idToken);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; user: { id: string; role: string; emailVerified: boolean } };
}

/** The same unsigned token with some claims rewritten, as anyone can do by hand. */
function rewriteClaims(idToken: string, changes: Record<string, unknown>) {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url');
  return `${header}.${forged}.`;
}

describe('forged sign-in tokens', () => {
  it("an unsigned token with one's own uid and someone else's email opens no session as them", async () => {
    const boss = await signUpInEmulator('The Boss', ADMIN, { verified: true });
    const bossSession = await signIn(ADMIN, boss.idToken);
    expect(bossSession.user.role).toBe('admin');

    const mallory = await signUpInEmulator('Mallory');
    const forged = rewriteClaims(mallory.idToken, { email: ADMIN, email_verified: true });
    const res = await openSession(ADMIN, forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ type: 'unauthorized', message: expect.any(String) });
    expect(res.body).not.toContain('token":');
    expect(await users.findByUid(mallory.uid)).toBeNull();
  });

  it("a token claiming a verified email does not make an unverified account's listed address an admin", async () => {
    const listed = await signUpInEmulator('Listed', LISTED_ADMIN);
    const forged = rewriteClaims(listed.idToken, { email_verified: true });
    const session = await signIn(LISTED_ADMIN, forged);
    expect(session.user).toMatchObject({ role: 'customer', emailVerified: false });
    expect((await call('GET', '/api/users', session.token)).statusCode).toBe(403);
  });
});

describe('admin rights need a verified email', () => {
  it('an address in ADMIN_EMAILS is a customer until its email is verified, then an admin', async () => {
    const email = unique('first-admin');
    const { app: shop } = await startTestServer({ adminEmails: [email] });
    try {
      const account = await signUpInEmulator('First Admin', email);
      const before = (await shop.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(email)}`, headers: { authorization: `Bearer ${account.idToken}` } })).json();
      expect(before.user).toMatchObject({ role: 'customer', emailVerified: false });
      expect((await shop.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${before.token}` } })).statusCode).toBe(403);

      await verifyEmailInEmulator(account.uid);
      const again = await signInToEmulator(email);
      const after = (await shop.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(email)}`, headers: { authorization: `Bearer ${again}` } })).json();
      expect(after.user).toMatchObject({ role: 'admin', emailVerified: true });
      expect((await shop.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${after.token}` } })).statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });

  it('an admin may not promote an account whose email is not verified', async () => {
    const boss = await signIn(ADMIN, await signInToEmulator(ADMIN));
    const newcomer = await signUpInEmulator('Newcomer');
    await signIn(newcomer.email, newcomer.idToken);
    const res = await call('PUT', `/api/user/admin/${encodeURIComponent(newcomer.email)}`, boss.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/verified email/);
    expect(await users.findByEmail(newcomer.email)).toMatchObject({ role: 'customer' });
  });

  it('an admin role held by an unverified account gives no admin rights', async () => {
    const held = await signUpInEmulator('Held');
    const session = await signIn(held.email, held.idToken);
    await users.setRole(held.email, 'admin');
    expect((await call('GET', '/api/users', session.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/${encodeURIComponent(held.email)}`, session.token)).json()).toEqual({ admin: false });
  });

  it('a Google sign-in counts as verified only when Google says so', async () => {
    const auth = getAuth(initializeApp({ apiKey: 'demo-api-key', projectId: TEST_PROJECT_ID }, `google-${crypto.randomUUID()}`));
    connectAuthEmulator(auth, `http://${authEmulatorHost()}`, { disableWarnings: true });
    const unverified = { sub: `google-${crypto.randomUUID()}`, email: GOOGLE_ADMIN, email_verified: false, name: 'Not Yet' };
    const { user } = await signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(unverified)));
    const session = await signIn(GOOGLE_ADMIN, await user.getIdToken());
    expect(session.user).toMatchObject({ role: 'customer', emailVerified: false });
  });
});

describe('a recycled email', () => {
  it("a new account with a removed customer's email starts empty; the old records stay for the admin", async () => {
    const boss = await signIn(ADMIN, await signInToEmulator(ADMIN));
    const wrench = await products.insert({ name: 'Torque Wrench', description: 'A wrench', price: 25, min: 1, max: 10, image: '/w.svg', stock: 1000 });
    const email = unique('recycled');
    const first = await signUpInEmulator('First Owner', email);
    const old = await signIn(email, first.idToken);
    const order = (await call('POST', '/api/order', old.token, { ...deliverTo, productId: wrench._id, quantity: 2, phone: '555 0100' })).json().order;
    expect((await call('PATCH', `/api/myProfile/${encodeURIComponent(email)}`, old.token, { name: 'First Owner', home: '1 Old Road', education: 'School', link: 'https://first.example.com' })).statusCode).toBe(200);

    expect((await call('DELETE', `/api/user/${encodeURIComponent(email)}`, boss.token)).statusCode).toBe(200);
    const second = await signUpInEmulator('Second Owner', email);
    const fresh = await signIn(email, second.idToken);
    expect(fresh.user.id).not.toBe(old.user.id);

    expect((await call('GET', '/api/order', fresh.token)).json()).toEqual([]);
    expect((await call('GET', `/api/order/${order._id}`, fresh.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/order/${order._id}`, fresh.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/myProfile/${encodeURIComponent(email)}`, fresh.token)).json()).toMatchObject({ name: '', home: '' });
    expect((await call('GET', '/api/my-reviews', fresh.token)).json()).toEqual({ reviews: [], reviewable: [] });

    // The old order stays, for the admin, under the email it was placed with.
    expect((await call('GET', `/api/order/${order._id}`, boss.token)).json()).toMatchObject({ customer: email, customerId: old.user.id });
    expect(await orders.findById(order._id)).toMatchObject({ customerName: 'First Owner' });
  });
});
