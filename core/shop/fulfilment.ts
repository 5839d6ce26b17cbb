import { auditActorOf } from '../domain/audit';
import * as v from 'valibot';
import { readPage } from './read-page';
import type { Order, Shipment } from '../domain/order';
import { OrderChanges, requireAllowed } from './order-rules';
import { actorOf, type OrderEvent } from '../domain/order-event';
import { orderFilters, type OrderRepository } from '../ports/driven/order-repository';
import type { Page } from '../domain/page';
import { pageQuerySchema } from './catalogue';
import type { OrderMail } from './order-mail';
import { findRecord } from './records';
import type { Admin } from './permissions';
import { demoDrafter, type DocumentDrafter } from './document-drafts';

/** The admins' order list: a view, an order number or email to look for, and a page. */
export const orderListRequestSchema = v.object({
  ...pageQuerySchema.entries,
  filter: v.optional(v.picklist(orderFilters, `Choose one of: ${orderFilters.join(', ')}`), 'all'),
  search: v.optional(v.pipe(v.string('The search must be text'), v.trim(), v.maxLength(254, 'Keep the search under 254 characters'))),
});
export type OrderListQuery = v.InferOutput<typeof orderListRequestSchema>;

/** Admins (the contract lets only them in) seeing every order, shipping the paid ones, recording payments on account and keeping notes on them. */
export class Fulfilment {
  private readonly changes: OrderChanges;

  constructor(
    private readonly orders: OrderRepository,
    private readonly mail: Pick<OrderMail, 'forOwnerOf'>,
    /** Drafts the invoice an order bought on account gets when it ships. */
    drafts: DocumentDrafter = demoDrafter,
  ) {
    this.changes = new OrderChanges(orders, undefined, drafts);
  }

  async listAllOrders(request: OrderListQuery): Promise<Page<Order>> {
    return readPage(() => this.orders.listAll({ ...request, search: request.search || undefined }));
  }

  /** Ships a paid order, once, with the carrier and tracking number when given. */
  async shipOrder(admin: Admin, id: string, shipment: Shipment = {}): Promise<Order> {
    const order = requireAllowed('ship', await this.findOrder(id));
    const input = { actor: actorOf(admin), carrier: shipment.carrier ?? null, trackingNumber: shipment.trackingNumber ?? null };
    return this.changes.make('ship', order, input, (await this.mail.forOwnerOf(order)).shipped, auditActorOf(admin));
  }

  /** Records that the money of an order bought on account arrived, with the bank's reference: once; the customer is sent a receipt. */
  async recordPaymentOnAccount(admin: Admin, id: string, reference: string, now = new Date()): Promise<Order> {
    const order = requireAllowed('recordPayment', await this.findOrder(id));
    return this.changes.make('recordPayment', order, { actor: actorOf(admin), reference, now }, (await this.mail.forOwnerOf(order)).paymentRecorded, auditActorOf(admin));
  }

  /** An internal note on an order: on its timeline, for admins only. */
  async addNote(admin: Admin, id: string, text: string): Promise<OrderEvent> {
    await this.findOrder(id);
    return this.orders.addEvent(id, { type: 'note', actor: actorOf(admin), details: { text } });
  }

  private findOrder(id: string): Promise<Order> {
    return findRecord((orderId) => this.orders.findById(orderId), id, 'order');
  }
}
