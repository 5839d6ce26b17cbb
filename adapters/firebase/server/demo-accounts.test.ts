// The demo accounts npm start's emulator begins with, made through the emulator's admin call at
// each start: verified, named, signed in to with the passwords the README gives, and made once
// however many servers start at once. In the test emulator's project, removed again after.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { authEmulatorHost, signInToEmulator, TEST_PROJECT_ID } from '../../../tests/support/auth-emulator';
import { demoAccounts, ensureDemoAccounts } from './demo-accounts';
import { FirebaseIdentityVerifier } from './firebase-identity-verifier';

const verifier = new FirebaseIdentityVerifier(TEST_PROJECT_ID);
afterAll(async () => {
  for (const { email } of demoAccounts) await verifier.removeAccount(email);
});

it('makes each demo account verified with its name and password, and a second start or two at once find them made', async () => {
  const host = authEmulatorHost();
  await Promise.all([ensureDemoAccounts(host, TEST_PROJECT_ID), ensureDemoAccounts(host, TEST_PROJECT_ID)]);
  await ensureDemoAccounts(host, TEST_PROJECT_ID);
  for (const account of demoAccounts) {
    const identity = await verifier.verify(await signInToEmulator(account.email, account.password));
    expect(identity).toMatchObject({ email: account.email, emailVerified: true, name: account.displayName });
  }
});

it('says why when the emulator refuses to make them', async () => {
  const refusing = createServer((_, response) => response.writeHead(400).end('{"error":{"message":"WEAK_PASSWORD"}}'));
  await new Promise<void>((listening) => refusing.listen(0, '127.0.0.1', listening));
  try {
    const { port } = refusing.address() as AddressInfo;
    await expect(ensureDemoAccounts(`127.0.0.1:${port}`, TEST_PROJECT_ID)).rejects.toThrow('did not make the demo account admin@hartwell.example: 400 {"error":{"message":"WEAK_PASSWORD"}}');
  } finally {
    refusing.close();
  }
});
