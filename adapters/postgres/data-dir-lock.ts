import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirectoryInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is already in use by another shop server (process ${pid}). ` +
        'Stop that server first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite has no guard against two processes opening one directory (which corrupts it),
 * so each server holds a lock file naming its process while it runs.
 * A lock left by a process that has died is taken over.
 */
export function lockDataDirectory(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirectoryInUseError(path.resolve(dir), pid);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock on the data directory ${path.resolve(dir)}`);
}
