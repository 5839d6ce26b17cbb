import type { Order } from '../../domain/order';
import type { Page, PageRequest } from '../../domain/page';

/** An order as the shop stores it when placed: unpaid, not shipped. */
export type NewOrder = Pick<Order, 'product' | 'customerId' | 'customer' | 'customerName' | 'phone' | 'quantity' | 'totalPrice'> & {
  productId: string;
  /** The browser's key for one placement: sending it again must not store a second order. */
  requestId: string | null;
};

/** Where orders are kept. Lists come newest first. */
export interface OrderRepository {
  /** Stores an unpaid order; the same customerId and requestId again answers the order already stored. */
  create(order: NewOrder): Promise<Order>;
  findById(id: string): Promise<Order | null>;
  /** The orders of one user, by their user id. */
  listByCustomer(customerId: string): Promise<Order[]>;
  /** Deletes the order only while it is unpaid, in one step; whether it did. */
  deleteUnpaid(id: string): Promise<boolean>;
  /** Marks an unpaid order paid with its transaction id, in one step; null when it was not unpaid. */
  markPaid(id: string, transactionId: string): Promise<Order | null>;
  /** Every order, newest first, a page at a time (for admins). */
  listAll(request: PageRequest): Promise<Page<Order>>;
  /** Marks a paid, unshipped order shipped, in one step; null when it was not paid or already shipped. */
  markShipped(id: string): Promise<Order | null>;
  /** The products a customer has paid for, each once, as the orders name them (products since deleted left out). */
  paidProducts(customerId: string): Promise<{ productId: string; product: string }[]>;
}
