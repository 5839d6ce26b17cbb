import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const started: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/** Starts the real server on `dataDir`; resolves when it listens or exits, with what it said. */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/node/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'no-ui'), LOG_LEVEL: 'error', MAIL_TRANSPORT: 'none' },
  });
  started.push(child);
  let output = '';
  return new Promise<{ listening: boolean; code: number | null; output: string }>((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('The shop is open')) resolve({ listening: true, code: null, output });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ listening: false, code, output }));
  });
}

describe('the data directory lock', () => {
  it('stops a second server on the same directory at once, naming the directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
    try {
      const first = await startServer(dir);
      expect(first.listening).toBe(true);
      const second = await startServer(dir);
      expect(second.listening).toBe(false);
      expect(second.code).toBe(1);
      expect(second.output).toContain(`The data directory ${dir} is already in use`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('takes over a lock left by a server that died', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'server.lock'), '999999');
      expect((await startServer(dir)).listening).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
