import { ContainerModule } from 'inversify';
import { PORTS } from '../composition/shop-ids';
import { PostgresIntentStore } from './postgres-intent-store';
import type { ShopDatabase } from './database';
import { PostgresAddressRepository } from './postgres-address-repository';
import { PostgresContactMessageRepository } from './postgres-contact-message-repository';
import { PostgresMailOutbox } from './postgres-mail-outbox';
import { PostgresOrderRepository } from './postgres-order-repository';
import { PostgresProductRepository } from './postgres-product-repository';
import { PostgresProfileRepository } from './postgres-profile-repository';
import { PostgresReviewRepository } from './postgres-review-repository';
import { PostgresUserRepository } from './postgres-user-repository';

/** Every repository on one PostgreSQL or PGlite database, the mail outbox, and the sandbox provider's intents beside them. */
export const postgresModule = (db: ShopDatabase) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.ProductRepository).toConstantValue(new PostgresProductRepository(db));
    bind(PORTS.UserRepository).toConstantValue(new PostgresUserRepository(db));
    bind(PORTS.OrderRepository).toConstantValue(new PostgresOrderRepository(db));
    bind(PORTS.ProfileRepository).toConstantValue(new PostgresProfileRepository(db));
    bind(PORTS.ReviewRepository).toConstantValue(new PostgresReviewRepository(db));
    bind(PORTS.ContactMessageRepository).toConstantValue(new PostgresContactMessageRepository(db));
    bind(PORTS.AddressRepository).toConstantValue(new PostgresAddressRepository(db));
    bind(PORTS.SandboxIntentStore).toConstantValue(new PostgresIntentStore(db));
    bind(PORTS.MailOutbox).toConstantValue(new PostgresMailOutbox(db));
  });
