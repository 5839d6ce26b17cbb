import type { Order } from '../../domain/order';
import type { NewProduct, Product } from '../../domain/product';
import type { User } from '../../domain/user';
import type { Page, PageRequest } from '../../domain/page';

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
  listAllOrders(request: PageRequest): Promise<Page<Order>>;
  shipOrder(id: string): Promise<Order>;
}
