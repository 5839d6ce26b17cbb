import { ContainerModule } from 'inversify';
import { PORTS } from '../composition/shop-ids';
import { MemoryIntentStore } from '../sandbox-card/server/memory-intent-store';
import { MemoryContactMessageRepository } from './memory-contact-message-repository';
import { MemoryOrderRepository } from './memory-order-repository';
import { MemoryProductRepository } from './memory-product-repository';
import { MemoryProfileRepository } from './memory-profile-repository';
import { MemoryReviewRepository } from './memory-review-repository';
import { MemoryUserRepository } from './memory-user-repository';

/**
 * The memory repositories a memory shop is made of, each reachable for tests and stories to seed.
 * `customersBefore` adds customers a product had before this store's orders (sample catalogues).
 */
export function memoryRepositories({ customersBefore = () => 0 }: { customersBefore?: (productId: string) => number } = {}) {
  const orders = new MemoryOrderRepository();
  const reviews = new MemoryReviewRepository();
  // Deleting a product keeps its orders as records and takes its reviews, as the database does.
  const products = new MemoryProductRepository({
    customerCount: (id) => customersBefore(id) + orders.customerCount(id),
    productDeleted: (id) => {
      orders.productDeleted(id);
      reviews.productDeleted(id);
    },
  });
  return {
    products,
    orders,
    reviews,
    users: new MemoryUserRepository(),
    profiles: new MemoryProfileRepository(),
    messages: new MemoryContactMessageRepository(),
    intents: new MemoryIntentStore(),
  };
}

export type MemoryRepositories = ReturnType<typeof memoryRepositories>;

/** A shop's data in memory: for tests, Storybook and demos. */
export const memoryModule = (repositories: MemoryRepositories = memoryRepositories()) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.ProductRepository).toConstantValue(repositories.products);
    bind(PORTS.UserRepository).toConstantValue(repositories.users);
    bind(PORTS.OrderRepository).toConstantValue(repositories.orders);
    bind(PORTS.ProfileRepository).toConstantValue(repositories.profiles);
    bind(PORTS.ReviewRepository).toConstantValue(repositories.reviews);
    bind(PORTS.ContactMessageRepository).toConstantValue(repositories.messages);
    bind(PORTS.SandboxIntentStore).toConstantValue(repositories.intents);
  });
