import type { PGlite } from '@electric-sql/pglite';

/** How often PGlite's tables are looked over: the autovacuum launcher's own default (`autovacuum_naptime`). */
const EVERY_MS = 60_000;

/**
 * The tables autovacuum would take up now, by the database's own settings and counts: a vacuum for
 * the rows updated or deleted (and, since PostgreSQL 13, those inserted, so that their pages are
 * marked visible and frozen), an analyze for the rows changed since the table was last counted.
 */
const DUE = `
  SELECT format('%I.%I', s.schemaname, s.relname) AS "table",
    s.n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8 + current_setting('autovacuum_vacuum_scale_factor')::float8 * greatest(c.reltuples, 0)
      OR s.n_ins_since_vacuum > current_setting('autovacuum_vacuum_insert_threshold')::float8 + current_setting('autovacuum_vacuum_insert_scale_factor')::float8 * greatest(c.reltuples, 0) AS "vacuum",
    s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8 + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0) AS "analyze"
  FROM pg_stat_user_tables AS s JOIN pg_class AS c ON c.oid = s.relid`;

export interface Tidied {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * One round of what autovacuum does on a PostgreSQL server, which PGlite, a single process,
 * never does (its autovacuum setting says on, but no launcher runs): without it, no table is ever
 * counted for the planner (a table grown since looks to it as large as its file) and no dead row's
 * room is used again. Each table is its own command, so the shop's queries run between them.
 */
export async function tidyPglite(client: PGlite): Promise<Tidied[]> {
  // A session hands its counts on at most once a second: those of the last writes are handed on at the end of this one.
  await client.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await client.query<Tidied>(DUE);
  const due = rows.filter((row) => row.vacuum || row.analyze);
  for (const { table, vacuum, analyze } of due) await client.exec(vacuum ? `VACUUM${analyze ? ' (ANALYZE)' : ''} ${table}` : `ANALYZE ${table}`);
  return due;
}

/** Tidies PGlite's tables every minute until stopped; a round still running is waited for. */
export function keepPgliteTidy(client: PGlite, everyMs: number = EVERY_MS) {
  let round: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // A failed round (a full disk fails the shop's own writes too, which are answered and logged) is tried again at the next.
    round = round.then(() => tidyPglite(client)).catch(() => undefined);
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await round;
    },
  };
}
