import type { Order, Shipment } from '../../domain/order';
import type { OrderEvent } from '../../domain/order-event';
import type { NewProduct, Product } from '../../domain/product';
import type { User } from '../../domain/user';
import type { Page, PageRequest } from '../../domain/page';
import type { OrderFilter } from '../driven/order-repository';

/** One page of the admins' order list: a view of it, and an order number or part of an email to look for. */
export interface AllOrdersRequest extends PageRequest {
  filter?: OrderFilter;
  search?: string;
}

/** The admin's side of the shop, as the browser sees it (served by the shop's API). Failures carry a `type`. */
export interface AdminApi {
  listUsers(): Promise<User[]>;
  makeAdmin(email: string): Promise<void>;
  removeAdmin(email: string): Promise<void>;
  /** Removes the user and their sign-in; their orders stay. */
  removeUser(email: string): Promise<void>;
  addProduct(product: NewProduct): Promise<Product>;
  updateProduct(id: string, product: NewProduct): Promise<Product>;
  deleteProduct(id: string): Promise<void>;
  /** Stores a picture for a product; answers its URL. */
  uploadImage(file: Blob): Promise<string>;
  listAllOrders(request: AllOrdersRequest): Promise<Page<Order>>;
  /** Marks a paid order shipped, with the carrier and tracking number when given. */
  shipOrder(id: string, shipment?: Partial<Shipment>): Promise<Order>;
  /** Cancels an unshipped order (approving the customer's request, if any); a paid one is refunded in full. */
  cancelOrder(id: string): Promise<Order>;
  declineCancellation(id: string): Promise<Order>;
  /** An internal note on the order's timeline, for admins only. */
  addOrderNote(id: string, text: string): Promise<OrderEvent>;
}
