import type { ContactMessage } from '../../core/domain/contact';
import type { Order } from '../../core/domain/order';
import type { CatalogueProduct } from '../../core/domain/product';
import type { Profile } from '../../core/domain/profile';
import type { Review } from '../../core/domain/review';
import type { User } from '../../core/domain/user';

/**
 * What a story's shop holds before the story starts, as the lists show it (newest first), and
 * who is signed in. A story sets any part with `parameters: { shop: { … } }`; the rest keeps the
 * preview's defaults.
 */
export interface ShopSeed {
  /** In catalogue order; each keeps its `customerCount` for the orders placed before the story. */
  products?: readonly CatalogueProduct[];
  users?: readonly User[];
  /** Newest first. */
  orders?: readonly Order[];
  reviews?: readonly Review[];
  /** Profiles by their owner's user id. */
  profiles?: Readonly<Record<string, Profile>>;
  /** Newest first. */
  messages?: readonly ContactMessage[];
  /** The user the story's pages call the API as; null for a visitor. */
  signedInAs?: User | null;
}
