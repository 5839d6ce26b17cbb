import type { Order } from '../../domain/order';
import type { OrderRequest } from '../../domain/order-request';
import type { OrderDetail } from '../../shop/ordering';

/** A customer's orders as the browser sees them (served by the shop's API). Failures carry a `type`. */
export interface OrdersApi {
  placeOrder(request: OrderRequest): Promise<Order>;
  /** The orders of `customer`: the caller's own, or anyone's for an admin. */
  listOrders(customer: string): Promise<Order[]>;
  getOrder(id: string): Promise<Order>;
  deleteOrder(id: string): Promise<void>;
  /** The order page: the order, its timeline (internal notes for admins only) and its product's picture. */
  getOrderDetail(id: string): Promise<OrderDetail>;
  /** The owner asks to cancel a paid order that has not shipped; the reason may be blank. */
  requestCancellation(id: string, reason?: string): Promise<Order>;
}
