import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openPglite, type OpenDatabase } from './database';
import { postgresRepositoryContracts } from '../../tests/contracts/postgres-repositories';

// One PGlite on disk for the file: opening it is the slow part.
let dir: string;
let database: OpenDatabase;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-pglite-'));
  database = await openPglite(dir);
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

postgresRepositoryContracts('PGlite on disk', () => database);
