import type { Loader } from '@storybook/react-vite';
import { http } from 'msw';
import { LocalStorageTokenStore } from '../../adapters/browser/local-storage-token-store';
import { LocalStorageVisitorCart } from '../../adapters/browser/local-storage-visitor-cart';
import { HttpClient } from '../../adapters/http/client/http-client';
import { inProcessFetch } from '../../adapters/http/in-process-fetch';
import { createQueryClient } from '../../ui/queries/query-client';
import { taxSettingsQuery } from '../../ui/queries/tax';
import { myTradeAccountQuery } from '../../ui/queries/trade';
import type { ApiOverrides } from './api-failures';
import { createStoryShop } from './create-story-shop';
import { defaultSeed } from './default-seed';
import type { ShopSeed } from './shop-seed';
import { StoryApi } from './story-api';
import { userIdToken } from './user-id-access-tokens';

/**
 * A fresh shop per story, seeded from `parameters.shop` over the defaults, failing where
 * `parameters.api` says, with the story's user signed in where the browser keeps its token, and
 * the visitor's cart the story gives (none by default) where the browser keeps it; and the story's
 * cache of the shop's answers, holding the shop's VAT and the user's trade account (or none) as
 * their routes answer them, so that prices show on their basis from the first render, as they do
 * in the shop once both are read.
 */
export const storyShopLoader: Loader = async ({ parameters }) => {
  const seed: ShopSeed = { ...defaultSeed, ...(parameters.shop as ShopSeed | undefined) };
  const shop = createStoryShop(seed);
  const api = new StoryApi(shop, parameters.api as ApiOverrides | undefined);
  // A failed read is tried again as in the shop, only without waiting between tries.
  const queryClient = createQueryClient({ retryDelay: 0 });
  const tokens = new LocalStorageTokenStore();
  if (seed.signedInAs) tokens.set(userIdToken(seed.signedInAs.id));
  else tokens.clear();
  const client = new HttpClient('', inProcessFetch(shop.api.dispatch), tokens);
  await Promise.all([
    queryClient.prefetchQuery(taxSettingsQuery(client)),
    seed.signedInAs ? queryClient.prefetchQuery(myTradeAccountQuery(client, seed.signedInAs.id)) : undefined,
  ]);
  new LocalStorageVisitorCart().save(seed.visitorCart ?? []);
  return { api, queryClient, cartAccount: seed.signedInAs?.id ?? null };
};

/** The one msw handler of the shop's API: every /api request goes to the story's shop. */
export const storyApiHandler = (api: StoryApi) => http.all('*/api/*', ({ request }) => api.answer(request));

/** The story's API, in a play function or a story's beforeEach: `storyApi(context).shop.repositories.orders`. */
export const storyApi = ({ loaded }: { loaded: Record<string, unknown> }) => loaded.api as StoryApi;
