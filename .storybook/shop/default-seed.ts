import { sampleProducts } from '../sample-data/catalogue';
import { sampleOrders } from '../sample-data/orders';
import { sampleCustomer, sampleUsers } from '../sample-data/people';
import type { ShopSeed } from './shop-seed';

/** What every story's shop holds unless the story says otherwise: the catalogue, the users, the customer's three orders, the customer signed in. */
export const defaultSeed: ShopSeed = {
  products: sampleProducts,
  users: sampleUsers,
  orders: sampleOrders,
  signedInAs: sampleCustomer,
};
