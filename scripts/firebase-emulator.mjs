// Starts and stops the Firebase Auth emulator that the shop uses by default (no Google account,
// no network). Accounts survive a restart when `dataDir` is given: imported on start, exported on exit.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const DEMO_PROJECT_ID = 'demo-hartwell';

async function waitForPort(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Firebase Auth emulator stopped while starting (exit ${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`The Firebase Auth emulator did not answer at ${url} within ${timeoutMs / 1000}s`);
}

/**
 * @param {{ port?: number, projectId?: string, dataDir?: string, quiet?: boolean }} options
 * @returns {Promise<{ host: string, projectId: string, stop(): Promise<void> }>}
 */
export async function startAuthEmulator({ port = 9099, projectId = DEMO_PROJECT_ID, dataDir, quiet = true } = {}) {
  // A config of its own per run, so that several emulators (a dev shop, the tests) can run at once.
  const configDir = mkdtempSync(path.join(tmpdir(), 'shop-firebase-'));
  const config = path.join(configDir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: port + 1 },
        logging: { host: '127.0.0.1', port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config];
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    if (existsSync(path.join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }
  const bin = path.resolve('node_modules/.bin/firebase');
  // An emulator host in the environment would point the CLI's export at another emulator.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.endsWith('_EMULATOR_HOST')));
  const child = spawn(bin, args, {
    env: { ...env, CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: false,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await waitForPort(`http://127.0.0.1:${port}/`, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output.slice(-2000)}`, { cause: error });
  }
  return {
    host: `127.0.0.1:${port}`,
    projectId,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGINT');
      }),
  };
}
