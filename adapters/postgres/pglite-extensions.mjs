// The PostgreSQL extensions the shop's migrations create (search: pg_trgm for typos, unaccent for
// accents). PGlite loads an extension only when the client is created with it, so every PGlite the
// shop opens, creates or migrates is created with these. Plain JavaScript: pglite-create.mjs runs
// in Node without TypeScript.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const pgliteExtensions = { pg_trgm, unaccent };
