import * as v from 'valibot';
import { emailSchema } from '../domain/credentials';
import type { PlacedOrderRequest } from '../domain/order-request';
import { canDeleteOrder, orderDeletionMessages, type Order } from '../domain/order';
import { checkQuantity, totalPrice } from '../domain/product';
import type { User } from '../domain/user';
import type { OrderRepository } from '../ports/driven/order-repository';
import type { ProductRepository } from '../ports/driven/product-repository';
import type { UserRepository } from '../ports/driven/user-repository';
import { conflict, invalidData, notFound } from './errors';
import { findRecord } from './records';
import type { Payments } from './payments';
import { requireOwner, requireOwnerOrAdmin, requireSelf, requireSelfOrAdmin, requireSignedIn } from './permissions';

/** Whose orders to list: an email, or by default the caller's own. */
export const orderListQuerySchema = v.object({ customer: v.optional(emailSchema) });

/** Placing, reading and deleting orders, with who may do which. */
export class Ordering {
  constructor(
    private readonly products: ProductRepository,
    private readonly orders: OrderRepository,
    private readonly payments: Pick<Payments, 'cancelOpenPayments'>,
    private readonly users: Pick<UserRepository, 'findByEmail'>,
  ) {}

  /** `request` is shaped by the contract's schema (orderRequestSchema); here the rules run. */
  async placeOrder(caller: User | null, request: PlacedOrderRequest): Promise<Order> {
    const customer = requireSignedIn(caller);
    if (request.customer !== undefined) requireSelf(customer, request.customer);
    const product = await this.products.findById(request.productId);
    if (!product) throw notFound('That product is no longer in the catalogue');
    const verdict = checkQuantity(product, request.quantity);
    if (!verdict.ok) throw invalidData(verdict.message);
    const total = totalPrice(product, request.quantity);
    if (request.totalPrice !== undefined && request.totalPrice !== total) {
      throw conflict(`The price of ${product.name} has changed: ${request.quantity} now cost $${total}. Please review your order.`);
    }
    return this.orders.create({
      productId: product._id,
      product: product.name,
      customerId: customer.id,
      customer: customer.email,
      customerName: customer.displayName,
      phone: request.phone,
      quantity: request.quantity,
      totalPrice: total,
      requestId: request.requestId ?? null,
    });
  }

  /** The orders of `customer` (the caller by default): their own, or anyone's for an admin. */
  async listOrders(caller: User | null, customer?: string): Promise<Order[]> {
    const user = requireSignedIn(caller);
    const email = (customer ?? user.email).toLowerCase();
    requireSelfOrAdmin(user, email);
    if (email === user.email) return this.orders.listByCustomer(user.id);
    // An admin asking by email sees the orders of the account that has it now.
    const owner = await this.users.findByEmail(email);
    return owner ? this.orders.listByCustomer(owner.id) : [];
  }

  /** One order, for its owner or an admin. */
  async getOrder(caller: User | null, id: string): Promise<Order> {
    const user = requireSignedIn(caller);
    const order = await this.findOrder(id);
    requireOwnerOrAdmin(user, order.customerId);
    return order;
  }

  /** Deletes the caller's own order while it is unpaid, its open payments canceled first. */
  async deleteOrder(caller: User | null, id: string): Promise<{ deletedCount: number }> {
    const user = requireSignedIn(caller);
    const order = await this.findOrder(id);
    requireOwner(user, order.customerId);
    if (!canDeleteOrder(order)) throw conflict(orderDeletionMessages.paid);
    await this.payments.cancelOpenPayments(order);
    if (!(await this.orders.deleteUnpaid(order._id))) throw conflict(orderDeletionMessages.paid);
    return { deletedCount: 1 };
  }

  private findOrder(id: string): Promise<Order> {
    return findRecord((orderId) => this.orders.findById(orderId), id, 'order');
  }
}
