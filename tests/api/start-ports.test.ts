import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script shared with npm start
import { portIsFree } from '../../scripts/check-ports.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-ports-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A port held by a listener of this test, as another program would hold it. */
async function occupy(): Promise<{ port: number; release(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, release: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port held as `occupy` holds it, whose two neighbours above are free: an emulator's port, with its hub's and logging's free. */
async function occupyWithFreeNeighbours(): Promise<{ port: number; release(): Promise<void> }> {
  for (;;) {
    const held = await occupy();
    if (held.port < 65000 && (await portIsFree(held.port + 1)) && (await portIsFree(held.port + 2))) return held;
    await held.release();
  }
}

/** A port nobody holds right now, and whose neighbours above are free too; none of `apart` (ports a test uses otherwise). */
async function freePort(apart: readonly number[] = []): Promise<number> {
  for (;;) {
    const { port, release } = await occupy();
    await release();
    if (port < 65000 && !apart.includes(port) && (await portIsFree(port + 1)) && (await portIsFree(port + 2))) return port;
  }
}

/** `npm start`'s script with these settings: how it ended and what it said. Its mail catcher gets free ports unless given. */
async function start(env: Record<string, string>) {
  const { FIREBASE_PROJECT_ID: _project, SMTP_URL: _smtp, ...inherited } = process.env;
  // Not one of the ports the test gives, nor their neighbours: those the test chose to find free or taken.
  const given = Object.values(env).map(Number).filter(Number.isInteger);
  const apart = given.flatMap((port) => [port, port + 1, port + 2]);
  const mail = { MAIL_SMTP_PORT: String(await freePort(apart)), MAIL_INBOX_PORT: String(await freePort(apart)) };
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'error', ...mail, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // Refusing takes a moment; anything slower started something, and is stopped as Ctrl-C would.
  const timer = setTimeout(() => child.kill('SIGINT'), 15_000);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      // Compiling the server comes first (the server itself says what its adapters need beside it); nothing runs yet.
      resolve({ code, stdout: stdout.replace('Building the shop’s server…\n', ''), stderr });
    }),
  );
}

describe('npm start on a machine where a port it needs is taken', () => {
  it("stops before starting anything, with one line naming the shop's port and PORT", async () => {
    const held = await occupy();
    try {
      const run = await start({ PORT: String(held.port), AUTH_EMULATOR_PORT: String(await freePort()) });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(`Port ${held.port} (the shop's port) is already in use: stop what listens there, or choose other ports, e.g. PORT=${held.port + 1} npm start\n`);
    } finally {
      await held.release();
    }
  });

  it('names the emulator port taken, even one of the two above AUTH_EMULATOR_PORT, and the variable that moves them', async () => {
    // The port below the one held must be free: it is the emulator's own, which the shop checks first; the one above
    // too (the emulator's logging), or the line would rightly name it as well.
    let held = await occupy();
    while (!(await portIsFree(held.port - 1)) || !(await portIsFree(held.port + 1))) {
      const next = await occupy();
      await held.release();
      held = next;
    }
    const emulatorPort = held.port - 1;
    try {
      const run = await start({ PORT: String(await freePort([emulatorPort - 2, emulatorPort - 1, emulatorPort, held.port, held.port + 1])), AUTH_EMULATOR_PORT: String(emulatorPort) });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toContain(`Port ${held.port} (the Firebase emulators' hub, at AUTH_EMULATOR_PORT + 1) is already in use`);
      expect(run.stderr).toContain(`e.g. AUTH_EMULATOR_PORT=${emulatorPort + 100} npm start`);
    } finally {
      await held.release();
    }
  });

  it('names every port taken in that one line: a second shop started beside the first', async () => {
    // The ports above the emulator's are free, or the line would rightly name them too.
    const [shop, emulator] = [await occupy(), await occupyWithFreeNeighbours()];
    try {
      const run = await start({ PORT: String(shop.port), AUTH_EMULATOR_PORT: String(emulator.port) });
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `Ports ${shop.port} (the shop's port) and ${emulator.port} (the Firebase Auth emulator) are already in use: stop what listens there, or choose other ports, e.g. PORT=${shop.port + 1} AUTH_EMULATOR_PORT=${emulator.port + 100} npm start\n`,
      );
    } finally {
      await Promise.all([shop.release(), emulator.release()]);
    }
  });

  it("names the mail catcher's ports taken and the variables that move them", async () => {
    const [smtp, inbox] = [await occupy(), await occupy()];
    try {
      const run = await start({ PORT: String(await freePort()), AUTH_EMULATOR_PORT: String(await freePort()), MAIL_SMTP_PORT: String(smtp.port), MAIL_INBOX_PORT: String(inbox.port) });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `Ports ${smtp.port} (the mail catcher's SMTP server) and ${inbox.port} (the mail catcher's inbox) are already in use: stop what listens there, or choose other ports, e.g. MAIL_SMTP_PORT=${smtp.port + 100} MAIL_INBOX_PORT=${inbox.port + 100} npm start\n`,
      );
    } finally {
      await Promise.all([smtp.release(), inbox.release()]);
    }
  });

  it('refuses a MAIL_SMTP_PORT that is no port number, by name', async () => {
    const run = await start({ PORT: String(await freePort()), MAIL_SMTP_PORT: 'twenty-five' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('MAIL_SMTP_PORT must be a port number from 1 to 65535\n');
  });

  it('refuses an AUTH_EMULATOR_PORT that is no port number, by name', async () => {
    const run = await start({ PORT: String(await freePort()), AUTH_EMULATOR_PORT: 'nine' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('AUTH_EMULATOR_PORT must be a port number from 1 to 65533 (the emulator also takes the two ports above it)\n');
  });
});
