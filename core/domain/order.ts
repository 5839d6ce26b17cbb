import * as v from 'valibot';
import type { Id } from './ids';
import { oneLine } from './validation';

export interface Order {
  _id: Id;
  productId: Id | null;
  /** The product's name when ordered; kept even if the product changes later. */
  product: string;
  /** The owner's user id. */
  customerId: string;
  /** The customer's email when ordered. */
  customer: string;
  customerName: string;
  phone: string;
  quantity: number;
  /** Whole dollars, computed from the product's price when ordered. */
  totalPrice: number;
  paid: boolean;
  shipped: boolean;
  transactionId: string | null;
  /** When it was placed, as an ISO 8601 timestamp. */
  placedAt: string;
}

export type OrderStatus = 'unpaid' | 'paid' | 'shipped';

export const orderStatus = (order: Pick<Order, 'paid' | 'shipped'>): OrderStatus =>
  order.shipped ? 'shipped' : order.paid ? 'paid' : 'unpaid';

/** Only an unpaid order may be deleted. */
export const canDeleteOrder = (order: Pick<Order, 'paid' | 'shipped'>) => orderStatus(order) === 'unpaid';

/** Why an order was not deleted: it is paid, its payment has just gone through, or one is under way. */
export const orderDeletionMessages = {
  paid: 'A paid order cannot be deleted',
  paymentTaken: 'The payment for this order has gone through, so it cannot be deleted: it is now marked paid',
  paymentUnderWay: 'A payment for this order is under way, so it cannot be deleted now. Try again in a few minutes',
} as const;

/** Only an unpaid order may be paid. */
export const canPayOrder = (order: Pick<Order, 'paid' | 'shipped'>) => orderStatus(order) === 'unpaid';

/** Only a paid order may be shipped, and only once. */
export const canShipOrder = (order: Pick<Order, 'paid' | 'shipped'>) => orderStatus(order) === 'paid';

export const PHONE_MAX_LENGTH = 40;

/** Phone is free text, as the shop has always taken it: trimmed, capped and on one line. */
export const phoneSchema = v.pipe(
  v.string('The phone number must be text'),
  v.trim(),
  v.maxLength(PHONE_MAX_LENGTH, `Keep the phone number to ${PHONE_MAX_LENGTH} characters`),
  oneLine('the phone number'),
);
