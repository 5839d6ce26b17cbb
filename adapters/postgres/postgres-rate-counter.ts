import { eq, sql, type SQL } from 'drizzle-orm';
import type { RateBucket, RateCounter } from '../../core/ports/driven/rate-counter';
import type { SessionUser } from '../../core/ports/driven/user-repository';
import type { ShopDatabase } from './database';
import { callerColumns } from './postgres-user-repository';
import { runPrepared } from './prepared-statement';
import { users } from './schema';

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

  async takeReadingUser(buckets: readonly RateBucket[], userId: string): Promise<{ before: number[]; user: SessionUser | null }> {
    const values: Record<string, string | number> = { userId };
    buckets.forEach((bucket, at) => Object.assign(values, { [`key${at}`]: bucket.key, [`perMinute${at}`]: bucket.perMinute }));
    const [row] = await this.takingReadingUser(buckets.length).execute(values);
    this.pruneNow();
    const { before, ...user } = row;
    return { before: before.map(Number), user: user.id === null ? null : (user as SessionUser) };
  }

  private readonly takesReadingUser = new Map<number, ReturnType<PostgresRateCounter['prepareTakeReadingUser']>>();

  /** The take beside the user's row (none when there is none), prepared by name for each number of buckets. */
  private takingReadingUser(buckets: number) {
    let prepared = this.takesReadingUser.get(buckets);
    if (!prepared) this.takesReadingUser.set(buckets, (prepared = this.prepareTakeReadingUser(buckets)));
    return prepared;
  }

  private prepareTakeReadingUser(buckets: number) {
    const each = (make: (at: number) => SQL) => sql.join(Array.from({ length: buckets }, (_, at) => make(at)), sql`, `);
    const keys = each((at) => sql`${sql.placeholder(`key${at}`)}::text`);
    const limits = each((at) => sql`${sql.placeholder(`perMinute${at}`)}::float8`);
    return this.db
      .select({ before: sql<(number | string)[]>`shop_take_rate(ARRAY[${keys}], ARRAY[${limits}])`, ...callerColumns })
      .from(sql`(SELECT 1) AS door`)
      .leftJoin(users, eq(users.id, sql.placeholder('userId')))
      .prepare(`rate_take_${buckets}_reading_user`);
  }

  private pruneNow() {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    // Not awaited: no call waits for the clean-up, and a failed one is tried again a minute later.
    this.db.execute(sql`DELETE FROM rate_buckets WHERE at < now() - ${FORGET_AFTER}::interval`).catch(() => undefined);
  }
}
