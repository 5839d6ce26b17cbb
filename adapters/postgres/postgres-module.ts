import { dataModule } from '../composition/data-module';
import { PostgresIntentStore } from './postgres-intent-store';
import type { ShopDatabase } from './database';
import { PostgresAddressRepository } from './postgres-address-repository';
import { PostgresCartRepository } from './postgres-cart-repository';
import { PostgresCatalogueTransferStore } from './postgres-catalogue-transfer-store';
import { PostgresCategoryRepository } from './postgres-category-repository';
import { PostgresContactMessageRepository } from './postgres-contact-message-repository';
import { PostgresMailOutbox } from './postgres-mail-outbox';
import { PostgresAuditLog } from './postgres-audit-log';
import { PostgresOrderRepository } from './postgres-order-repository';
import { PostgresProductRepository } from './postgres-product-repository';
import { PostgresProfileRepository } from './postgres-profile-repository';
import { PostgresReviewRepository } from './postgres-review-repository';
import { PostgresUserRepository } from './postgres-user-repository';
import { PostgresTradeAccountRepository } from './postgres-trade-account-repository';
import { PostgresQuoteRepository } from './postgres-quote-repository';
import { primaryReads, type CatalogueReads } from './read-replica';
import { PostgresShopFiguresReader } from './postgres-shop-figures-reader';
import { PostgresDocumentStore } from './postgres-document-store';

/** Every repository on one PostgreSQL or PGlite database, the mail outbox, and the sandbox provider's intents beside them. */
export const postgresRepositories = (db: ShopDatabase, reads: CatalogueReads = primaryReads(db)) => ({
  products: new PostgresProductRepository(db, reads),
  categories: new PostgresCategoryRepository(db, reads),
  catalogueTransfer: new PostgresCatalogueTransferStore(db, reads),
  users: new PostgresUserRepository(db),
  orders: new PostgresOrderRepository(db),
  profiles: new PostgresProfileRepository(db),
  reviews: new PostgresReviewRepository(db),
  messages: new PostgresContactMessageRepository(db),
  addresses: new PostgresAddressRepository(db),
  carts: new PostgresCartRepository(db),
  intents: new PostgresIntentStore(db),
  outbox: new PostgresMailOutbox(db),
  audit: new PostgresAuditLog(db),
  trade: new PostgresTradeAccountRepository(db),
  quotes: new PostgresQuoteRepository(db),
  documents: new PostgresDocumentStore(db),
  figures: new PostgresShopFiguresReader(db),
});

export type PostgresRepositories = ReturnType<typeof postgresRepositories>;

/** The shop's data in one PostgreSQL or PGlite database: what the server runs on, and what tests of its races run on. */
export const postgresModule = (repositories: PostgresRepositories) => dataModule(repositories);
