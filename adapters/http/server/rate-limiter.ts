import { ShopError } from '../../../core/shop/errors';
import type { RateLimitedAction } from '../../../core/contract';

/** The kinds of call a signed-in account makes; a sign-in is made before there is one, and visitors send messages. */
export type AccountAction = Exclude<RateLimitedAction, 'signIns' | 'messages'>;

/** How many calls of each kind one account, and one client address, may make per minute. */
export interface RateLimits {
  perAccount: Record<AccountAction, number>;
  /** Every call from one address, whichever accounts make it: new accounts cost nothing to make. */
  perAddress: Record<RateLimitedAction, number>;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perAccount: { orders: 10, payments: 20, uploads: 30, emails: 5, addresses: 20 },
  perAddress: { orders: 20, payments: 40, uploads: 30, signIns: 20, messages: 5, emails: 10, addresses: 40 },
};

const refused: Record<RateLimitedAction, string> = {
  orders: 'Too many orders',
  payments: 'Too many payment attempts',
  uploads: 'Too many files uploaded (pictures and catalogue files)',
  signIns: 'Too many sign-ins',
  messages: 'Too many messages',
  emails: 'Too many emails asked for',
  addresses: 'Too many address changes',
};

/** Who is counted: a signed-in account, or the address a call comes from. */
export type Scope = 'account' | 'address';

const fromWhere: Record<Scope, string> = { account: '', address: ' from your network' };

/** A refusal that tells the client when to come back (the Retry-After header). */
export class RateLimitedError extends ShopError {
  constructor(
    action: RateLimitedAction,
    scope: Scope,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_requests', `${refused[action]}${fromWhere[scope]} in a short time. Please wait a moment and try again.`);
  }
}

interface Bucket {
  tokens: number;
  at: number;
  /** Calls per minute: the bucket's size and how fast it refills. */
  limit: number;
}

const MINUTE = 60_000;
/** Past this many clients, buckets that have refilled are dropped: they hold nothing a new one would not. */
const PRUNE_ABOVE = 10_000;

const refilled = (bucket: Bucket, now: number) => Math.min(bucket.limit, bucket.tokens + ((now - bucket.at) * bucket.limit) / MINUTE);

/**
 * Token buckets per action and client, in this process: a client may spend its minute's calls
 * at once, then one more each 60/limit seconds. A call is counted against its account (when
 * signed in) and its address, and spends from neither unless both allow it. Each server process
 * counts on its own.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Spends one call of `action` for the address and, if any, the account, or throws RateLimitedError. */
  take(action: RateLimitedAction, { account, address }: { account?: string; address: string }) {
    const now = this.now();
    const counted: [Scope, string, number][] = [['address', address, this.limits.perAddress[action]]];
    if (account !== undefined && action !== 'signIns' && action !== 'messages') counted.unshift(['account', account, this.limits.perAccount[action]]);
    const buckets = counted.map(([scope, client, limit]) => {
      const key = `${action}\u0000${scope}\u0000${client}`;
      const kept = this.buckets.get(key);
      const bucket: Bucket = kept ? { tokens: refilled(kept, now), at: now, limit } : { tokens: limit, at: now, limit };
      return { key, scope, bucket };
    });
    const waits = buckets
      .filter(({ bucket }) => bucket.tokens < 1)
      .map(({ bucket, scope }) => ({ scope, seconds: Math.ceil(((1 - bucket.tokens) * MINUTE) / bucket.limit / 1000) }));
    if (waits.length > 0) {
      const longest = waits.reduce((a, b) => (b.seconds > a.seconds ? b : a));
      throw new RateLimitedError(action, longest.scope, longest.seconds);
    }
    for (const { key, bucket } of buckets) this.buckets.set(key, { ...bucket, tokens: bucket.tokens - 1 });
    if (this.buckets.size > PRUNE_ABOVE) this.prune(now);
  }

  private prune(now: number) {
    for (const [key, bucket] of this.buckets) if (refilled(bucket, now) >= bucket.limit) this.buckets.delete(key);
  }
}
