// Catalogue reads from a hot standby (DATABASE_READ_URL): on a primary and its standby made for the
// run (tests/support/replica-pair.ts), two servers' read routers over the same pair read the
// catalogue from the replica while it keeps up, from the primary after a change it has not replayed
// yet (the changing server at once, the other within one poll), and from the primary while it is down.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replicaPairUnavailable, startReplicaPair, type ReplicaPair } from '../../tests/support/replica-pair';
import { openPostgres, openReplicaPool, type OpenDatabase } from './database';
import { PostgresProductRepository } from './postgres-product-repository';
import { lsnValue, ReplicaReads } from './read-replica';

describe('write-ahead log positions', () => {
  it('compare as numbers, the high half first; anything else is below every position', () => {
    expect(lsnValue('0/16B3748')).toBe(0x16b3748n);
    expect(lsnValue('1/0')).toBeGreaterThan(lsnValue('0/FFFFFFFF'));
    expect(lsnValue('A/10')).toBe((10n << 32n) + 16n);
    expect(lsnValue(null)).toBe(-1n);
    expect(lsnValue('nonsense')).toBe(-1n);
  });
});

const unavailable = replicaPairUnavailable();
if (unavailable && process.env.CI === 'true') throw new Error(`CI=true needs a primary and standby to test replica reads: ${unavailable}`);

describe.skipIf(unavailable !== null)(`catalogue reads from a replica${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let pair: ReplicaPair;
  let primary: OpenDatabase;
  const pools: { close(): Promise<void> }[] = [];
  let one: ReplicaReads;
  let other: ReplicaReads;
  let products: PostgresProductRepository;
  let productsElsewhere: PostgresProductRepository;

  /** A server's view: its own router over the pair, polling every 50 ms. */
  const server = () => {
    const pool = openReplicaPool(pair.replicaUrl, 4);
    pools.push(pool);
    return new ReplicaReads(primary.db, pool.db, 50);
  };
  /** Where a router sends its next read: the replica answers that it is in recovery. */
  const readsFromReplica = async (reads: ReplicaReads) => reads.read(async (db) => ((await db.execute(sql`SELECT pg_is_in_recovery() AS standby`)) as unknown as { rows: { standby: boolean }[] }).rows[0].standby);
  const namesOf = async (repository: PostgresProductRepository) => (await repository.list({ limit: 50, cursor: null })).items.map((product) => product.name);

  beforeAll(async () => {
    pair = await startReplicaPair();
    primary = await openPostgres(pair.primaryUrl, 4);
    await pair.caughtUp();
    [one, other] = [server(), server()];
    products = new PostgresProductRepository(primary.db, one);
    productsElsewhere = new PostgresProductRepository(primary.db, other);
    await products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 36, min: 1, max: 10, image: '/v.svg', stock: 100 });
    await pair.caughtUp();
    await Promise.all([one.poll(), other.poll()]);
  }, 120_000);
  afterAll(async () => {
    one?.stop();
    other?.stop();
    for (const pool of pools) await pool.close();
    await primary?.close();
    pair?.stop();
  });

  it('reads the catalogue from the replica while it has replayed every change', async () => {
    expect(await readsFromReplica(one)).toBe(true);
    expect(await namesOf(products)).toEqual(['Bench Vice']);
  });

  it('after a change the replica has not replayed, reads the primary: the changing server at once, the other after its next poll; the replica again once it has caught up', async () => {
    await pair.onReplica('SELECT pg_wal_replay_pause()');
    try {
      const [vice] = (await products.list({ limit: 1, cursor: null })).items;
      await products.update(vice._id, { ...vice, name: 'Bench Vice, swivel base' });
      expect(await readsFromReplica(one)).toBe(false);
      expect(await namesOf(products)).toEqual(['Bench Vice, swivel base']);
      await other.poll();
      expect(await readsFromReplica(other)).toBe(false);
      expect(await namesOf(productsElsewhere)).toEqual(['Bench Vice, swivel base']);
    } finally {
      await pair.onReplica('SELECT pg_wal_replay_resume()');
    }
    await pair.caughtUp();
    await Promise.all([one.poll(), other.poll()]);
    expect(await readsFromReplica(one)).toBe(true);
    expect(await readsFromReplica(other)).toBe(true);
    expect(await namesOf(productsElsewhere)).toEqual(['Bench Vice, swivel base']);
  });

  it('while the replica is down, reads the primary without an error, even before a poll has noticed; the replica again once it is back', async () => {
    pair.stopReplica();
    try {
      // The first read still heads for the replica, fails to connect, and runs on the primary.
      expect(await namesOf(products)).toEqual(['Bench Vice, swivel base']);
      await one.poll();
      expect(await readsFromReplica(one)).toBe(false);
    } finally {
      await pair.startReplica();
    }
    await pair.caughtUp();
    await one.poll();
    expect(await readsFromReplica(one)).toBe(true);
  });
});
