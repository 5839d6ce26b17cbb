import { GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirebaseAuthService } from '../../adapters/firebase/browser/firebase-auth-service';
import type { FastifyInstance } from 'fastify';
import { authEmulatorHost, TEST_PROJECT_ID } from '../support/auth-emulator';
import { startTestServer } from '../support/test-server';

// The popup needs Google's own pages; against the emulator a Google credential stands in for it.
const googleUser = { sub: `google-${Date.now()}`, email: `gus-${Date.now()}@gmail.com`, email_verified: true, name: 'Gus Google' };

let app: FastifyInstance;
let service: FirebaseAuthService;
beforeAll(async () => {
  ({ app } = await startTestServer());
  service = new FirebaseAuthService(
    { apiKey: 'demo-api-key', authDomain: `${TEST_PROJECT_ID}.firebaseapp.com`, projectId: TEST_PROJECT_ID, emulatorUrl: `http://${authEmulatorHost()}` },
    (auth) => signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(googleUser))),
    `adapter-test-${Date.now()}`,
  );
});
afterAll(() => app.close());

async function openSession(email: string) {
  const res = await app.inject({ method: 'PUT', url: `/api/user/${email}`, headers: { authorization: `Bearer ${await service.idToken()}` }, payload: { email } });
  return res.json();
}

describe('the Firebase adapter against the Auth emulator', () => {
  it('signs in with Google, and the shop accepts the proof', async () => {
    const user = await service.signInWithGoogle();
    expect(user).toEqual({ email: googleUser.email, displayName: 'Gus Google' });
    expect(service.currentUser()).toEqual(user);
    expect((await openSession(googleUser.email)).user).toEqual({ id: expect.any(String), email: googleUser.email, displayName: 'Gus Google', role: 'customer', emailVerified: true });
    await service.signOut();
    expect(service.currentUser()).toBeNull();
  });

  it('signs up with a display name the shop then records', async () => {
    const email = `sign-up-${Date.now()}@example.com`;
    expect(await service.signUp('Nia Maker', email, 'secret-pass')).toEqual({ email, displayName: 'Nia Maker' });
    expect((await openSession(email)).user.displayName).toBe('Nia Maker');
    await service.signOut();
  });

  it('turns Firebase failures into messages a person understands', async () => {
    await expect(service.signIn('nobody-here@example.com', 'secret-pass')).rejects.toMatchObject({ code: 'user-not-found' });
    const email = `twice-${Date.now()}@example.com`;
    await service.signUp('Once', email, 'secret-pass');
    await service.signOut();
    await expect(service.signUp('Twice', email, 'secret-pass')).rejects.toMatchObject({ message: 'An account already uses that email. Log in instead.' });
    await expect(service.signIn(email, 'wrong-pass')).rejects.toMatchObject({ code: 'wrong-password' });
    await expect(service.idToken()).rejects.toMatchObject({ code: 'session-refused' });
  });
});
