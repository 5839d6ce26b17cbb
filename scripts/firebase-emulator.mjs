// Starts and stops the Firebase Auth emulator that the shop uses by default (no Google account,
// no network). Accounts survive a restart when `dataDir` is given: imported on start, exported on exit.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const DEMO_PROJECT_ID = 'demo-hartwell';

/** The CLI says so once every emulator is up and its import is done; the port opens before the import. */
const READY = 'All emulators ready';

async function waitUntilReady(child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Firebase Auth emulator stopped while starting (exit ${child.exitCode})`);
    if (output().includes(READY)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The Firebase Auth emulator was not ready within ${timeoutMs / 1000}s`);
}

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {{ port?: number, projectId?: string, dataDir?: string, quiet?: boolean }} options
 * @returns {Promise<{ host: string, projectId: string, exportAccounts(): Promise<void>, stop(): Promise<void> }>}
 */
export async function startAuthEmulator({ port = 9099, projectId = DEMO_PROJECT_ID, dataDir, quiet = true } = {}) {
  // A leftover emulator on the port would be talked to instead of ours, with other accounts.
  if (await answers(`http://127.0.0.1:${port}/`)) {
    throw new Error(`Port ${port} is already in use: stop whatever listens there (an earlier Firebase emulator?) and try again`);
  }
  // A config and a temp dir of their own per run: the CLI finds its running hub through a file
  // named after the project in the temp dir, which another emulator would overwrite or delete.
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
  const accountsDir = dataDir && path.resolve(dataDir);
  if (accountsDir) {
    mkdirSync(accountsDir, { recursive: true });
    if (existsSync(path.join(accountsDir, 'firebase-export-metadata.json'))) args.push('--import', accountsDir);
    args.push('--export-on-exit', accountsDir);
  }
  const bin = path.resolve('node_modules/.bin/firebase');
  // The CLI holds some 440 MB with V8's defaults, most of it garbage from loading itself; with a
  // 1 MB young generation and a 192 MB old one it collects as it goes and holds some 190 MB.
  const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=1', '--max-old-space-size=192'].filter(Boolean).join(' ');
  // An emulator host in the environment would point the CLI's export at another emulator.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.endsWith('_EMULATOR_HOST')));
  // Run from the config dir: an export stages its files in a temp folder under the working dir.
  const child = spawn(bin, args, {
    cwd: configDir,
    env: { ...env, NODE_OPTIONS: nodeOptions, TMPDIR: configDir, CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  let output = '';
  const keep = (stream) => (chunk) => {
    output = (output + chunk).slice(-20_000);
    if (!quiet) stream.write(chunk);
  };
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
  try {
    await waitUntilReady(child, () => output, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output.slice(-2000)}`, { cause: error });
  }
  const hub = `http://127.0.0.1:${port + 1}`;
  // Export explicitly before stopping: the CLI's own export-on-exit still covers a Ctrl-C in the
  // terminal, but a slow exit that has to be forced would otherwise lose the accounts.
  const exportAccounts = async () => {
    if (!accountsDir || child.exitCode !== null) return;
    const res = await fetch(`${hub}/_admin/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: accountsDir, initiatedBy: 'shop', targets: ['auth'] }),
      signal: AbortSignal.timeout(60_000),
    }).catch((error) => ({ ok: false, status: 0, text: async () => error.message }));
    if (!res.ok) console.error(`The Firebase Auth emulator could not export its accounts (${res.status}): ${await res.text()}`);
  };
  return {
    host: `127.0.0.1:${port}`,
    projectId,
    exportAccounts,
    stop: async () => {
      await exportAccounts();
      await new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGINT');
      });
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}
