import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Beside this module in the sources, and beside the bundle (scripts/build-server.mjs copies it).
const createScript = fileURLToPath(new URL('./pglite-create.mjs', import.meta.url));

/** Runs `node <args>` to its end; rejects with what it wrote on stderr when it fails. */
function runNode(args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`Creating the PGlite database failed (${signal ?? `exit ${code}`}): ${errors.trim()}`))));
  });
}

/**
 * When `databaseDir` does not exist yet, creates and migrates the database there in a short-lived
 * child process, so the server that then opens it never carries the memory creation takes.
 * It is built beside the final folder and renamed into place: an interrupted first start leaves
 * no half-made database, only a folder the next start discards. Answers whether it created one.
 */
export async function createPgliteIfMissing(databaseDir: string, migrationsFolder: string): Promise<boolean> {
  if (existsSync(databaseDir)) return false;
  const creating = `${databaseDir}.creating`;
  rmSync(creating, { recursive: true, force: true });
  await runNode([createScript, creating, migrationsFolder]);
  renameSync(creating, databaseDir);
  return true;
}
