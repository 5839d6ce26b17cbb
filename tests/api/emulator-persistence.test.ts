import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script shared with npm start
import { startAuthEmulator } from '../../scripts/firebase-emulator.mjs';

const port = 9599;
// A project of its own: the CLI finds a running emulator by project, and the test run has one too.
const projectId = 'demo-persistence';
const api = (action: string) => `http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`;
const post = (action: string, body: object) =>
  fetch(api(action), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

it('keeps the accounts made in the local emulator across a restart, as npm start runs it', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-auth-'));
  const account = { email: 'kept@example.com', password: 'secret-pass', returnSecureToken: true };
  try {
    const first = await startAuthEmulator({ port, dataDir, projectId });
    expect((await post('signUp', account)).status).toBe(200);
    await first.stop();
    expect(existsSync(path.join(dataDir, 'firebase-export-metadata.json'))).toBe(true);

    const second = await startAuthEmulator({ port, dataDir, projectId });
    try {
      const signIn = await post('signInWithPassword', account);
      expect(signIn.status).toBe(200);
      expect((await signIn.json()).email).toBe('kept@example.com');
    } finally {
      await second.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
