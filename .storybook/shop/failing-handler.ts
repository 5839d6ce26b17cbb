import { routes, type RouteContract, type RouteName } from '../../core/contract';
import { DEFAULT_RATE_LIMITS, RateLimiter } from '../../adapters/http/server/rate-limiter';
import { chargeOutcome, TEST_CARDS } from '../../adapters/sandbox-card/test-cards';
import type { User } from '../../core/domain/user';
import { ShopError } from '../../core/shop/errors';
import { requireAdmin, requireOwner } from '../../core/shop/permissions';
import type { ApiFailure } from './api-failures';
import type { StoryShop } from './create-story-shop';

type Refusal = Extract<ApiFailure, number | 'declined'>;

// A signed-in customer with no right to anything of anyone else's.
const stranger: User = { id: 'story-stranger', email: 'stranger@example.com', displayName: 'Stranger', role: 'customer', emailVerified: true };
const declinedCard = { number: TEST_CARDS[1].number, expiry: '12/40', cvc: '123' };

/** A route's handler that refuses as the core does, with the core's own words. */
export function failingHandler(shop: StoryShop, name: RouteName, refusal: Refusal): () => Promise<never> {
  const route: RouteContract = routes[name];
  return async () => {
    switch (refusal) {
      case 401:
        await shop.accounts.authenticate('a token the shop never issued');
        break;
      case 403:
        if (route.access === 'admin') requireAdmin(stranger);
        requireOwner(stranger, 'another account');
        break;
      case 429: {
        // One call more than the limit allows.
        const limiter = new RateLimiter(DEFAULT_RATE_LIMITS);
        const action = route.rateLimit ?? 'orders';
        for (;;) await limiter.take(action, { address: 'story' });
      }
      case 'declined':
        throw new ShopError('payment_failed', chargeOutcome(declinedCard) ?? '');
      case 500:
        break;
    }
    // The transport answers any other error as a fault on the shop's side (500).
    throw new Error(`${name} failed as the story asked`);
  };
}
