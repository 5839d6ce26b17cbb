import type { AuthConfig } from '../../adapters/firebase/auth-config';
import { createShopApi } from '../../adapters/http/shop-api';
import { MemoryContactMessageRepository } from '../../adapters/memory/memory-contact-message-repository';
import { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import { MemoryProfileRepository } from '../../adapters/memory/memory-profile-repository';
import { MemoryReviewRepository } from '../../adapters/memory/memory-review-repository';
import { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import { MemoryIntentStore } from '../../adapters/sandbox-card/server/memory-intent-store';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import { Accounts } from '../../core/shop/accounts';
import { Catalogue } from '../../core/shop/catalogue';
import { CatalogueAdmin } from '../../core/shop/catalogue-admin';
import { ContactInbox } from '../../core/shop/contact-inbox';
import { Fulfilment } from '../../core/shop/fulfilment';
import { Ordering } from '../../core/shop/ordering';
import { Payments } from '../../core/shop/payments';
import { Profiles } from '../../core/shop/profiles';
import { Reviews } from '../../core/shop/reviews';
import { UserAdmin } from '../../core/shop/user-admin';
import { NoSignInService } from './no-sign-in-service';
import { ObjectUrlImageStore } from './object-url-image-store';
import type { ShopSeed } from './shop-seed';
import { UserIdAccessTokens } from './user-id-access-tokens';

// Never reached: stories sign in by token, not through the sign-in service.
const authConfig: AuthConfig = { apiKey: 'storybook', authDomain: 'storybook.invalid', projectId: 'demo-storybook', emulatorUrl: 'http://127.0.0.1:9' };

/**
 * The real use cases over memory repositories, the sandbox card provider and small doubles for
 * sign-in and pictures, seeded with a story's data: the API a story's pages call.
 */
export function createStoryShop(seed: ShopSeed) {
  const orders = new MemoryOrderRepository();
  const reviews = new MemoryReviewRepository();
  // Sample products carry a count of customers from orders the story does not hold.
  const customersBefore = new Map((seed.products ?? []).map((product) => [product._id, product.customerCount]));
  const products = new MemoryProductRepository({
    customerCount: (id) => (customersBefore.get(id) ?? 0) + orders.customerCount(id),
    productDeleted: (id) => {
      orders.productDeleted(id);
      reviews.productDeleted(id);
    },
  });
  const users = new MemoryUserRepository();
  const profiles = new MemoryProfileRepository();
  const messages = new MemoryContactMessageRepository();
  const images = new ObjectUrlImageStore();
  const sandbox = new SandboxCardProcessor(new MemoryIntentStore());
  const identities = new NoSignInService();
  const tokens = new UserIdAccessTokens();

  products.seed((seed.products ?? []).map(({ customerCount: _count, ...product }) => product));
  users.seed(seed.users ?? []);
  orders.seed([...(seed.orders ?? [])].reverse());
  reviews.seed(seed.reviews ?? []);
  messages.seed([...(seed.messages ?? [])].reverse());
  for (const [userId, profile] of Object.entries(seed.profiles ?? {})) void profiles.save(userId, profile);

  const payments = new Payments(orders, sandbox);
  const accounts = new Accounts(users, identities, tokens);
  const api = createShopApi(
    {
      catalogue: new Catalogue(products),
      accounts,
      ordering: new Ordering(products, orders, payments, users),
      payments,
      users: new UserAdmin(users, identities),
      catalogueAdmin: new CatalogueAdmin(products),
      fulfilment: new Fulfilment(orders),
      images,
      profiles: new Profiles(profiles, users),
      reviews: new Reviews(reviews, orders),
      contact: new ContactInbox(messages),
      authConfig,
      paymentConfig: { provider: 'sandbox' },
      sandbox,
    },
    // Fresh answers on every read, and a story fails when an answer leaves the contract.
    { responseCacheMs: 0, checkAnswers: true },
  );
  return { api, accounts, tokens, repositories: { products, orders, reviews, users, profiles, messages }, images, sandbox };
}

export type StoryShop = ReturnType<typeof createStoryShop>;
