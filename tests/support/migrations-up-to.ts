import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/** The shop's migrations, all of them. */
export const migrationsFolder = fileURLToPath(new URL('../../adapters/postgres/migrations', import.meta.url));

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the migrations as they stood at `lastTag`: a database made with it holds data the way the shop kept it then. */
export function migrationsUpTo(lastTag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-migrations-'));
  temporary.push(dir);
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`No migration is tagged ${lastTag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}
