import type { NewAuditEntry } from '../../core/domain/audit';
import type { SavedAddress } from '../../core/domain/address';
import type { Category } from '../../core/domain/category';
import type { CartItem } from '../../core/domain/cart';
import type { ContactMessage } from '../../core/domain/contact';
import type { OutboxMessage } from '../../core/domain/mail';
import type { Order } from '../../core/domain/order';
import type { OrderEvent } from '../../core/domain/order-event';
import type { CatalogueProduct } from '../../core/domain/product';
import type { Quote } from '../../core/domain/quote';
import type { Profile } from '../../core/domain/profile';
import type { Review } from '../../core/domain/review';
import type { User } from '../../core/domain/user';
import type { TradeAccount, TradeBuyerRole, TradeInvitation } from '../../core/domain/trade-account';
import type { VisitorCartItem } from '../../core/domain/visitor-cart';

/**
 * What a story's shop holds before the story starts, as the lists show it (newest first), and
 * who is signed in. A story sets any part with `parameters: { shop: { … } }`; the rest keeps the
 * preview's defaults.
 */
export interface ShopSeed {
  /** The shop's clock stopped at this moment (ISO 8601), for a story that needs its day: the dashboard's spans end on it. */
  now?: string;
  /** In catalogue order; each keeps its `customerCount` for the orders placed before the story. */
  products?: readonly CatalogueProduct[];
  /** The categories the products are listed under. */
  categories?: readonly Category[];
  users?: readonly User[];
  /** Newest first. */
  orders?: readonly Order[];
  /** The orders' timelines; by default each order's own fields tell it (placed, paid, shipped…). */
  orderEvents?: readonly OrderEvent[];
  reviews?: readonly Review[];
  /** Profiles by their owner's user id. */
  profiles?: Readonly<Record<string, Profile>>;
  /** Newest first. */
  messages?: readonly ContactMessage[];
  /** Address books by their owner's user id, oldest first, the default marked. */
  addresses?: Readonly<Record<string, readonly SavedAddress[]>>;
  /** The mail outbox, newest first. */
  outbox?: readonly OutboxMessage[];
  /** Admins' changes, oldest first (each logged at the moment the story's shop starts). */
  audit?: readonly NewAuditEntry[];
  /** Accounts' carts by their owner's user id, oldest line first. */
  carts?: Readonly<Record<string, readonly CartItem[]>>;
  /** The cart this browser keeps for a visitor (none unless given). */
  visitorCart?: readonly VisitorCartItem[];
  /** Trade accounts, newest first, and who buys for which (by user id). */
  trade?: { accounts: readonly TradeAccount[]; buyers?: Readonly<Record<string, { accountId: string; role: TradeBuyerRole }>>; invitations?: readonly TradeInvitation[] };
  /** Quotes customers asked for, newest first. */
  quotes?: readonly Quote[];
  /** The user the story's pages call the API as; null for a visitor. */
  signedInAs?: User | null;
}
