import { ShopError } from '../../../core/shop/errors';
import type { RateLimitedAction } from '../contract';

/** How many calls of each kind one client may make per minute. */
export type RateLimits = Record<RateLimitedAction, number>;

export const DEFAULT_RATE_LIMITS: RateLimits = { orders: 10, payments: 20, uploads: 30, messages: 5 };

const refused: Record<RateLimitedAction, string> = {
  orders: 'Too many orders in a short time. Please wait a moment and try again.',
  payments: 'Too many payment attempts in a short time. Please wait a moment and try again.',
  uploads: 'Too many pictures uploaded in a short time. Please wait a moment and try again.',
  messages: 'Too many messages in a short time. Please wait a moment and try again.',
};

/** A refusal that tells the client when to come back (the Retry-After header). */
export class RateLimitedError extends ShopError {
  constructor(
    action: RateLimitedAction,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_requests', refused[action]);
  }
}

interface Bucket {
  tokens: number;
  at: number;
}

const MINUTE = 60_000;
/** Past this many clients, buckets that have refilled are dropped: they hold nothing a new one would not. */
const PRUNE_ABOVE = 10_000;

/**
 * Token buckets per action and client, in this process: a client may spend its minute's calls
 * at once, then one more each 60/limit seconds. Each server process counts on its own.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Spends one call of `action` for `client`, or throws RateLimitedError. */
  take(action: RateLimitedAction, client: string) {
    const limit = this.limits[action];
    const perMs = limit / MINUTE;
    const now = this.now();
    const key = `${action}\u0000${client}`;
    const bucket = this.buckets.get(key) ?? { tokens: limit, at: now };
    bucket.tokens = Math.min(limit, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      throw new RateLimitedError(action, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    }
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > PRUNE_ABOVE) this.prune(now);
  }

  private prune(now: number) {
    for (const [key, bucket] of this.buckets) {
      const limit = this.limits[key.slice(0, key.indexOf('\u0000')) as RateLimitedAction];
      if (bucket.tokens + (now - bucket.at) * (limit / MINUTE) >= limit) this.buckets.delete(key);
    }
  }
}
