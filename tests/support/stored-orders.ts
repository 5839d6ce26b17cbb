import type { Address } from '../../core/domain/address';
import type { Order } from '../../core/domain/order';
import { shopActor } from '../../core/domain/order-event';
import type { NewOrder, OrderRepository } from '../../core/ports/driven/order-repository';

/** A delivery address for orders the tests place. */
export const testAddress: Address = {
  recipient: 'Ann Archer',
  company: '',
  line1: '1 Forge Row',
  line2: '',
  city: 'Sheffield',
  region: '',
  postcode: 'S1 2AB',
  country: 'United Kingdom',
};

/** What an order request adds to say where to deliver: a new address, not kept in the book. */
export const deliverTo = { address: testAddress };

type StoredOrderFields = Omit<NewOrder, 'deliveryAddress' | 'holdExpiresAt' | 'actor' | 'requestId' | 'unpaidUnitsCap'> & Partial<NewOrder>;

/** Stores an order straight in the repository, as placing would (its product must have the units). */
export async function storeOrder(orders: OrderRepository, fields: StoredOrderFields): Promise<Order> {
  const placement = await orders.place({ deliveryAddress: testAddress, holdExpiresAt: new Date(Date.now() + 3_600_000), actor: shopActor, requestId: null, unpaidUnitsCap: Number.MAX_SAFE_INTEGER, ...fields });
  if (!('placed' in placement)) throw new Error(`The order was not placed: ${JSON.stringify(placement)}`);
  return placement.placed;
}

/** Marks a stored order paid, as a confirmed payment would. */
export async function payStored(orders: OrderRepository, id: string, transactionId = `txn_${crypto.randomUUID()}`): Promise<Order> {
  const paid = await orders.markPaid(id, transactionId, shopActor);
  if (!paid) throw new Error('The order was not unpaid');
  return paid.order;
}
