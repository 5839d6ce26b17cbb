import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../adapters/postgres/database';
import { createPgliteIfMissing } from '../../adapters/postgres/pglite-first-start';

const pgliteVersion = JSON.parse(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')).version as string;

/** Names the template after PGlite's version and every migration: a new schema gets a new template. */
function templateName() {
  const hash = createHash('sha256').update(pgliteVersion);
  for (const file of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())) {
    const full = path.join(file.parentPath, file.name);
    hash.update(path.relative(migrationsFolder, full)).update(readFileSync(full));
  }
  return `shop-pglite-template-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * A data directory holding a migrated PGlite database of its own, for openPglite(). Creating one
 * takes PGlite some 15 s of CPU; it is made once (as the server's first start makes it) and copied
 * for each test file, which then opens it in about one.
 */
export async function pgliteDataDirCopy(): Promise<string> {
  const template = path.join(tmpdir(), templateName());
  if (!existsSync(template)) {
    const building = mkdtempSync(path.join(tmpdir(), 'shop-pglite-building-'));
    await createPgliteIfMissing(path.join(building, 'pglite'), migrationsFolder);
    try {
      // Atomic: files building at once agree on whichever template is renamed into place first.
      renameSync(path.join(building, 'pglite'), template);
    } catch (error) {
      if (!existsSync(template)) throw error;
    }
    rmSync(building, { recursive: true, force: true });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-pglite-'));
  cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
