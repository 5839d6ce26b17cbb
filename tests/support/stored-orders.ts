import type { Address } from '../../core/domain/address';
import { orderSteps } from './order-steps';
import type { Order } from '../../core/domain/order';
import { shopActor } from '../../core/domain/order-event';
import type { NewOrder, OrderRepository } from '../../core/ports/driven/order-repository';
import type { OrderLine } from '../../core/domain/order-line';

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

/** The one product of a one-line order, as the spec's order names it. */
export interface OneProduct {
  productId: string;
  productName: string;
  quantity: number;
  totalPrice: number;
}

/** The single line of an order for one product. */
export const oneLineOf = ({ productId, productName, quantity, totalPrice }: OneProduct): OrderLine[] => [
  { productId, partNumber: null, name: productName, unitPrice: totalPrice / quantity, quantity, lineTotal: totalPrice },
];

type Customer = Pick<NewOrder, 'customerId' | 'customerEmail' | 'customerName' | 'phone'>;
type StoredOrderFields = Customer & (OneProduct | Pick<NewOrder, 'lines'>) & Partial<Omit<NewOrder, 'lines'>>;

/** Stores an order straight in the repository, as placing would (its product must have the units). */
export async function storeOrder(orders: OrderRepository, fields: StoredOrderFields): Promise<Order> {
  const lines = 'lines' in fields ? fields.lines : oneLineOf(fields);
  const { customerId, customerEmail, customerName, phone, deliveryAddress = testAddress, requestId = null, actor = shopActor } = fields;
  const placement = await orders.place({
    lines,
    customerId,
    customerEmail,
    customerName,
    phone,
    deliveryAddress,
    requestId,
    actor,
    holdExpiresAt: fields.holdExpiresAt ?? new Date(Date.now() + 3_600_000),
    unpaidUnitsCap: fields.unpaidUnitsCap ?? Number.MAX_SAFE_INTEGER,
    tradeAccountId: fields.tradeAccountId ?? null,
    onAccount: fields.onAccount ?? null,
  });
  if (!('placed' in placement)) throw new Error(`The order was not placed: ${JSON.stringify(placement)}`);
  return placement.placed;
}

/** Marks a stored order paid, as a confirmed payment would. */
export async function payStored(orders: OrderRepository, id: string, transactionId = `txn_${crypto.randomUUID()}`): Promise<Order> {
  const paid = await orderSteps(orders).markPaid(id, transactionId, shopActor);
  if (!paid) throw new Error('The order was not unpaid');
  return paid.order;
}
