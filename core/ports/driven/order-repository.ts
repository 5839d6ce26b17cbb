import type { Address } from '../../domain/address';
import type { NewMail } from '../../domain/mail';
import type { Order } from '../../domain/order';
import type { OrderLine } from '../../domain/order-line';
import type { NewOrderEvent, OrderActor, OrderEvent } from '../../domain/order-event';
import type { Page, PageRequest } from '../../domain/page';

/** An order as the shop stores it when placed: unpaid, not shipped, its units held until `holdExpiresAt`. */
export type NewOrder = Pick<Order, 'customerId' | 'customerEmail' | 'customerName' | 'phone'> & {
  /** One or more lines, each of a different product that exists now. */
  lines: readonly OrderLine[];
  deliveryAddress: Address;
  holdExpiresAt: Date;
  /** The browser's key for one placement: sending it again must not store a second order. */
  requestId: string | null;
  /** Who placed it, for the timeline. */
  actor: OrderActor;
  /** The most units the customer may hold unpaid at once, this order's included. */
  unpaidUnitsCap: number;
  /**
   * Checked out from the customer's cart: its lines for these products leave the cart in the
   * transaction that stores the order, and when one is gone already (the cart checked out in
   * another tab, a line removed meanwhile) nothing is stored.
   */
  fromCart?: boolean;
};

/** A line whose units were not there: how many of its product are left. */
export interface Shortage {
  productId: string;
  available: number;
}

/**
 * What placing answered: the order stored (or stored before, for the same request), the lines
 * whose units are not there (nothing is taken then), or that the customer holds `held` unpaid
 * units already and this order would take them past their cap.
 */
export type Placement = { placed: Order } | { outOfStock: Shortage[] } | { overCap: { held: number } } | { cartChanged: true };

/** How paying went with the units: held already, held again, or gone (the order is then flagged short of stock). */
export type PaidOrder = { order: Order; shortOfStock: boolean };

/**
 * The mail an order's change causes, written from the order as the change leaves it: the repository
 * queues it in the outbox in the same transaction as the change, so that both happen or neither.
 */
export type MailFor = (order: Order) => Promise<readonly NewMail[]>;

/** The admins' views of all orders. `to-ship`: paid, not shipped, not cancelled. */
export const orderFilters = ['all', 'to-ship', 'unpaid', 'shipped', 'cancelled', 'cancellation-requested'] as const;
export type OrderFilter = (typeof orderFilters)[number];

export interface OrderListRequest extends PageRequest {
  filter: OrderFilter;
  /** An order number (HT-10042) or part of an email. */
  search?: string;
}

/**
 * Where orders, their stock holds and their timelines are kept. Every change of state is one atomic,
 * conditional step that writes its timeline event with it: two callers racing for the same change
 * see one succeed and the other answered null. Lists come newest first, short of stock first in
 * the admins' lists.
 */
export interface OrderRepository {
  /**
   * Takes every line's units from stock and stores the order with its lines, or nothing: nothing
   * when a line's units are not all there, or when
   * the customer's held units would pass `unpaidUnitsCap`, counted so that two of their placements
   * at once cannot both pass it.
   */
  place(order: NewOrder, mail?: MailFor): Promise<Placement>;
  findById(id: string): Promise<Order | null>;
  /** The order a customer placed with this request key, if any. */
  findByRequest(customerId: string, requestId: string): Promise<Order | null>;
  /** The orders of one user, by their user id. */
  listByCustomer(customerId: string): Promise<Order[]>;
  /** The admins' list, a page at a time. */
  listAll(request: OrderListRequest): Promise<Page<Order>>;
  /** The products a customer has paid for, each once, as the orders name them (products since deleted left out). */
  paidProducts(customerId: string): Promise<{ productId: string; productName: string }[]>;
  /** The order's timeline, oldest first. */
  events(orderId: string): Promise<OrderEvent[]>;
  /** Adds an event that changes no state (payment started, a note); the event stored. */
  addEvent(orderId: string, event: NewOrderEvent): Promise<OrderEvent>;

  /** Deletes the order only while it is unpaid, returning its held units; whether it did. */
  deleteUnpaid(id: string): Promise<boolean>;
  /** An unpaid order whose hold lapsed takes its units again until `holdExpiresAt`; null when they are not in stock. A held order is answered as it is. */
  holdAgain(id: string, holdExpiresAt: Date): Promise<Order | null>;
  /** Returns to stock the units of unpaid orders held past `now`; the ids of the orders it released. */
  releaseExpiredHolds(now: Date): Promise<string[]>;
  /**
   * Marks an unpaid order paid: held units become sold; lapsed ones are taken again if in stock,
   * and when they are not the order is still paid (the money was taken) and flagged short of stock.
   * Null when it was not unpaid.
   */
  markPaid(id: string, transactionId: string, actor: OrderActor, mail?: MailFor): Promise<PaidOrder | null>;

  /** Records a customer's request to cancel a paid, unshipped order; null when it cannot be asked now. */
  requestCancellation(id: string, actor: OrderActor, reason: string, mail?: MailFor): Promise<Order | null>;
  /** Declines a pending request, recording why and queuing `mail` with it; null when there is none. */
  declineCancellation(id: string, actor: OrderActor, reason: string, mail?: MailFor): Promise<Order | null>;
  /**
   * Claims the cancellation of an unshipped, uncancelled order, so that only one admin's refund
   * runs; null when it is shipped, cancelled or claimed already (a claim made before
   * `staleBefore` counts as abandoned and is taken over).
   */
  claimCancellation(id: string, staleBefore: Date): Promise<Order | null>;
  /** Gives a claim back when the refund failed, so that it may be tried again. */
  releaseCancellationClaim(id: string): Promise<void>;
  /** Completes a claimed cancellation: its units return to stock and the refund, if any, is recorded. */
  completeCancellation(id: string, actor: OrderActor, refund: { id: string; amount: number } | null, mail?: MailFor): Promise<Order>;
  /** Marks a paid, unshipped, uncancelled order shipped; null when it was not. */
  markShipped(id: string, actor: OrderActor, shipment: { carrier: string | null; trackingNumber: string | null }, mail?: MailFor): Promise<Order | null>;
}
