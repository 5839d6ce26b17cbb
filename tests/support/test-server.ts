import { HmacAccessTokens } from '../../adapters/crypto/hmac-access-tokens';
import { FirebaseIdentityVerifier } from '../../adapters/firebase/server/firebase-identity-verifier';
import { buildServer, shopServicesOf, type ServerDependencies } from '../../adapters/http/server/build-server';
import { createShopApi } from '../../adapters/http/shop-api';
import { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import { Accounts } from '../../core/shop/accounts';
import { Catalogue } from '../../core/shop/catalogue';
import { Ordering } from '../../core/shop/ordering';
import { Payments } from '../../core/shop/payments';
import { CatalogueAdmin } from '../../core/shop/catalogue-admin';
import { Fulfilment } from '../../core/shop/fulfilment';
import { UserAdmin } from '../../core/shop/user-admin';
import { Profiles } from '../../core/shop/profiles';
import { Reviews } from '../../core/shop/reviews';
import { ContactInbox } from '../../core/shop/contact-inbox';
import { MemoryContactMessageRepository } from '../../adapters/memory/memory-contact-message-repository';
import { MemoryProfileRepository } from '../../adapters/memory/memory-profile-repository';
import { MemoryReviewRepository } from '../../adapters/memory/memory-review-repository';
import { LocalImageStore } from '../../adapters/images/local-image-store';
import { MAX_IMAGE_BYTES } from '../../core/ports/image-store';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MemoryIntentStore } from '../../adapters/sandbox-card/server/memory-intent-store';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import type { ConnectionLimits } from '../../adapters/http/server/connection-limits';
import type { RateLimits } from '../../adapters/http/server/rate-limiter';
import { authEmulatorHost, TEST_PROJECT_ID } from './auth-emulator';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** Limits the suites' own traffic never reaches; tests/api/rate-limits.test.ts passes real ones. */
const UNREACHED_LIMITS: RateLimits = {
  perAccount: { orders: 100_000, payments: 100_000, uploads: 100_000 },
  perAddress: { orders: 100_000, payments: 100_000, uploads: 100_000, signIns: 100_000, messages: 100_000 },
};

/**
 * The real Fastify server over memory repositories and the Auth emulator, for API tests. The
 * suites write to the repositories behind its back, so it answers every read afresh unless given
 * `responseCacheMs`; tests/api/response-cache.test.ts gives it one.
 */
export async function startTestServer({
  adminEmails = ['admin@example.com'],
  tokenLifetime = 3600,
  rateLimits = UNREACHED_LIMITS,
  responseCacheMs = 0,
  connectionLimits = undefined as ConnectionLimits | undefined,
  trustProxy = false as string | false,
} = {}) {
  const emulatorHost = authEmulatorHost();
  const orders = new MemoryOrderRepository();
  const reviews = new MemoryReviewRepository();
  // Deleting a product keeps its orders as records and takes its reviews, as the database does.
  const products = new MemoryProductRepository({
    customerCount: (id) => orders.customerCount(id),
    productDeleted: (id) => {
      orders.productDeleted(id);
      reviews.productDeleted(id);
    },
  });
  const sandbox = new SandboxCardProcessor(new MemoryIntentStore());
  const payments = new Payments(orders, sandbox);
  const users = new MemoryUserRepository();
  const tokens = new HmacAccessTokens(TEST_SECRET, tokenLifetime);
  const identities = new FirebaseIdentityVerifier(TEST_PROJECT_ID);
  const accounts = new Accounts(users, identities, tokens, { adminEmails });
  const messages = new MemoryContactMessageRepository();
  const imagesDir = mkdtempSync(path.join(tmpdir(), 'shop-images-'));
  const dependencies: ServerDependencies = {
    catalogue: new Catalogue(products),
    accounts,
    ordering: new Ordering(products, orders, payments, users),
    payments: { payments, config: { provider: 'sandbox' }, sandbox },
    admin: {
      users: new UserAdmin(users, identities),
      catalogue: new CatalogueAdmin(products),
      fulfilment: new Fulfilment(orders),
      images: new LocalImageStore(imagesDir),
      maxImageBytes: MAX_IMAGE_BYTES,
    },
    profiles: new Profiles(new MemoryProfileRepository(), users),
    reviews: new Reviews(reviews, orders),
    contact: new ContactInbox(messages),
    imagesDir,
    rateLimits,
    responseCacheMs,
    connectionLimits,
    trustProxy,
    authConfig: { apiKey: 'demo-api-key', authDomain: `${TEST_PROJECT_ID}.firebaseapp.com`, projectId: TEST_PROJECT_ID, emulatorUrl: `http://${emulatorHost}` },
    // Every answer is checked against its contract schema before it leaves.
    checkAnswers: true,
  };
  const app = await buildServer(dependencies);
  // The same use cases through the dispatcher alone, for suites that call the API in-process.
  const { dispatch } = createShopApi(shopServicesOf(dependencies), { rateLimits, responseCacheMs, checkAnswers: true });
  return { app, dispatch, products, orders, users, reviews, messages, tokens, sandbox, payments, imagesDir };
}
