import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPglite } from './database';
import { createPgliteIfMissing } from './pglite-first-start';

// The real spawn, watched: the database must be made by a child process, not by this one.
const spawned = vi.hoisted(() => [] as string[][]);
vi.mock('node:child_process', async (original) => {
  const real = await original<typeof import('node:child_process')>();
  return { ...real, spawn: (command: string, args: string[], options: object) => (spawned.push([command, ...args]), real.spawn(command, args, options)) };
});

const migrations = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const emptyDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-first-start-'));
  dirs.push(dir);
  return dir;
};

describe('PGlite on its first start', () => {
  it('opens an empty data directory as a migrated database, made by a process of its own', async () => {
    const dataDir = emptyDir();
    const databaseDir = path.join(dataDir, 'pglite');
    // A first start killed while creating left a half-made folder: discarded, the database made anew.
    mkdirSync(`${databaseDir}.creating`);
    writeFileSync(path.join(`${databaseDir}.creating`, 'PG_VERSION'), 'broken');

    const database = await openPglite(dataDir);
    expect(spawned).toEqual([[process.execPath, expect.stringMatching(/pglite-create\.mjs$/), `${databaseDir}.creating`, migrations]]);
    expect(existsSync(`${databaseDir}.creating`)).toBe(false);
    try {
      const applied = (await database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0].n).toBe(journal.entries.length);
      // The shop's tables are there and take writes.
      await database.db.execute(sql`INSERT INTO contact_messages (id, name, email, message) VALUES (gen_random_uuid(), 'A', 'a@example.com', 'Hello')`);
      const count = (await database.db.execute(sql`SELECT count(*)::int AS n FROM contact_messages`)) as unknown as { rows: { n: number }[] };
      expect(count.rows[0].n).toBe(1);
    } finally {
      await database.close();
    }
    // Once made, the database is only opened.
    expect(await createPgliteIfMissing(databaseDir, migrations)).toBe(false);
    expect(spawned).toHaveLength(1);
  }, 60_000);
});
