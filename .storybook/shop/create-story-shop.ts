import { Container } from 'inversify';
import { settingsModule } from '../../adapters/composition/settings-module';
import { PORTS, USE_CASES } from '../../adapters/composition/shop-ids';
import { useCasesModule } from '../../adapters/composition/use-cases-module';
import { csvModule } from '../../adapters/csv/csv-module';
import { createShopApi } from '../../adapters/http/shop-api';
import { reactEmailModule } from '../../adapters/mail/mail-module';
import { memoryModule, memoryRepositories } from '../../adapters/memory/memory-module';
import { SANDBOX_CARD_PROCESSOR, sandboxCardModule } from '../../adapters/sandbox-card/server/sandbox-card-module';
import { timelineOf } from '../sample-data/order-events';
import type { ShopSeed } from './shop-seed';
import { storyDoublesModule } from './story-doubles-module';
import { ObjectUrlImageStore } from './object-url-image-store';

/**
 * The shop a story's pages call: the modules the server loads, with memory in place of the
 * database and small doubles for sign-in and pictures, seeded with the story's data.
 */
export function createStoryShop(seed: ShopSeed) {
  // Sample products carry a count of customers from orders the story does not hold.
  const customersBefore = new Map((seed.products ?? []).map((product) => [product._id, product.customerCount]));
  const repositories = memoryRepositories({ customersBefore: (id) => customersBefore.get(id) ?? 0 });
  repositories.categories.seed(seed.categories ?? []);
  repositories.products.seed((seed.products ?? []).map(({ customerCount: _count, ...product }) => product));
  repositories.users.seed(seed.users ?? []);
  repositories.orders.seed([...(seed.orders ?? [])].reverse(), seed.orderEvents ?? (seed.orders ?? []).flatMap(timelineOf));
  repositories.reviews.seed(seed.reviews ?? []);
  repositories.messages.seed([...(seed.messages ?? [])].reverse());
  repositories.outbox.seed([...(seed.outbox ?? [])].reverse());
  for (const entry of seed.audit ?? []) repositories.audit.record(entry);
  repositories.trade.seed([...(seed.trade?.accounts ?? [])].reverse(), seed.trade?.buyers, seed.trade?.invitations);
  repositories.quotes.seed([...(seed.quotes ?? [])].reverse());
  for (const [userId, profile] of Object.entries(seed.profiles ?? {})) void repositories.profiles.save(userId, profile);
  for (const [userId, addresses] of Object.entries(seed.addresses ?? {})) repositories.addresses.seed(userId, addresses);
  for (const [userId, items] of Object.entries(seed.carts ?? {})) void repositories.carts.replace(userId, items);

  const images = new ObjectUrlImageStore();
  const container = new Container({ defaultScope: 'Singleton' });
  // Mail is queued as in the shop; no mail server: it stays in the story's outbox, as written.
  container.load(
    settingsModule({ accounts: {}, orders: { holdMinutes: 60, ...(seed.now ? { now: () => new Date(seed.now!) } : {}) }, mail: { shopUrl: location.origin, notifyEmail: 'shop@hartwell.example' } }),
    memoryModule(repositories), storyDoublesModule(images), sandboxCardModule, reactEmailModule, csvModule, useCasesModule);
  const shop = container.get(USE_CASES.ShopServices);
  // Fresh answers on every read, and a story fails when an answer leaves the contract.
  const api = createShopApi(shop, { responseCacheMs: 0, checkAnswers: true });
  return { api, accounts: shop.accounts, tokens: container.get(PORTS.AccessTokens), repositories, images, sandbox: container.get(SANDBOX_CARD_PROCESSOR) };
}

export type StoryShop = ReturnType<typeof createStoryShop>;
