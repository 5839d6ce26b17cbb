import { ContainerModule } from 'inversify';
import { AddressBook } from '../../core/shop/address-book';
import { AccountEmails } from '../../core/shop/account-emails';
import { Accounts } from '../../core/shop/accounts';
import { Carts } from '../../core/shop/carts';
import { Catalogue } from '../../core/shop/catalogue';
import { CatalogueAdmin } from '../../core/shop/catalogue-admin';
import { CatalogueTransfer } from '../../core/shop/catalogue-transfer';
import { ContactInbox } from '../../core/shop/contact-inbox';
import { Cancellations } from '../../core/shop/cancellations';
import { LineRefunds } from '../../core/shop/line-refunds';
import { Fulfilment } from '../../core/shop/fulfilment';
import { OutboxAdmin } from '../../core/shop/outbox-admin';
import { AuditTrail } from '../../core/shop/audit-trail';
import { TradeAccounts } from '../../core/shop/trade-accounts';
import { Quotes } from '../../core/shop/quotes';
import { OrderMail } from '../../core/shop/order-mail';
import { Ordering } from '../../core/shop/ordering';
import { Payments } from '../../core/shop/payments';
import { documentDrafter } from '../../core/shop/document-drafts';
import { Documents } from '../../core/shop/documents';
import { ShopFigures } from '../../core/shop/shop-figures';
import { DEMO_SELLER } from '../../core/domain/tax-document';
import type { OrderSettings } from '../../core/shop/ordering';
import type { TradeAccountRepository } from '../../core/ports/driven/trade-account-repository';
import type { DocumentStore } from '../../core/ports/driven/document-store';
import { Profiles } from '../../core/shop/profiles';
import { Reviews } from '../../core/shop/reviews';
import { UserAdmin } from '../../core/shop/user-admin';
import { holdUntil } from '../../core/shop/ordering';
import { PORTS, SETTINGS, USE_CASES } from './shop-ids';

/** The shop's invoices name its seller and the buyers' companies, dated by its clock. */
const drafterOf = (settings: OrderSettings, companies: TradeAccountRepository, documents: DocumentStore) => documentDrafter(settings.seller ?? DEMO_SELLER, companies, documents, settings.now);

// PDFs where a runtime makes them (the server); Storybook's shop lists documents without making them.
const renderedBy = { serviceIdentifier: PORTS.DocumentRenderer, optional: true } as const;

// The counters where a runtime binds them; without, the use cases count nothing.
const countedBy = { serviceIdentifier: PORTS.ShopMetrics, optional: true } as const;

/**
 * Every use case of the shop over whatever ports the loaded adapter modules bind, and the API's
 * view of them. The core has no decorators: each use case is built here from its ports.
 */
export const useCasesModule = new ContainerModule(({ bind, isBound }) => {
  bind(USE_CASES.Catalogue).toResolvedValue((products, categories) => new Catalogue(products, categories), [PORTS.ProductRepository, PORTS.CategoryRepository]).inSingletonScope();
  bind(USE_CASES.CatalogueTransfer).toResolvedValue((store, format) => new CatalogueTransfer(store, format), [PORTS.CatalogueTransferStore, PORTS.CatalogueFileFormat]).inSingletonScope();
  bind(USE_CASES.AccountEmails)
    .toResolvedValue((links, renderer, outbox, users) => new AccountEmails(links, renderer, outbox, users), [PORTS.AccountLinks, PORTS.EmailRenderer, PORTS.MailOutbox, PORTS.UserRepository])
    .inSingletonScope();
  bind(USE_CASES.Accounts)
    .toResolvedValue(
      (users, identities, tokens, options, emails) => new Accounts(users, identities, tokens, options, emails),
      [PORTS.UserRepository, PORTS.IdentityVerifier, PORTS.AccessTokens, SETTINGS.AccountsOptions, USE_CASES.AccountEmails],
    )
    .inSingletonScope();
  bind(USE_CASES.OrderMail)
    .toResolvedValue((renderer, settings, users) => new OrderMail(renderer, settings, users), [PORTS.EmailRenderer, SETTINGS.ShopMail, PORTS.UserRepository])
    .inSingletonScope();
  bind(USE_CASES.Payments)
    .toResolvedValue(
      (orders, processor, settings, mail, metrics, trade, documents) => new Payments(orders, processor, () => holdUntil(settings), mail, metrics, drafterOf(settings, trade, documents)),
      [PORTS.OrderRepository, PORTS.PaymentProcessor, SETTINGS.OrderSettings, USE_CASES.OrderMail, countedBy, PORTS.TradeAccountRepository, PORTS.DocumentStore],
    )
    .inSingletonScope();
  bind(USE_CASES.Ordering)
    .toResolvedValue(
      (products, orders, payments, users, addresses, carts, settings, mail, metrics, trade) =>
        new Ordering(products, orders, payments, users, addresses, carts, settings, mail, metrics, (buyer) => trade.termsFor(buyer)),
      [PORTS.ProductRepository, PORTS.OrderRepository, USE_CASES.Payments, PORTS.UserRepository, PORTS.AddressRepository, PORTS.CartRepository, SETTINGS.OrderSettings, USE_CASES.OrderMail, countedBy, USE_CASES.TradeAccounts],
    )
    .inSingletonScope();
  bind(USE_CASES.Carts)
    .toResolvedValue((carts, products, trade) => new Carts(carts, products, (buyer) => trade.termsFor(buyer)), [PORTS.CartRepository, PORTS.ProductRepository, USE_CASES.TradeAccounts])
    .inSingletonScope();
  bind(USE_CASES.Cancellations)
    .toResolvedValue(
      (orders, payments, mail, settings, metrics, trade, documents) => new Cancellations(orders, payments, mail, settings.now, metrics, drafterOf(settings, trade, documents)),
      [PORTS.OrderRepository, USE_CASES.Payments, USE_CASES.OrderMail, SETTINGS.OrderSettings, countedBy, PORTS.TradeAccountRepository, PORTS.DocumentStore],
    )
    .inSingletonScope();
  bind(USE_CASES.LineRefunds)
    .toResolvedValue(
      (orders, processor, mail, settings, metrics, trade, documents) => new LineRefunds(orders, processor, mail, settings.now, metrics, drafterOf(settings, trade, documents)),
      [PORTS.OrderRepository, PORTS.PaymentProcessor, USE_CASES.OrderMail, SETTINGS.OrderSettings, countedBy, PORTS.TradeAccountRepository, PORTS.DocumentStore],
    )
    .inSingletonScope();
  bind(USE_CASES.UserAdmin).toResolvedValue((users, identities) => new UserAdmin(users, identities), [PORTS.UserRepository, PORTS.IdentityVerifier]).inSingletonScope();
  bind(USE_CASES.CatalogueAdmin).toResolvedValue((products, categories) => new CatalogueAdmin(products, categories), [PORTS.ProductRepository, PORTS.CategoryRepository]).inSingletonScope();
  bind(USE_CASES.Documents)
    .toResolvedValue((store, ordering, csv, renderer) => new Documents(store, ordering, csv, renderer), [PORTS.DocumentStore, USE_CASES.Ordering, PORTS.CatalogueFileFormat, renderedBy])
    .inSingletonScope();
  bind(USE_CASES.ShopFigures)
    .toResolvedValue((reader, settings) => new ShopFigures(reader, settings.now, settings.lowStockBelow), [PORTS.ShopFiguresReader, SETTINGS.OrderSettings])
    .inSingletonScope();
  bind(USE_CASES.Fulfilment)
    .toResolvedValue((orders, mail, settings, trade, documents) => new Fulfilment(orders, mail, drafterOf(settings, trade, documents)), [PORTS.OrderRepository, USE_CASES.OrderMail, SETTINGS.OrderSettings, PORTS.TradeAccountRepository, PORTS.DocumentStore])
    .inSingletonScope();
  bind(USE_CASES.Profiles).toResolvedValue((profiles, users) => new Profiles(profiles, users), [PORTS.ProfileRepository, PORTS.UserRepository]).inSingletonScope();
  bind(USE_CASES.Reviews).toResolvedValue((reviews, orders) => new Reviews(reviews, orders), [PORTS.ReviewRepository, PORTS.OrderRepository]).inSingletonScope();
  bind(USE_CASES.AddressBook).toResolvedValue((addresses) => new AddressBook(addresses), [PORTS.AddressRepository]).inSingletonScope();
  bind(USE_CASES.ContactInbox)
    .toResolvedValue((messages, renderer, settings, outbox) => new ContactInbox(messages, renderer, settings, outbox), [PORTS.ContactMessageRepository, PORTS.EmailRenderer, SETTINGS.ShopMail, PORTS.MailOutbox])
    .inSingletonScope();
  bind(USE_CASES.OutboxAdmin).toResolvedValue((outbox) => new OutboxAdmin(outbox), [PORTS.MailOutbox]).inSingletonScope();
  bind(USE_CASES.AuditTrail).toResolvedValue((log) => new AuditTrail(log), [PORTS.AuditLog]).inSingletonScope();
  bind(USE_CASES.TradeAccounts)
    .toResolvedValue(
      (trade, users, renderer, settings, outbox, orders) => new TradeAccounts(trade, users, renderer, settings, outbox, orders),
      [PORTS.TradeAccountRepository, PORTS.UserRepository, PORTS.EmailRenderer, SETTINGS.ShopMail, PORTS.MailOutbox, PORTS.OrderRepository],
    )
    .inSingletonScope();
  bind(USE_CASES.Quotes)
    .toResolvedValue(
      (quotes, products, ordering, users, renderer, settings, trade) => new Quotes(quotes, products, ordering, users, renderer, settings, (buyer) => trade.termsFor(buyer)),
      [PORTS.QuoteRepository, PORTS.ProductRepository, USE_CASES.Ordering, PORTS.UserRepository, PORTS.EmailRenderer, SETTINGS.ShopMail, USE_CASES.TradeAccounts],
    )
    .inSingletonScope();
  bind(USE_CASES.ShopServices).toDynamicValue((context) => ({
    catalogue: context.get(USE_CASES.Catalogue),
    accounts: context.get(USE_CASES.Accounts),
    ordering: context.get(USE_CASES.Ordering),
    carts: context.get(USE_CASES.Carts),
    payments: context.get(USE_CASES.Payments),
    users: context.get(USE_CASES.UserAdmin),
    catalogueAdmin: context.get(USE_CASES.CatalogueAdmin),
    catalogueTransfer: context.get(USE_CASES.CatalogueTransfer),
    fulfilment: context.get(USE_CASES.Fulfilment),
    cancellations: context.get(USE_CASES.Cancellations),
    lineRefunds: context.get(USE_CASES.LineRefunds),
    images: context.get(PORTS.ImageStore),
    profiles: context.get(USE_CASES.Profiles),
    reviews: context.get(USE_CASES.Reviews),
    contact: context.get(USE_CASES.ContactInbox),
    addresses: context.get(USE_CASES.AddressBook),
    accountEmails: context.get(USE_CASES.AccountEmails),
    outbox: context.get(USE_CASES.OutboxAdmin),
    audit: context.get(USE_CASES.AuditTrail),
    trade: context.get(USE_CASES.TradeAccounts),
    quotes: context.get(USE_CASES.Quotes),
    documents: context.get(USE_CASES.Documents),
    figures: context.get(USE_CASES.ShopFigures),
    authConfig: context.get(SETTINGS.AuthConfig),
    paymentConfig: context.get(SETTINGS.PaymentConfig),
    cardConfirmation: isBound(PORTS.CardConfirmation) ? context.get(PORTS.CardConfirmation) : undefined,
  }));
});
