import { dataModule } from '../composition/data-module';
import { MemoryIntentStore } from './memory-intent-store';
import { MemoryAuditLog } from './memory-audit-log';
import { MemoryAddressRepository } from './memory-address-repository';
import { MemoryCatalogueTransferStore } from './memory-catalogue-transfer-store';
import { MemoryCategoryRepository } from './memory-category-repository';
import { MemoryCartRepository } from './memory-cart-repository';
import { MemoryContactMessageRepository } from './memory-contact-message-repository';
import { MemoryMailOutbox } from './memory-mail-outbox';
import { MemoryOrderRepository } from './memory-order-repository';
import { MemoryProductRepository } from './memory-product-repository';
import { MemoryProfileRepository } from './memory-profile-repository';
import { MemoryReviewRepository } from './memory-review-repository';
import { MemoryUserRepository } from './memory-user-repository';
import { MemoryTradeAccountRepository } from './memory-trade-account-repository';
import { MemoryQuoteRepository } from './memory-quote-repository';
import { MemoryDocumentStore } from './memory-document-store';
import { MemoryShopFiguresReader } from './memory-shop-figures-reader';

/**
 * The memory repositories a memory shop is made of, each reachable for tests and stories to seed.
 * `customersBefore` adds customers a product had before this store's orders (sample catalogues).
 */
export function memoryRepositories({ customersBefore = () => 0 }: { customersBefore?: (productId: string) => number } = {}) {
  const reviews = new MemoryReviewRepository();
  // Admins' changes are logged by the repositories that make them.
  const audit = new MemoryAuditLog();
  const outbox = new MemoryMailOutbox();
  // Invoices and credit notes, issued by the orders' changes (issueNow) in the same step.
  const documents = new MemoryDocumentStore();
  const carts = new MemoryCartRepository({ findMany: (ids) => products.findMany(ids) });
  // Orders take their units from the products' stock, and give them back; their mail goes to the outbox.
  const orders: MemoryOrderRepository = new MemoryOrderRepository(
    {
      takeStock: (units) => products.takeStock(units),
      returnStock: (units) => products.returnStock(units),
      hasTerms: (terms) => products.hasTerms(terms),
    },
    outbox,
    carts,
    audit,
    documents,
  );
  // A category holding products cannot be deleted, and a product can only be listed under a category there is.
  const categories: MemoryCategoryRepository = new MemoryCategoryRepository((id) => products.holdsCategory(id), audit);
  // Deleting a product keeps its orders as records and takes its reviews, as the database does.
  const products: MemoryProductRepository = new MemoryProductRepository(
    {
      customerCount: (id) => customersBefore(id) + orders.customerCount(id),
      productDeleted: (id) => {
        orders.productDeleted(id);
        reviews.productDeleted(id);
      },
    },
    categories,
    audit,
  );
  const trade: MemoryTradeAccountRepository = new MemoryTradeAccountRepository(outbox, audit, { findById: (id) => users.findById(id) });
  const users: MemoryUserRepository = new MemoryUserRepository(audit, (id) => trade.userDeleted(id), (id) => trade.isBuyer(id));
  return {
    figures: new MemoryShopFiguresReader({
      everyOrder: () => orders.everyOrder(),
      countIn: (filter) => orders.countIn(filter),
      everyDocument: () => documents.everyDocument(),
      openedAt: () => users.openedAt(),
      everyProduct: () => products.everyProduct(),
      categories: () => categories.all(),
    }),
    products,
    categories,
    catalogueTransfer: new MemoryCatalogueTransferStore(products, categories, audit),
    orders,
    reviews,
    users,
    trade,
    quotes: new MemoryQuoteRepository(outbox, audit),
    documents,
    audit,
    profiles: new MemoryProfileRepository(),
    addresses: new MemoryAddressRepository(),
    carts,
    messages: new MemoryContactMessageRepository(outbox),
    intents: new MemoryIntentStore(),
    outbox,
  };
}

export type MemoryRepositories = ReturnType<typeof memoryRepositories>;

/** A shop's data in memory: for tests, Storybook and demos. */
export const memoryModule = (repositories: MemoryRepositories = memoryRepositories()) => dataModule(repositories);
