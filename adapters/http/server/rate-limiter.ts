import { ShopError } from '../../../core/shop/errors';
import type { RateLimitedAction } from '../../../core/contract';
import type { RateBucket, RateCounter } from '../../../core/ports/driven/rate-counter';
import { InProcessRateCounter } from './in-process-rate-counter';

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

const MINUTE = 60_000;

/**
 * The shop's limits over a counter of token buckets: a call is counted against its account (when
 * signed in) and its address, and spends from neither unless both allow it. The counter is this
 * process's own unless one shared by every server is given (PostgreSQL's, ADR 0008).
 */
export class RateLimiter {
  constructor(
    private readonly limits: RateLimits,
    private readonly counter: RateCounter = new InProcessRateCounter(),
  ) {}

  /** Spends one call of `action` for the address and, if any, the account, or throws RateLimitedError. */
  async take(action: RateLimitedAction, who: { account?: string; address: string }) {
    const counted = this.countedFor(action, who);
    const refused = this.refusalOf(action, counted, await this.counter.take(counted.map(asBucket)));
    if (refused) throw refused;
  }

  /** Whether the counter reads a caller's account in the round trip of a take (it is kept beside the users). */
  get readsUsers() {
    return this.counter.takeReadingUser !== undefined;
  }

  /**
   * As take, for the account of `userId` as its token names it, with that account's user read in
   * the same round trip; the refusal is answered, not thrown, for the caller's check to come first.
   */
  async takeReadingUser(action: RateLimitedAction, { userId, address }: { userId: string; address: string }) {
    const counted = this.countedFor(action, { account: userId, address });
    const { before, user } = await this.counter.takeReadingUser!(counted.map(asBucket), userId);
    return { user, refused: this.refusalOf(action, counted, before) };
  }

  private countedFor(action: RateLimitedAction, { account, address }: { account?: string; address: string }): Counted[] {
    const counted: Counted[] = [{ scope: 'address', client: address, perMinute: this.limits.perAddress[action], action }];
    if (account !== undefined && action !== 'signIns' && action !== 'messages') counted.unshift({ scope: 'account', client: account, perMinute: this.limits.perAccount[action], action });
    return counted;
  }

  /** The refusal of a take whose buckets held `before`: the longest wait of those with no call left. */
  private refusalOf(action: RateLimitedAction, counted: Counted[], before: number[]): RateLimitedError | null {
    const waits = counted
      .map(({ scope, perMinute }, at) => ({ scope, tokens: before[at], perMinute }))
      .filter(({ tokens }) => tokens < 1)
      .map(({ scope, tokens, perMinute }) => ({ scope, seconds: Math.ceil(((1 - tokens) * MINUTE) / perMinute / 1000) }));
    if (waits.length === 0) return null;
    const longest = waits.reduce((a, b) => (b.seconds > a.seconds ? b : a));
    return new RateLimitedError(action, longest.scope, longest.seconds);
  }
}

/** One bucket a call is counted in. */
interface Counted {
  action: RateLimitedAction;
  scope: Scope;
  client: string;
  perMinute: number;
}

// The kind and the scope are words without a bar, so the client, last, cannot make two keys alike.
const asBucket = ({ action, scope, client, perMinute }: Counted): RateBucket => ({ key: `${action}|${scope}|${client}`, perMinute });
