import type { AddressRepository } from '../../core/ports/driven/address-repository';
import type { DocumentRenderer } from '../../core/ports/driven/document-renderer';
import type { Documents } from '../../core/shop/documents';
import type { CartRepository } from '../../core/ports/driven/cart-repository';
import type { AccessTokens } from '../../core/ports/driven/access-tokens';
import type { ContactMessageRepository } from '../../core/ports/driven/contact-message-repository';
import type { ShopMailSettings } from '../../core/domain/emails';
import type { AccountLinks, EmailRenderer, MailTransport } from '../../core/ports/driven/mail';
import type { ShopMetrics } from '../../core/ports/driven/shop-metrics';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import type { AuditLog } from '../../core/ports/driven/audit-log';
import type { TradeAccountRepository } from '../../core/ports/driven/trade-account-repository';
import type { QuoteRepository } from '../../core/ports/driven/quote-repository';
import type { DocumentStore } from '../../core/ports/driven/document-store';
import type { ShopFiguresReader } from '../../core/ports/driven/shop-figures-reader';
import type { ShopFigures } from '../../core/shop/shop-figures';
import type { AccountEmails } from '../../core/shop/account-emails';
import type { OutboxAdmin } from '../../core/shop/outbox-admin';
import type { AuditTrail } from '../../core/shop/audit-trail';
import type { TradeAccounts } from '../../core/shop/trade-accounts';
import type { Quotes } from '../../core/shop/quotes';
import type { IdentityVerifier } from '../../core/ports/driven/identity-verifier';
import type { ImageStore } from '../../core/ports/driven/image-store';
import type { OrderRepository } from '../../core/ports/driven/order-repository';
import type { PaymentProcessor } from '../../core/ports/driven/payment-processor';
import type { PaymentConfig } from '../../core/ports/browser/payments-api';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import type { CatalogueFileFormat } from '../../core/ports/driven/catalogue-file-format';
import type { CatalogueTransferStore } from '../../core/ports/driven/catalogue-transfer-store';
import type { CategoryRepository } from '../../core/ports/driven/category-repository';
import type { ProfileRepository } from '../../core/ports/driven/profile-repository';
import type { ReviewRepository } from '../../core/ports/driven/review-repository';
import type { UserRepository } from '../../core/ports/driven/user-repository';
import type { AddressBook } from '../../core/shop/address-book';
import type { Accounts, AccountsOptions } from '../../core/shop/accounts';
import type { Catalogue } from '../../core/shop/catalogue';
import type { CatalogueAdmin } from '../../core/shop/catalogue-admin';
import type { CatalogueTransfer } from '../../core/shop/catalogue-transfer';
import type { ContactInbox } from '../../core/shop/contact-inbox';
import type { Cancellations } from '../../core/shop/cancellations';
import type { LineRefunds } from '../../core/shop/line-refunds';
import type { OrderMail } from '../../core/shop/order-mail';
import type { Fulfilment } from '../../core/shop/fulfilment';
import type { Ordering, OrderSettings } from '../../core/shop/ordering';
import type { Carts } from '../../core/shop/carts';
import type { Payments } from '../../core/shop/payments';
import type { Profiles } from '../../core/shop/profiles';
import type { Reviews } from '../../core/shop/reviews';
import type { UserAdmin } from '../../core/shop/user-admin';
import type { AuthConfig } from '../../core/ports/browser/auth-config';
import type { CardConfirmation } from '../../core/ports/driven/card-confirmation';
import type { SandboxIntentStore } from '../../core/ports/driven/sandbox-intent-store';
import type { ShopServices } from '../../core/shop/shop-services';
import { serviceId } from '../../core/ports/service-id';

/** The server side's driven ports: each adapter family's module binds some of them. */
export const PORTS = {
  ProductRepository: serviceId<ProductRepository>('ProductRepository'),
  CategoryRepository: serviceId<CategoryRepository>('CategoryRepository'),
  CatalogueTransferStore: serviceId<CatalogueTransferStore>('CatalogueTransferStore'),
  CatalogueFileFormat: serviceId<CatalogueFileFormat>('CatalogueFileFormat'),
  UserRepository: serviceId<UserRepository>('UserRepository'),
  OrderRepository: serviceId<OrderRepository>('OrderRepository'),
  AddressRepository: serviceId<AddressRepository>('AddressRepository'),
  CartRepository: serviceId<CartRepository>('CartRepository'),
  ProfileRepository: serviceId<ProfileRepository>('ProfileRepository'),
  ReviewRepository: serviceId<ReviewRepository>('ReviewRepository'),
  ContactMessageRepository: serviceId<ContactMessageRepository>('ContactMessageRepository'),
  IdentityVerifier: serviceId<IdentityVerifier>('IdentityVerifier'),
  AccessTokens: serviceId<AccessTokens>('AccessTokens'),
  ImageStore: serviceId<ImageStore>('ImageStore'),
  PaymentProcessor: serviceId<PaymentProcessor>('PaymentProcessor'),
  SandboxIntentStore: serviceId<SandboxIntentStore>('SandboxIntentStore'),
  MailOutbox: serviceId<MailOutbox>('MailOutbox'),
  AuditLog: serviceId<AuditLog>('AuditLog'),
  TradeAccountRepository: serviceId<TradeAccountRepository>('TradeAccountRepository'),
  QuoteRepository: serviceId<QuoteRepository>('QuoteRepository'),
  DocumentStore: serviceId<DocumentStore>('DocumentStore'),
  ShopFiguresReader: serviceId<ShopFiguresReader>('ShopFiguresReader'),
  EmailRenderer: serviceId<EmailRenderer>('EmailRenderer'),
  DocumentRenderer: serviceId<DocumentRenderer>('DocumentRenderer'),
  /** The mail server; bound only where mail is sent (SMTP_URL set), else mail waits in the outbox. */
  MailTransport: serviceId<MailTransport>('MailTransport'),
  AccountLinks: serviceId<AccountLinks>('AccountLinks'),
  /** The operators' counters; bound only where they are served (the Node server), else nothing is counted. */
  ShopMetrics: serviceId<ShopMetrics>('ShopMetrics'),
  /** The embedded card provider's own confirm call, bound only when it is the provider in use. */
  CardConfirmation: serviceId<CardConfirmation>('CardConfirmation'),
} as const;

/** What the runtime tells the use cases and the browser. */
export const SETTINGS = {
  AccountsOptions: serviceId<AccountsOptions>('AccountsOptions'),
  AuthConfig: serviceId<AuthConfig>('AuthConfig'),
  PaymentConfig: serviceId<PaymentConfig>('PaymentConfig'),
  OrderSettings: serviceId<OrderSettings>('OrderSettings'),
  ShopMail: serviceId<ShopMailSettings>('ShopMail'),
} as const;

/** The use cases, resolved from the ports above, and the API's view of them. */
export const USE_CASES = {
  Catalogue: serviceId<Catalogue>('Catalogue'),
  Accounts: serviceId<Accounts>('Accounts'),
  Ordering: serviceId<Ordering>('Ordering'),
  Carts: serviceId<Carts>('Carts'),
  Payments: serviceId<Payments>('Payments'),
  UserAdmin: serviceId<UserAdmin>('UserAdmin'),
  CatalogueAdmin: serviceId<CatalogueAdmin>('CatalogueAdmin'),
  CatalogueTransfer: serviceId<CatalogueTransfer>('CatalogueTransfer'),
  Fulfilment: serviceId<Fulfilment>('Fulfilment'),
  Cancellations: serviceId<Cancellations>('Cancellations'),
  LineRefunds: serviceId<LineRefunds>('LineRefunds'),
  OrderMail: serviceId<OrderMail>('OrderMail'),
  Documents: serviceId<Documents>('Documents'),
  ShopFigures: serviceId<ShopFigures>('ShopFigures'),
  Profiles: serviceId<Profiles>('Profiles'),
  Reviews: serviceId<Reviews>('Reviews'),
  ContactInbox: serviceId<ContactInbox>('ContactInbox'),
  AddressBook: serviceId<AddressBook>('AddressBook'),
  AccountEmails: serviceId<AccountEmails>('AccountEmails'),
  OutboxAdmin: serviceId<OutboxAdmin>('OutboxAdmin'),
  AuditTrail: serviceId<AuditTrail>('AuditTrail'),
  TradeAccounts: serviceId<TradeAccounts>('TradeAccounts'),
  Quotes: serviceId<Quotes>('Quotes'),
  ShopServices: serviceId<ShopServices>('ShopServices'),
} as const;
