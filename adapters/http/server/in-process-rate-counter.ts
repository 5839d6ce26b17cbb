import type { RateBucket, RateCounter } from '../../../core/ports/driven/rate-counter';

interface Bucket {
  tokens: number;
  at: number;
  perMinute: number;
}

const MINUTE = 60_000;
/** Past this many clients, buckets that have refilled are dropped: they hold nothing a new one would not. */
const PRUNE_ABOVE = 10_000;

const refilled = (bucket: Bucket, now: number) => Math.min(bucket.perMinute, bucket.tokens + ((now - bucket.at) * bucket.perMinute) / MINUTE);

/**
 * Token buckets in this process: one server's own count, for a server that runs alone (PGlite),
 * the in-process API of the tests and Storybook's browser page. A take runs without yielding,
 * so it is one step.
 */
export class InProcessRateCounter implements RateCounter {
  private readonly buckets = new Map<string, Bucket>();
  /** Past this many buckets the next take prunes: twice what the last pruning kept, so that buckets still filling are not walked over at every take. */
  private pruneAbove = PRUNE_ABOVE;

  constructor(private readonly now: () => number = Date.now) {}

  async take(wanted: readonly RateBucket[]): Promise<number[]> {
    return this.takeNow(wanted);
  }

  /** The same, answered at once: what a caller that cannot wait (a story making a refusal) uses. */
  takeNow(wanted: readonly RateBucket[]): number[] {
    const now = this.now();
    const buckets = wanted.map(({ key, perMinute }) => {
      const kept = this.buckets.get(key);
      return { key, bucket: kept ? { tokens: refilled({ ...kept, perMinute }, now), at: now, perMinute } : { tokens: perMinute, at: now, perMinute } };
    });
    const before = buckets.map(({ bucket }) => bucket.tokens);
    if (before.every((tokens) => tokens >= 1)) for (const { key, bucket } of buckets) this.buckets.set(key, { ...bucket, tokens: bucket.tokens - 1 });
    if (this.buckets.size > this.pruneAbove) this.prune(now);
    return before;
  }

  private prune(now: number) {
    for (const [key, bucket] of this.buckets) if (refilled(bucket, now) >= bucket.perMinute) this.buckets.delete(key);
    this.pruneAbove = Math.max(PRUNE_ABOVE, 2 * this.buckets.size);
  }
}
