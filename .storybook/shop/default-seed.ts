import { sampleProducts } from '../sample-data/catalogue';
import { sampleCategories } from '../sample-data/categories';
import { sampleOrders } from '../sample-data/orders';
import { sampleCustomer, sampleUsers } from '../sample-data/people';
import type { ShopSeed } from './shop-seed';

/** What every story's shop holds unless the story says otherwise: the catalogue and its categories, the users, the customer's three orders, the customer signed in. */
export const defaultSeed: ShopSeed = {
  products: sampleProducts,
  categories: sampleCategories,
  users: sampleUsers,
  orders: sampleOrders,
  signedInAs: sampleCustomer,
};
