import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { openPglite, type OpenDatabase } from '../../adapters/postgres/database';
import { pgliteDataDirCopy } from './pglite-copy';

/**
 * One PGlite on disk for the test file, opened before its tests and put away after them: opening
 * it is the slow part. Its data directory is a copy of the migrated template (pgliteDataDirCopy).
 */
export function pgliteForFile(): () => OpenDatabase {
  let dir: string | undefined;
  let database: OpenDatabase | undefined;
  beforeAll(async () => {
    dir = await pgliteDataDirCopy();
    database = await openPglite(dir);
  });
  afterAll(async () => {
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return () => database!;
}
