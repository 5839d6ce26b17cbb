import { ContainerModule } from 'inversify';
import type { AuditLog } from '../../core/ports/driven/audit-log';
import type { AddressRepository } from '../../core/ports/driven/address-repository';
import type { CartRepository } from '../../core/ports/driven/cart-repository';
import type { CatalogueTransferStore } from '../../core/ports/driven/catalogue-transfer-store';
import type { CategoryRepository } from '../../core/ports/driven/category-repository';
import type { ContactMessageRepository } from '../../core/ports/driven/contact-message-repository';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import type { OrderRepository } from '../../core/ports/driven/order-repository';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import type { ProfileRepository } from '../../core/ports/driven/profile-repository';
import type { ReviewRepository } from '../../core/ports/driven/review-repository';
import type { SandboxIntentStore } from '../../core/ports/driven/sandbox-intent-store';
import type { TradeAccountRepository } from '../../core/ports/driven/trade-account-repository';
import type { QuoteRepository } from '../../core/ports/driven/quote-repository';
import type { DocumentStore } from '../../core/ports/driven/document-store';
import type { UserRepository } from '../../core/ports/driven/user-repository';
import type { ShopFiguresReader } from '../../core/ports/driven/shop-figures-reader';
import { PORTS } from './shop-ids';

/** What a data family keeps: every repository (the catalogue's products and categories among them), the mail outbox, and the sandbox provider's intents. */
export interface ShopData {
  products: ProductRepository;
  categories: CategoryRepository;
  /** The catalogue read whole and written in one piece: exports and imports. */
  catalogueTransfer: CatalogueTransferStore;
  users: UserRepository;
  orders: OrderRepository;
  profiles: ProfileRepository;
  reviews: ReviewRepository;
  messages: ContactMessageRepository;
  addresses: AddressRepository;
  carts: CartRepository;
  intents: SandboxIntentStore;
  outbox: MailOutbox;
  /** Every admin's change, as the repositories recorded it. */
  audit: AuditLog;
  trade: TradeAccountRepository;
  quotes: QuoteRepository;
  /** Invoices and credit notes as issued, numbered without gaps. */
  documents: DocumentStore;
  /** The admins' dashboard figures, kept as running totals where the data can keep them. */
  figures: ShopFiguresReader;
}

/** A data family's stores bound to the ports: the one list both data modules (memory, PostgreSQL) load. */
export const dataModule = (data: ShopData) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.ProductRepository).toConstantValue(data.products);
    bind(PORTS.CategoryRepository).toConstantValue(data.categories);
    bind(PORTS.CatalogueTransferStore).toConstantValue(data.catalogueTransfer);
    bind(PORTS.UserRepository).toConstantValue(data.users);
    bind(PORTS.OrderRepository).toConstantValue(data.orders);
    bind(PORTS.ProfileRepository).toConstantValue(data.profiles);
    bind(PORTS.ReviewRepository).toConstantValue(data.reviews);
    bind(PORTS.ContactMessageRepository).toConstantValue(data.messages);
    bind(PORTS.AddressRepository).toConstantValue(data.addresses);
    bind(PORTS.CartRepository).toConstantValue(data.carts);
    bind(PORTS.SandboxIntentStore).toConstantValue(data.intents);
    bind(PORTS.MailOutbox).toConstantValue(data.outbox);
    bind(PORTS.AuditLog).toConstantValue(data.audit);
    bind(PORTS.TradeAccountRepository).toConstantValue(data.trade);
    bind(PORTS.QuoteRepository).toConstantValue(data.quotes);
    bind(PORTS.DocumentStore).toConstantValue(data.documents);
    bind(PORTS.ShopFiguresReader).toConstantValue(data.figures);
  });
