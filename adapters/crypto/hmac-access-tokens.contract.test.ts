import { accessTokensContract } from '../../tests/contracts/access-tokens.contract';
import { HmacAccessTokens } from './hmac-access-tokens';

const secret = 'the-shop-session-secret-0123456789abcdef';

accessTokensContract('HMAC', async (now) => ({
  tokens: new HmacAccessTokens(secret, 600, now),
  lifetimeMs: 600_000,
  foreign: new HmacAccessTokens('another-shop-session-secret-0123456789', 600, now),
}));
