import { sql } from 'drizzle-orm';
import { addressRepositoryContract } from './address-repository.contract';
import { cartRepositoryContract } from './cart-repository.contract';
import { catalogueTransferContract } from './catalogue-transfer.contract';
import { categoryRepositoryContract } from './category-repository.contract';
import { cardPaymentsContract } from './card-payments.contract';
import { contactMessageRepositoryContract } from './contact-message-repository.contract';
import { mailOutboxContract } from './mail-outbox.contract';
import { mailOutboxTransactionContract } from './mail-outbox-transaction.contract';
import { orderRepositoryContract } from './order-repository.contract';
import { productRepositoryContract } from './product-repository.contract';
import { productSearchContract } from './product-search.contract';
import { profileRepositoryContract } from './profile-repository.contract';
import { reviewRepositoryContract } from './review-repository.contract';
import { sandboxIntentStoreContract } from './sandbox-intent-store.contract';
import { userRepositoryContract } from './user-repository.contract';
import { directSandboxPayments } from '../support/sandbox-cards';
import { PostgresIntentStore } from '../../adapters/postgres/postgres-intent-store';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import type { OpenDatabase } from '../../adapters/postgres/database';
import { PostgresAuditLog } from '../../adapters/postgres/postgres-audit-log';
import { auditLogContract } from './audit-log.contract';
import { tradeAccountRepositoryContract } from './trade-account-repository.contract';
import { quoteRepositoryContract } from './quote-repository.contract';
import { PostgresQuoteRepository } from '../../adapters/postgres/postgres-quote-repository';
import { documentStoreContract } from './document-store.contract';
import { rateCounterContract } from './rate-counter.contract';
import { PostgresRateCounter } from '../../adapters/postgres/postgres-rate-counter';
import { deleteOrders, documentStoreDatabaseContract, insertOrderRow } from './document-store-database.contract';
import { PostgresDocumentStore } from '../../adapters/postgres/postgres-document-store';
import { PostgresTradeAccountRepository } from '../../adapters/postgres/postgres-trade-account-repository';
import { PostgresAddressRepository } from '../../adapters/postgres/postgres-address-repository';
import { PostgresCartRepository } from '../../adapters/postgres/postgres-cart-repository';
import { PostgresCatalogueTransferStore } from '../../adapters/postgres/postgres-catalogue-transfer-store';
import { PostgresCategoryRepository } from '../../adapters/postgres/postgres-category-repository';
import { PostgresContactMessageRepository } from '../../adapters/postgres/postgres-contact-message-repository';
import { PostgresMailOutbox } from '../../adapters/postgres/postgres-mail-outbox';
import { PostgresOrderRepository } from '../../adapters/postgres/postgres-order-repository';
import { PostgresProductRepository } from '../../adapters/postgres/postgres-product-repository';
import { PostgresProfileRepository } from '../../adapters/postgres/postgres-profile-repository';
import { PostgresReviewRepository } from '../../adapters/postgres/postgres-review-repository';
import { PostgresUserRepository } from '../../adapters/postgres/postgres-user-repository';
import { addresses, cartLines, contactMessages, mailOutbox, products, profiles, reviews, tradeAccounts, users } from '../../adapters/postgres/schema';

/**
 * Every repository contract over one engine: PGlite on disk or a PostgreSQL server. `otherServer`, a
 * second pool on the same database, stands for another server sharing it (PostgreSQL only).
 */
export function postgresRepositoryContracts(engine: string, open: () => OpenDatabase, otherServer?: () => OpenDatabase) {
  const db = () => open().db;
  userRepositoryContract(engine, async () => ({
    users: new PostgresUserRepository(db()),
    reset: async () => {
      await db().delete(users);
    },
  }));
  productRepositoryContract(engine, async () => ({
    products: new PostgresProductRepository(db()),
    orders: new PostgresOrderRepository(db()),
    dispose: async () => {},
  }));
  categoryRepositoryContract(engine, async () => ({ categories: new PostgresCategoryRepository(db()), products: new PostgresProductRepository(db()), dispose: async () => {} }));
  catalogueTransferContract(engine, async () => ({
    store: new PostgresCatalogueTransferStore(db()),
    products: new PostgresProductRepository(db()),
    categories: new PostgresCategoryRepository(db()),
    audit: new PostgresAuditLog(db()),
    dispose: async () => {},
  }));
  productSearchContract(engine, async () => ({ products: new PostgresProductRepository(db()), categories: new PostgresCategoryRepository(db()), dispose: async () => {} }));
  orderRepositoryContract(engine, async () => ({
    orders: new PostgresOrderRepository(db()),
    products: new PostgresProductRepository(db()),
    outbox: new PostgresMailOutbox(db()),
    reset: async () => {
      await deleteOrders(db());
      await db().delete(products);
    },
    company: async () => {
      const id = crypto.randomUUID();
      const applicant = { applicantId: `owner-${id}`, applicantName: 'Owner', applicantEmail: `owner-${id}@example.com` };
      const invoiceAddress = { recipient: 'Accounts', company: 'Acme', line1: '1 Mill Lane', line2: '', city: 'Leeds', region: '', postcode: 'LS1 1AA', country: 'United Kingdom' };
      await db().insert(tradeAccounts).values({ id, companyName: 'Acme', companyNumber: '01234567', invoiceAddress, status: 'approved', ...applicant, creditLimit: 100 });
      return id;
    },
  }));
  sandboxIntentStoreContract(engine, async () => ({ intents: new PostgresIntentStore(db()) }));
  cardPaymentsContract(`sandbox, intents on ${engine}`, async () => {
    const processor = new SandboxCardProcessor(new PostgresIntentStore(db()));
    return { processor, cardPayments: directSandboxPayments(processor) };
  });
  profileRepositoryContract(engine, async () => ({
    profiles: new PostgresProfileRepository(db()),
    reset: async () => {
      await db().delete(profiles);
    },
  }));
  reviewRepositoryContract(engine, async () => ({
    reviews: new PostgresReviewRepository(db()),
    products: new PostgresProductRepository(db()),
    reset: async () => {
      await db().delete(reviews);
      await deleteOrders(db());
      await db().delete(products);
    },
  }));
  contactMessageRepositoryContract(engine, async () => ({
    messages: new PostgresContactMessageRepository(db()),
    outbox: new PostgresMailOutbox(db()),
    reset: async () => {
      await db().delete(contactMessages);
      await db().delete(mailOutbox);
    },
  }));
  addressRepositoryContract(engine, async () => ({
    addresses: new PostgresAddressRepository(db()),
    reset: async () => {
      await db().delete(addresses);
    },
  }));
  cartRepositoryContract(engine, async () => ({
    carts: new PostgresCartRepository(db()),
    products: new PostgresProductRepository(db()),
    reset: async () => {
      await db().delete(cartLines);
    },
  }));
  mailOutboxContract(engine, async () => ({
    outbox: new PostgresMailOutbox(db()),
    reset: async () => {
      await db().delete(mailOutbox);
    },
  }));
  mailOutboxTransactionContract(engine, db);
  quoteRepositoryContract(engine, async () => ({ quotes: new PostgresQuoteRepository(db()), audit: new PostgresAuditLog(db()), outbox: new PostgresMailOutbox(db()) }));
  tradeAccountRepositoryContract(engine, async () => ({
    trade: new PostgresTradeAccountRepository(db()),
    users: new PostgresUserRepository(db()),
    audit: new PostgresAuditLog(db()),
    outbox: new PostgresMailOutbox(db()),
    orders: new PostgresOrderRepository(db()),
    products: new PostgresProductRepository(db()),
  }));
  auditLogContract(
    engine,
    async () => ({
      audit: new PostgresAuditLog(db()),
      products: new PostgresProductRepository(db()),
      categories: new PostgresCategoryRepository(db()),
      users: new PostgresUserRepository(db()),
      orders: new PostgresOrderRepository(db()),
    }),
    (statement) => db().execute(sql.raw({ update: `UPDATE audit_log SET actor_name = 'someone else'`, delete: 'DELETE FROM audit_log', truncate: 'TRUNCATE audit_log' }[statement])),
  );
  rateCounterContract(engine, () => ({ counter: new PostgresRateCounter(db()), other: otherServer && new PostgresRateCounter(otherServer().db), users: new PostgresUserRepository(db()) }));
  // Last: documents keep their orders from being deleted, and the last of these cases deletes them all.
  documentStoreContract(engine, async () => ({ documents: new PostgresDocumentStore(db()), order: () => insertOrderRow(db()) }));
  documentStoreDatabaseContract(engine, db, otherServer && (() => otherServer().db));
}
