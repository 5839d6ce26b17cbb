// Runs the shop's server beside its own Firebase Auth emulator, stopping both together.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildUiIfStale } from './build-ui.mjs';
import { DEMO_PROJECT_ID, startAuthEmulator } from './firebase-emulator.mjs';

/**
 * @param {{ emulatorPort: number, persistAccounts: boolean, watch?: boolean, buildUi?: boolean }} options
 */
export async function runShop({ emulatorPort, persistAccounts, watch = false, buildUi = true }) {
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  // A real Firebase project is configured: no emulator.
  const useEmulator = !process.env.FIREBASE_PROJECT_ID || process.env.FIREBASE_PROJECT_ID.startsWith('demo-');
  const starting = useEmulator
    ? startAuthEmulator({ port: emulatorPort, dataDir: persistAccounts ? path.join(dataDir, 'firebase-auth') : undefined })
    : Promise.resolve(null);
  if (buildUi) buildUiIfStale();
  const emulator = await starting;

  const env = { ...process.env };
  if (emulator) Object.assign(env, { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: DEMO_PROJECT_ID });
  const args = ['--import', 'tsx', ...(watch ? ['--watch'] : []), 'adapters/node/main.ts'];
  const server = spawn(process.execPath, args, { stdio: 'inherit', env });

  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) server.kill('SIGTERM');
    await emulator?.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
  server.on('exit', (code) => void stop(code ?? 0));
  return { server, emulator };
}
