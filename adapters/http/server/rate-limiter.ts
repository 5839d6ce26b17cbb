import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ShopError } from '../../../core/shop/errors';
import type { RateLimitedAction } from '../contract';

/** The kinds of call a signed-in account makes; a sign-in is made before there is one, and visitors send messages. */
export type AccountAction = Exclude<RateLimitedAction, 'signIns' | 'messages'>;

/** How many calls of each kind one account, and one client address, may make per minute. */
export interface RateLimits {
  perAccount: Record<AccountAction, number>;
  /** Every call from one address, whichever accounts make it: new accounts cost nothing to make. */
  perAddress: Record<RateLimitedAction, number>;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perAccount: { orders: 10, payments: 20, uploads: 30, emails: 5 },
  perAddress: { orders: 20, payments: 40, uploads: 30, signIns: 20, messages: 5, emails: 10 },
};

const refused: Record<RateLimitedAction, string> = {
  orders: 'Too many orders',
  payments: 'Too many payment attempts',
  uploads: 'Too many pictures uploaded',
  signIns: 'Too many sign-ins',
  messages: 'Too many messages',
  emails: 'Too many emails asked for',
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

const isAccountAction = (action: RateLimitedAction): action is AccountAction => action !== 'signIns' && action !== 'messages';

/**
 * Counts calls per action and client, in this process, with rate-limiter-flexible's memory store:
 * each client has its limit of calls per minute, counted from its first. A call is counted against
 * its address and, when signed in, its account; a call either refuses costs nothing on the other.
 * Each server process counts on its own. (Not @fastify/rate-limit: the limits are the dispatcher's,
 * which runs without Fastify and knows the verified account only after its own access check.)
 */
export class RateLimiter {
  private readonly counters = new Map<string, RateLimiterMemory>();

  constructor(private readonly limits: RateLimits) {}

  /** Spends one call of `action` for the address and, if any, the account, or throws RateLimitedError. */
  async take(action: RateLimitedAction, { account, address }: { account?: string; address: string }): Promise<void> {
    const counted: [Scope, string][] = [['address', address]];
    if (account !== undefined && isAccountAction(action)) counted.push(['account', account]);
    const spent: [Scope, string][] = [];
    for (const [scope, client] of counted) {
      try {
        await this.counter(action, scope).consume(client);
        spent.push([scope, client]);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        await Promise.all(spent.map(([given, who]) => this.counter(action, given).reward(who)));
        throw new RateLimitedError(action, scope, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
      }
    }
  }

  private counter(action: RateLimitedAction, scope: Scope): RateLimiterMemory {
    const key = `${action}:${scope}`;
    let counter = this.counters.get(key);
    if (!counter) {
      const points = scope === 'account' && isAccountAction(action) ? this.limits.perAccount[action] : this.limits.perAddress[action];
      counter = new RateLimiterMemory({ keyPrefix: key, points, duration: 60 });
      this.counters.set(key, counter);
    }
    return counter;
  }
}
