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

async function call(path: string, body: object, init: { url?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(init.url ?? endpoint(path), { method: 'POST', headers: { 'content-type': 'application/json', ...init.headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { idToken?: string; localId?: string; error?: { message: string } };
  if (!res.ok) throw new Error(`emulator ${path}: ${json.error?.message ?? res.status}`);
  return json;
}

const idTokenOf = ({ idToken }: { idToken?: string }) => {
  if (!idToken) throw new Error('the emulator answered no ID token');
  return idToken;
};

/** Changes an account as the sign-in service's admin may (the emulator's admin call). */
async function updateInEmulator(uid: string, changes: { emailVerified?: boolean; email?: string }) {
  const url = `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:update`;
  await call('accounts:update', { localId: uid, ...changes }, { url, headers: { authorization: 'Bearer owner' } });
}

/** Marks the account's email verified, as following the verification link does (the emulator's admin call). */
export const verifyEmailInEmulator = (uid: string) => updateInEmulator(uid, { emailVerified: true });

/** Moves the account to another email, as its owner may at the sign-in service. */
export const changeEmailInEmulator = (uid: string, email: string) => updateInEmulator(uid, { email });

/**
 * Resets the password of `email` the way its owner does from the reset email: the code the
 * emulator mailed, then the new password. The sign-in service then counts the address verified
 * and ends the proofs issued before.
 */
export async function resetPasswordInEmulator(email: string, newPassword: string) {
  await call('accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email });
  const res = await fetch(`http://${authEmulatorHost()}/emulator/v1/projects/${TEST_PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  const code = oobCodes.findLast((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
  if (!code) throw new Error(`the emulator sent no reset code to ${email}`);
  // The service counts proofs issued in the same second as the reset as before it.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await call('accounts:resetPassword', { oobCode: code.oobCode, newPassword });
}

/**
 * Makes an account in the emulator (a fresh email each time) and answers its uid and ID token;
 * `verified` marks its email verified first, as an admin's must be. A null name makes it without one.
 */
export async function signUpInEmulator(name: string | null = 'Test User', email = `user-${crypto.randomUUID().slice(0, 8)}@example.com`, { verified = false } = {}) {
  const { localId } = await call('accounts:signUp', { email, password: 'secret-pass', displayName: name ?? undefined, returnSecureToken: true });
  if (verified) await verifyEmailInEmulator(localId!);
  // Signed in again, as the browser does after setting the name: the token then carries it.
  return { uid: localId!, email, idToken: await signInToEmulator(email) };
}

/** A fresh ID token for an account made by `signUpInEmulator` (or with the password it was given since). */
export async function signInToEmulator(email: string, password = 'secret-pass') {
  return idTokenOf(await call('accounts:signInWithPassword', { email, password, returnSecureToken: true }));
}
