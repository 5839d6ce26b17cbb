import type { Order } from '../../domain/order';
import type { OrderRequest } from '../../domain/order-request';

/** A customer's orders as the browser sees them (served by the shop's API). Failures carry a `type`. */
export interface OrdersApi {
  placeOrder(request: OrderRequest): Promise<Order>;
  /** The orders of `customer`: the caller's own, or anyone's for an admin. */
  listOrders(customer: string): Promise<Order[]>;
  getOrder(id: string): Promise<Order>;
  deleteOrder(id: string): Promise<void>;
}
