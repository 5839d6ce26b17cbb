// Runs the shop's server beside what its chosen adapters need (the Firebase Auth emulator, the mail catcher), stopping them together.
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { buildServerIfStale, SERVER_BUNDLE, SERVER_ENV, SERVER_NODE_FLAGS } from './build-server.mjs';
import { buildUiIfStale } from './build-ui.mjs';
import { portFrom, takenPortMessage } from './check-ports.mjs';
import { DEMO_PROJECT_ID, startAuthEmulator } from './firebase-emulator.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

/** The ports this run needs, each with the setting that moves it. */
function portsNeeded({ useEmulator, emulatorPort, portVariable, mailPorts }) {
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
  if (mailPorts) {
    needs.push(
      { port: mailPorts.smtp, what: "the mail catcher's SMTP server", variable: 'MAIL_SMTP_PORT', another: mailPorts.smtp + 100 },
      { port: mailPorts.web, what: "the mail catcher's inbox", variable: 'MAIL_INBOX_PORT', another: mailPorts.web + 100 },
    );
  }
  return needs;
}

/** Stops the run with one line on stderr. */
function refuse(line) {
  console.error(line);
  process.exit(1);
}

/** The local mail catcher's ports from MAIL_SMTP_PORT and MAIL_INBOX_PORT, or these defaults; refused by name when not port numbers. */
export function mailPortsFrom(env, defaults) {
  const ports = { smtp: portFrom(env.MAIL_SMTP_PORT ?? defaults.smtp), web: portFrom(env.MAIL_INBOX_PORT ?? defaults.web) };
  if (!ports.smtp) refuse('MAIL_SMTP_PORT must be a port number from 1 to 65535');
  if (!ports.web) refuse('MAIL_INBOX_PORT must be a port number from 1 to 65535');
  return ports;
}

/** What the chosen adapters need beside the server, as the server's own registry says (adapters/node/adapter-families.ts). */
function companionsNeeded(watch) {
  const args = [...(watch ? ['--import', 'tsx', 'adapters/node/main.ts'] : [SERVER_BUNDLE]), '--companions'];
  try {
    return new Set(JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })));
  } catch {
    return refuse('The shop could not read its configuration: see the line above');
  }
}

/**
 * @param {{ emulatorPort: number, persistAccounts: boolean, mailPorts: { smtp: number, web: number }, watch?: boolean, buildUi?: boolean, portVariable?: string, command?: string }} options
 * `portVariable` is the setting that chooses the shop's port for this command, `command` how it is started.
 * `mailPorts` are the local mail catcher's, started when the chosen mail transport needs it (SMTP without SMTP_URL).
 */
export async function runShop({ emulatorPort, persistAccounts, mailPorts, watch = false, buildUi = true, portVariable = 'PORT', command = 'npm start' }) {
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  // Watching runs the sources through tsx, restarting on change; otherwise the compiled server,
  // built (in a second or less) before anything starts, so that a failed build leaves nothing running.
  if (!watch) await buildServerIfStale();
  const companions = companionsNeeded(watch);
  const useEmulator = companions.has('auth-emulator');
  // The emulator takes its port and the two above it.
  if (useEmulator && !(Number.isInteger(emulatorPort) && emulatorPort >= 1 && emulatorPort <= 65533)) {
    refuse('AUTH_EMULATOR_PORT must be a port number from 1 to 65533 (the emulator also takes the two ports above it)');
  }
  const useCatcher = companions.has('mail-catcher');
  const taken = await takenPortMessage(portsNeeded({ useEmulator, emulatorPort, portVariable, mailPorts: useCatcher ? mailPorts : null }), command);
  if (taken) refuse(taken);
  const starting = useEmulator
    ? startAuthEmulator({ port: emulatorPort, dataDir: persistAccounts ? path.join(dataDir, 'firebase-auth') : undefined })
    : Promise.resolve(null);
  // The inbox keeps its mail in the data directory: across restarts for npm start, and wiped with
  // the browser journeys' data (a stopped run leaves nothing in the machine's temp folder).
  const catching = useCatcher ? startMailCatcher({ smtpPort: mailPorts.smtp, webPort: mailPorts.web, mailDir: path.join(dataDir, 'mail') }) : Promise.resolve(null);
  if (buildUi) buildUiIfStale();
  const [emulator, catcher] = await Promise.all([starting, catching]);

  const env = { ...(watch ? {} : SERVER_ENV), ...process.env };
  if (emulator) Object.assign(env, { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: DEMO_PROJECT_ID });
  if (catcher) Object.assign(env, { SMTP_URL: catcher.smtpUrl, MAIL_INBOX_URL: catcher.inboxUrl });
  const args = watch ? ['--import', 'tsx', '--watch', 'adapters/node/main.ts'] : [...SERVER_NODE_FLAGS, SERVER_BUNDLE];
  const server = spawn(process.execPath, args, { stdio: 'inherit', env });

  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) server.kill('SIGTERM');
    await Promise.all([emulator?.stop(), catcher?.stop()]);
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
  server.on('exit', (code) => void stop(code ?? 0));
  return { server, emulator, catcher };
}
