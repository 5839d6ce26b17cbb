import * as v from 'valibot';
import type { Id } from './ids';
import { oneLine } from './validation';

export interface Order {
  _id: Id;
  productId: Id | null;
  /** The product's name when ordered; kept even if the product changes later. */
  product: string;
  /** The customer's email. */
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
