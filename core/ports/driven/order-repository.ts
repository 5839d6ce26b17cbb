import type { Address } from '../../domain/address';
import type { NewMail } from '../../domain/mail';
import type { Order } from '../../domain/order';
import type { OrderLine } from '../../domain/order-line';
import type { NewOrderEvent, OrderActor, OrderEvent } from '../../domain/order-event';
import type { OrderChange } from '../../domain/order-life-cycle';
import type { Page, PageRequest } from '../../domain/page';
import type { ProductTerms } from '../../domain/product';
import type { OrderTax } from '../../domain/tax';
import type { TaxDocument } from '../../domain/tax-document';

/** An order as the shop stores it when placed: unpaid, not shipped, its units held until `holdExpiresAt`. */
export type NewOrder = Pick<Order, 'customerId' | 'customerEmail' | 'customerName' | 'phone'> & {
  /** The company its buyer bought for, on the company's trade account; null (or left out) for a customer's own. */
  tradeAccountId?: string | null;
  /**
   * Bought on the company's account (`tradeAccountId`): stored paid-for-now and owed, its units sold
   * rather than held, due at `dueAt`; nothing is stored when the company's unsettled orders and
   * this one come to more than `limit` (whole dollars), each counted with its VAT (`owedFor`), so
   * that two of its buyers at once cannot pass it.
   */
  onAccount?: { limit: number; dueAt: Date } | null;
  /** One or more lines, each of a different product that exists now. */
  lines: readonly OrderLine[];
  /** Its VAT, worked out from these lines: stored with it, never worked out again (left out, the order has none recorded, as orders from before VAT). */
  tax?: OrderTax | null;
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
  /**
   * The products as the rules read them: when one has other terms now (name, price, bounds) or is
   * gone, nothing is stored and the answer is `productChanged`.
   */
  readAs?: readonly ProductTerms[];
};

/** A line whose units were not there: how many of its product are left. */
export interface Shortage {
  productId: string;
  available: number;
}

/**
 * What placing answered: the order stored (or stored before, for the same request), the lines
 * whose units are not there (nothing is taken then), or that the customer holds `held` unpaid
 * units already and this order would take them past their cap, or that the company owes `owed` cents on
 * account already and this order would take it past its limit, or that a product read for it has
 * changed since (nothing is stored then either).
 */
export type Placement = { placed: Order } | { outOfStock: Shortage[] } | { overCap: { held: number } } | { overCredit: { owed: number } } | { cartChanged: true } | { productChanged: true };

/**
 * What applying a change answered: the order as the change left it (`shortOfStock` when its units
 * were to be taken again and were gone, so it was flagged), or that nothing was applied.
 */
export type Applied = { order: Order; shortOfStock: boolean; document?: TaxDocument } | { stale: true } | { unitsGone: true };

/**
 * The mail an order's change causes, written from the order as the change leaves it: the repository
 * queues it in the outbox in the same transaction as the change, so that both happen or neither.
 */
export type MailFor = (order: Order, document?: TaxDocument) => Promise<readonly NewMail[]>;

/** The admins' views of all orders. `to-ship`: paid, not shipped, not cancelled; `on-account`: bought on account and still owed. */
export const orderFilters = ['all', 'to-ship', 'unpaid', 'on-account', 'shipped', 'cancelled', 'cancellation-requested'] as const;
export type OrderFilter = (typeof orderFilters)[number];

export interface OrderListRequest extends PageRequest {
  filter: OrderFilter;
  /** An order number (HT-10042) or part of an email. */
  search?: string;
}

/**
 * Where orders, their stock holds and their timelines are kept. The repository states no rule of
 * the order's life: every change of state is decided by the life cycle's table and applied here as
 * one atomic compare-and-set on the order's version, with its events, units and mail, so that of two
 * callers racing for the same change one succeeds and the other is answered `stale`. Lists come newest first, short of stock first in
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
  /** The orders bought for one company on its trade account, by any of its buyers, newest first. */
  listByTradeAccount(accountId: string): Promise<Order[]>;
  /** What a company owes on account, in cents: its orders bought on account, neither paid nor cancelled, each with its VAT (`owedFor`), added up. */
  owedOnAccount(accountId: string): Promise<number>;
  /** The admins' list, a page at a time. */
  listAll(request: OrderListRequest): Promise<Page<Order>>;
  /** The products a customer has paid for, each once, as the orders name them (products since deleted left out). */
  paidProducts(customerId: string): Promise<{ productId: string; productName: string }[]>;
  /** The order's timeline, oldest first. */
  events(orderId: string): Promise<OrderEvent[]>;
  /** Adds an event that changes no state (payment started, a note); the event stored. */
  addEvent(orderId: string, event: NewOrderEvent): Promise<OrderEvent>;

  /** Unpaid orders whose hold ran out by `now`: what the shop's sweep returns to stock, each through the life cycle. */
  lapsedHolds(now: Date): Promise<Order[]>;
  /**
   * Applies a change the life cycle decided (core/domain/order-life-cycle.ts) to the order as it
   * was at `version`, atomically with its events, its units and its mail: `stale` when the order
   * changed since (or is gone), and nothing is applied; `unitsGone` when the change takes units
   * that are not in stock, and nothing is applied. A change with a `document` numbers and stores it
   * in the same transaction (no number is taken when the change is not applied), and answers it.
   */
  apply(id: string, version: number, change: OrderChange, mail?: MailFor): Promise<Applied>;
}
