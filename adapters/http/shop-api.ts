import { createDispatcher, type Dispatch, type Handlers } from './dispatcher';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from './server/rate-limiter';
import { ResponseCache } from './server/response-cache';
import type { RateCounter } from '../../core/ports/driven/rate-counter';
import type { ShopServices } from '../../core/shop/shop-services';
import { shopHandlers } from './shop-handlers';

/** A catalogue change made on another server shows within this long. */
export const DEFAULT_RESPONSE_CACHE_MS = 2_000;

export interface ShopApiOptions {
  /** Calls per minute per account and per address; the defaults unless given. */
  rateLimits?: RateLimits;
  /** Where the calls are counted: one counter shared by every server, or this process's own unless given. */
  rateCounter?: RateCounter;
  /** How long a public catalogue answer may be served from memory; 0 turns the cache off. */
  responseCacheMs?: number;
  /** Checks every answer against its contract schema (tests). */
  checkAnswers?: boolean;
}

/** The whole API over the use cases, ready for any transport: Fastify, a test calling in-process, or Storybook's msw. */
export function createShopApi(shop: ShopServices, { rateLimits = DEFAULT_RATE_LIMITS, rateCounter, responseCacheMs = DEFAULT_RESPONSE_CACHE_MS, checkAnswers }: ShopApiOptions = {}): {
  dispatch: Dispatch;
  handlers: Handlers;
} {
  const handlers = shopHandlers(shop);
  const dispatch = createDispatcher(handlers, {
    authenticate: (bearer, read) => shop.accounts.authenticate(bearer, read),
    rateLimiter: new RateLimiter(rateLimits, rateCounter),
    responses: new ResponseCache(responseCacheMs),
    checkAnswers,
  });
  return { dispatch, handlers };
}
