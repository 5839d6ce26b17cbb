import { ContainerModule } from 'inversify';
import { PORTS } from '../composition/shop-ids';
import { HmacAccessTokens } from './hmac-access-tokens';

/** The shop's own access tokens, signed with the session secret every server shares. */
export const hmacTokensModule = (secret: string, lifetimeSeconds?: number) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.AccessTokens).toConstantValue(new HmacAccessTokens(secret, lifetimeSeconds));
  });
