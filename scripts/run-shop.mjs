// Runs the shop's server beside its own Firebase Auth emulator, stopping both together.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildUiIfStale } from './build-ui.mjs';
import { portFrom, takenPortMessage } from './check-ports.mjs';
import { DEMO_PROJECT_ID, startAuthEmulator } from './firebase-emulator.mjs';

/** The ports this run needs, each with the setting that moves it. */
function portsNeeded({ useEmulator, emulatorPort, portVariable }) {
  const shopPort = portFrom(process.env.PORT ?? '3000');
  const needs = [];
  // A PORT that is no port number is the server's configuration to refuse, by name.
  if (shopPort !== null) needs.push({ port: shopPort, host: process.env.HOST || '127.0.0.1', what: "the shop's port", variable: portVariable, another: shopPort + 1 });
  if (useEmulator) {
    const emulator = { variable: 'AUTH_EMULATOR_PORT', another: emulatorPort + 100 };
    needs.push(
      { port: emulatorPort, what: 'the Firebase Auth emulator', ...emulator },
      { port: emulatorPort + 1, what: "the Firebase emulators' hub, at AUTH_EMULATOR_PORT + 1", ...emulator },
      { port: emulatorPort + 2, what: "the Firebase emulators' logging, at AUTH_EMULATOR_PORT + 2", ...emulator },
    );
  }
  return needs;
}

/** Stops the run with one line on stderr. */
function refuse(line) {
  console.error(line);
  process.exit(1);
}

/**
 * @param {{ emulatorPort: number, persistAccounts: boolean, watch?: boolean, buildUi?: boolean, portVariable?: string, command?: string }} options
 * `portVariable` is the setting that chooses the shop's port for this command, `command` how it is started.
 */
export async function runShop({ emulatorPort, persistAccounts, watch = false, buildUi = true, portVariable = 'PORT', command = 'npm start' }) {
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  // A real Firebase project is configured: no emulator.
  const useEmulator = !process.env.FIREBASE_PROJECT_ID || process.env.FIREBASE_PROJECT_ID.startsWith('demo-');
  // The emulator takes its port and the two above it.
  if (useEmulator && !(Number.isInteger(emulatorPort) && emulatorPort >= 1 && emulatorPort <= 65533)) {
    refuse('AUTH_EMULATOR_PORT must be a port number from 1 to 65533 (the emulator also takes the two ports above it)');
  }
  const taken = await takenPortMessage(portsNeeded({ useEmulator, emulatorPort, portVariable }), command);
  if (taken) refuse(taken);
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
