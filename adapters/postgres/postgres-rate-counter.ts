import { sql } from 'drizzle-orm';
import type { RateBucket, RateCounter } from '../../core/ports/driven/rate-counter';
import type { ShopDatabase } from './database';
import { runPrepared } from './prepared-statement';

/** A bucket untouched this long has refilled (a minute's calls refill in a minute): its row can go. */
const FORGET_AFTER = '2 minutes';
const PRUNE_EVERY_MS = 60_000;

/**
 * The rate limits' buckets in PostgreSQL, shared by every server on the database: each take is
 * one call of `shop_take_rate` (migrations 0034 and 0038), which spends from all of its buckets or
 * none under their rows' locks. At most once a minute a server forgets the buckets that have refilled.
 */
export class PostgresRateCounter implements RateCounter {
  private prunedAt = Date.now();

  constructor(private readonly db: ShopDatabase) {}

  async take(buckets: readonly RateBucket[]): Promise<number[]> {
    const keys = sql.join(buckets.map((bucket) => sql`${bucket.key}::text`), sql`, `);
    const limits = sql.join(buckets.map((bucket) => sql`${bucket.perMinute}::float8`), sql`, `);
    // Prepared by name, one text per number of buckets: planned once per connection.
    const [row] = await runPrepared<{ before: (number | string)[] }>(this.db, `rate_take_${buckets.length}`, sql`SELECT shop_take_rate(ARRAY[${keys}], ARRAY[${limits}]) AS before`);
    this.pruneNow();
    return (row?.before ?? []).map(Number);
  }

  private pruneNow() {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    // Not awaited: no call waits for the clean-up, and a failed one is tried again a minute later.
    this.db.execute(sql`DELETE FROM rate_buckets WHERE at < now() - ${FORGET_AFTER}::interval`).catch(() => undefined);
  }
}
