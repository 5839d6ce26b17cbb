import { refusalOf, type OrderAction } from '../domain/order-life-cycle';
import type { Order } from '../domain/order';
import { conflict } from './errors';

/** Refuses, in the life cycle's words, an action its table does not allow from the order's state. */
export function requireAllowed(action: OrderAction, order: Order): Order {
  const refusal = refusalOf(action, order);
  if (refusal) throw conflict(refusal);
  return order;
}
