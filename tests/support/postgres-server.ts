import pg from 'pg';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the test PostgreSQL answers; under CI=true its absence is a failure, elsewhere a loud skip. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(`PostgreSQL did not answer at ${TEST_DATABASE_URL} and CI=true needs it: ${(error as Error).message}`, { cause: error });
    }
    console.warn(
      `\n!!! PostgreSQL did not answer at ${TEST_DATABASE_URL}: the PostgreSQL tests are SKIPPED.\n` +
        '!!! Start a server there (or set TEST_DATABASE_URL) to run them.\n',
    );
    return false;
  }
}

/** A new database of its own for one test file; dropping it removes everything the tests made. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
