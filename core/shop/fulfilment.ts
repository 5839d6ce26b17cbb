import { canShipOrder, type Order } from '../domain/order';
import type { User } from '../domain/user';
import type { OrderRepository } from '../ports/driven/order-repository';
import type { Page, PageRequest } from '../domain/page';
import { InvalidCursorError } from '../domain/page';
import { conflict, invalidData } from './errors';
import { findRecord } from './records';
import { requireAdmin } from './permissions';

/** Admins seeing every order and shipping the paid ones. */
export class Fulfilment {
  constructor(private readonly orders: OrderRepository) {}

  async listAllOrders(caller: User | null, request: PageRequest): Promise<Page<Order>> {
    requireAdmin(caller);
    try {
      return await this.orders.listAll(request);
    } catch (error) {
      if (error instanceof InvalidCursorError) throw invalidData(error.message);
      throw error;
    }
  }

  /** Ships a paid order, once. */
  async shipOrder(caller: User | null, id: string): Promise<Order> {
    requireAdmin(caller);
    const order = await findRecord((orderId) => this.orders.findById(orderId), id, 'order');
    if (!canShipOrder(order)) throw conflict(order.shipped ? 'This order is already shipped' : 'An unpaid order cannot be shipped');
    const shipped = await this.orders.markShipped(id);
    if (!shipped) throw conflict('This order is already shipped');
    return shipped;
  }
}
