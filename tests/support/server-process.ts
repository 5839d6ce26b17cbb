import { spawn, type ChildProcess } from 'node:child_process';
import { authEmulatorHost, TEST_PROJECT_ID } from './auth-emulator';
// @ts-expect-error -- a plain .mjs script shared with npm start
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../scripts/build-server.mjs';

export interface ServerProcess {
  base: string;
  process: ChildProcess;
  /** Stops it as an operator would (SIGTERM), waiting for it to exit. */
  stop(): Promise<void>;
}

/** The server from its sources, as `npm run dev` runs it. */
export const SOURCE_SERVER = ['--import', 'tsx', 'adapters/node/main.ts'];
/** The server as `npm start` runs it: the bundle scripts/build-server.mjs makes. */
export const COMPILED_SERVER: string[] = [...SERVER_NODE_FLAGS, SERVER_BUNDLE];

/** The shop's server as main.ts runs it, in a process of its own, against the test run's Auth emulator. */
export async function startServerProcess(env: Record<string, string>, port: number, args = SOURCE_SERVER): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(),
      FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
      // Mail stays in the outbox unless a test names a mail server.
      MAIL_TRANSPORT: env.SMTP_URL ? 'smtp' : 'none',
      // These tests stream orders and payments from one customer on purpose; the limits are tested on their own.
      ORDERS_PER_MINUTE: '100000',
      PAYMENTS_PER_MINUTE: '100000',
      ORDERS_PER_MINUTE_PER_ADDRESS: '100000',
      PAYMENTS_PER_MINUTE_PER_ADDRESS: '100000',
      SIGN_INS_PER_MINUTE_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Generous: the first start of a fresh clone compiles the server while the rest of the suite runs.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server on ${port} stopped: ${errors}`);
    if (await fetch(`${base}/api/products?limit=1`).then((r) => r.ok, () => false)) {
      return {
        base,
        process: child,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} did not start: ${errors}`);
}

/** A port for one test's server: spread out so that parallel test files do not meet. */
export const testPort = () => 3400 + Math.floor(Math.random() * 2000);
