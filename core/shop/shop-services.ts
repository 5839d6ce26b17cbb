import type { AuthConfig } from '../ports/browser/auth-config';
import type { Documents } from './documents';
import type { PaymentConfig } from '../ports/browser/payments-api';
import type { CardConfirmation } from '../ports/driven/card-confirmation';
import type { ImageStore } from '../ports/driven/image-store';
import type { AccountEmails } from './account-emails';
import type { Accounts } from './accounts';
import type { AddressBook } from './address-book';
import type { Cancellations } from './cancellations';
import type { LineRefunds } from './line-refunds';
import type { Carts } from './carts';
import type { Catalogue } from './catalogue';
import type { CatalogueAdmin } from './catalogue-admin';
import type { CatalogueTransfer } from './catalogue-transfer';
import type { ContactInbox } from './contact-inbox';
import type { Fulfilment } from './fulfilment';
import type { Ordering } from './ordering';
import type { OutboxAdmin } from './outbox-admin';
import type { AuditTrail } from './audit-trail';
import type { TradeAccounts } from './trade-accounts';
import type { Quotes } from './quotes';
import type { Payments } from './payments';
import type { Profiles } from './profiles';
import type { Reviews } from './reviews';
import type { UserAdmin } from './user-admin';
import type { ShopFigures } from './shop-figures';

/** The use cases the API serves, and what the browser is told about its sign-in service and card provider. */
export interface ShopServices {
  catalogue: Catalogue;
  accounts: Accounts;
  ordering: Ordering;
  carts: Carts;
  payments: Payments;
  users: UserAdmin;
  catalogueAdmin: CatalogueAdmin;
  catalogueTransfer: CatalogueTransfer;
  fulfilment: Fulfilment;
  cancellations: Cancellations;
  lineRefunds: LineRefunds;
  images: ImageStore;
  profiles: Profiles;
  reviews: Reviews;
  contact: ContactInbox;
  addresses: AddressBook;
  accountEmails: AccountEmails;
  outbox: OutboxAdmin;
  audit: AuditTrail;
  trade: TradeAccounts;
  quotes: Quotes;
  documents: Documents;
  /** The admins' dashboard. */
  figures: ShopFigures;
  authConfig: AuthConfig;
  paymentConfig: PaymentConfig;
  /** The embedded provider's confirm call, served when it is the provider in use. */
  cardConfirmation?: CardConfirmation;
}
