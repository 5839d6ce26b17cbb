import { inject } from 'vitest';

// Not the shop's own demo project, so a running `npm start` and the tests never mix up emulators.
export const TEST_PROJECT_ID = 'demo-hartwell-test';

/** The emulator started for this run (see auth-emulator-setup.ts). */
export function authEmulatorHost() {
  const host = inject('authEmulatorHost');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  return host;
}

const endpoint = (path: string) => `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`;

async function call(path: string, body: object) {
  const res = await fetch(endpoint(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!res.ok || !json.idToken) throw new Error(`emulator ${path}: ${json.error?.message ?? res.status}`);
  return json.idToken;
}

/** Makes an account in the emulator (a fresh email each time) and answers its ID token. */
export async function signUpInEmulator(name = 'Test User', email = `user-${crypto.randomUUID().slice(0, 8)}@example.com`) {
  await call('accounts:signUp', { email, password: 'secret-pass', displayName: name, returnSecureToken: true });
  // Signed in again, as the browser does after setting the name: the token then carries it.
  return { email, idToken: await call('accounts:signInWithPassword', { email, password: 'secret-pass', returnSecureToken: true }) };
}
