import * as v from 'valibot';
import { byId } from './carts';
import { emailSchema } from '../domain/credentials';
import type { PlacedOrderRequest } from '../domain/order-request';
import type { Order } from '../domain/order';
import { OrderChanges, requireAllowed } from './order-rules';
import { actorOf, asCustomerSees, isInternal, type OrderEvent } from '../domain/order-event';
import { DEFAULT_TAX, taxOf, type TaxSettings } from '../domain/tax';
import type { Seller } from '../domain/tax-document';
import { checkQuantity, MAX_CARD_CENTS, MAX_ORDER_TOTAL, orderTotalMessages, placingMessages, stockMessages, termsOf, totalPrice, type Product, type ProductTerms } from '../domain/product';
import { orderLinesOf, type Quote } from '../domain/quote';
import { lineOf, totalOf, unitsOf, type OrderLine } from '../domain/order-line';
import { cartMessages, viewCart, type CheckoutRequest } from '../domain/cart';
import type { CartRepository } from '../ports/driven/cart-repository';
import { isAdmin, type User } from '../domain/user';
import type { AddressRepository } from '../ports/driven/address-repository';
import type { OrderRepository, Shortage } from '../ports/driven/order-repository';
import type { ProductRepository } from '../ports/driven/product-repository';
import type { UserRepository } from '../ports/driven/user-repository';
import { conflict, forbidden, invalidData, notFound } from './errors';
import { dueDateOf, onAccountMessages, standingOf, type PaymentMethod } from '../domain/on-account';
import { deliveryAddressFor, type DeliveryChoice } from './delivery-address';
import { findRecord } from './records';
import type { OrderMail } from './order-mail';
import type { Payments } from './payments';
import { requireOwner, requireOwnerOrAdmin, requireSelf, requireSelfOrAdmin } from './permissions';
import type { ShopMetrics } from '../ports/driven/shop-metrics';
import { noMetrics } from './no-metrics';
import { RecentProducts } from './recent-products';
import { catalogueTermsOnly, soldTo, type BuyerTerms, type TradeTerms } from '../domain/trade-account';

/** An order's lines, and its products as the rules read them. */
interface PlacedLines {
  lines: OrderLine[];
  readAs: readonly ProductTerms[];
}

/** Why `request` cannot be ordered of `product` as it is, or null when it can. */
function refusalOf(product: Product | null, request: PlacedOrderRequest) {
  if (!product) return notFound('That product is no longer in the catalogue');
  const verdict = checkQuantity(product, request.quantity);
  // Too few in stock is the shop's state, not a mistake in the request: the same answer as losing a race for the last units.
  if (!verdict.ok) return verdict.reason === 'above_stock' ? conflict(verdict.message) : invalidData(verdict.message);
  const total = totalPrice(product, request.quantity);
  if (request.totalPrice !== undefined && request.totalPrice !== total) {
    return conflict(`The price of ${product.name} has changed: ${request.quantity} now cost $${total}. Please review your order.`);
  }
  return null;
}

/** What placing needs beside the lines: where it goes, the phone, the browser's key, and whether it empties the cart. */
type PlacementRequest = DeliveryChoice & { phone: string; requestId?: string; fromCart?: boolean; paymentMethod?: PaymentMethod; terms: TradeTerms | null };

/** Whose orders to list: an email, or by default the caller's own. */
export const orderListQuerySchema = v.object({ customer: v.optional(emailSchema) });

/** How many units one account may hold unpaid at once: fewer until its email address is confirmed. */
export interface UnpaidUnitsCap {
  confirmed: number;
  unconfirmed: number;
}

export const DEFAULT_UNPAID_UNITS: UnpaidUnitsCap = { confirmed: 1000, unconfirmed: 50 };

/** How long an unpaid order holds its units, how many one account may hold, and the clock holds are measured on. */
export interface OrderSettings {
  holdMinutes: number;
  /** The VAT rules orders are taxed by when placed (the United Kingdom's 20% by default). */
  tax?: TaxSettings;
  /** Who sells, as invoices and credit notes name them (the demo seller by default). */
  seller?: Seller;
  unpaidUnits?: UnpaidUnitsCap;
  /** Products with fewer units in stock are low, as the admins' dashboard lists them (DEFAULT_LOW_STOCK_BELOW unless set). */
  lowStockBelow?: number;
  now?: () => Date;
}

/** The cap on unpaid units that applies to `customer`. */
export const unpaidUnitsCapFor = (customer: Pick<User, 'emailVerified'>, settings: OrderSettings) =>
  (settings.unpaidUnits ?? DEFAULT_UNPAID_UNITS)[customer.emailVerified ? 'confirmed' : 'unconfirmed'];

/** When a hold that starts now runs out. */
export const holdUntil = (settings: OrderSettings) => new Date((settings.now?.() ?? new Date()).getTime() + settings.holdMinutes * 60_000);

/** One order as its page shows it: the order, what happened to it, and its product's picture while the product exists. */
export interface OrderDetail {
  order: Order;
  timeline: OrderEvent[];
  image: string | null;
}

/** Placing, reading and deleting orders, for the signed-in callers the contract lets in; which order is whose is decided here. */
export class Ordering {
  constructor(
    private readonly products: ProductRepository,
    private readonly orders: OrderRepository,
    private readonly payments: Pick<Payments, 'cancelOpenPayments' | 'orderDeleted' | 'holdReleased'>,
    private readonly users: Pick<UserRepository, 'findByEmail'>,
    private readonly addresses: Pick<AddressRepository, 'find' | 'add'>,
    private readonly carts: Pick<CartRepository, 'contents'>,
    private readonly settings: OrderSettings,
    private readonly mail: Pick<OrderMail, 'forOwner'>,
    private readonly metrics: Pick<ShopMetrics, 'orderPlaced'> = noMetrics,
    private readonly buyerTerms: BuyerTerms = catalogueTermsOnly,
  ) {
    this.changes = new OrderChanges(orders, settings.now);
  }

  private readonly changes: OrderChanges;
  private readonly recent = new RecentProducts();

  /** The VAT orders are taxed by when placed, which pages show prices with before. */
  taxSettings(): TaxSettings {
    return this.settings.tax ?? DEFAULT_TAX;
  }

  /** `request` is shaped by the contract's schema (orderRequestSchema); here the rules run. */
  async placeOrder(customer: User, request: PlacedOrderRequest): Promise<Order> {
    if (request.customer !== undefined) requireSelf(customer, request.customer);
    // A product read moments ago serves while it allows the order: the placement stores nothing if
    // the product's terms have changed since, and then it is read again. Any refusal is the product's as it is now.
    // A company's buyer is sold at its prices; the placement still compares the catalogue's terms.
    const recent = this.recent.get(request.productId);
    const [terms, first] = await Promise.all([this.buyerTerms(customer), recent ?? this.readProduct(request.productId)]);
    const sold = (product: Product | null) => product && soldTo(product, terms?.prices ?? null);
    const product = first === recent && refusalOf(sold(recent), request) !== null ? await this.readProduct(request.productId) : first;
    const refusal = refusalOf(sold(product), request);
    if (refusal) throw refusal;
    const shortage = (shortages: Shortage[]) => stockMessages.notEnough(shortages[0]?.available ?? 0);
    return this.place(customer, { ...request, terms }, { lines: [lineOf(sold(product)!, request.quantity)], readAs: [termsOf(product!)] }, shortage, async () => {
      const now = await this.readProduct(request.productId);
      const changed = refusalOf(sold(now), request);
      if (changed) throw changed;
      return { lines: [lineOf(sold(now)!, request.quantity)], readAs: [termsOf(now!)] };
    });
  }

  /** The product as stored now, kept as the most recent read of it. */
  private async readProduct(id: string) {
    const product = await this.products.findById(id);
    if (product) this.recent.remember(product);
    else this.recent.forget(id);
    return product;
  }

  /**
   * Places the caller's cart as one order: every line's units taken at once or none, prices read
   * again (a total other than the one the customer was shown answers 409 with the new one), the
   * cart emptied in the transaction that stores the order, and the same `requestId` again
   * answering the order already placed.
   */
  async checkout(customer: User, request: CheckoutRequest): Promise<Order> {
    const [{ items, products: inCart }, terms] = await Promise.all([this.carts.contents(customer.id), this.buyerTerms(customer)]);
    if (items.length === 0) {
      // A checkout sent again after its answer was lost finds its order, not an empty cart.
      const placed = request.requestId ? await this.orders.findByRequest(customer.id, request.requestId) : null;
      if (placed) return placed;
      throw conflict(cartMessages.empty);
    }
    const products = byId(inCart.map((product) => soldTo(product, terms?.prices ?? null)));
    const cart = viewCart(items, products);
    const faulty = cart.lines.find((line) => line.problem);
    if (faulty) throw faulty.problem === 'quantity' ? invalidData(`${faulty.name}: ${faulty.message}`) : conflict(`${faulty.name}: ${faulty.message}`);
    if (cart.blocked) throw invalidData(cart.blocked);
    if (request.expectedTotal !== undefined && request.expectedTotal !== cart.subtotal) throw conflict(cartMessages.priceChanged(cart.subtotal));
    const lines = items.map((item) => lineOf(products.get(item.productId)!, item.quantity));
    const catalogue = byId(inCart);
    const readAs = items.map((item) => termsOf(catalogue.get(item.productId)!));
    const names = new Map(cart.lines.map((line) => [line.productId, line.name]));
    return this.place(customer, { ...request, fromCart: true, terms }, { lines, readAs }, (shortages) =>
      cartMessages.shortages(shortages.map(({ productId, available }) => ({ name: names.get(productId)!, available }))),
    );
  }

  /**
   * Places the order accepting a quote: its lines at the quoted prices (the products' bounds and
   * today's prices do not apply), its units taken now, paid by card or on the company's account.
   * The quote's id is the placement's key, so a quote accepted twice places one order.
   */
  async placeQuote(customer: User, quote: Pick<Quote, '_id' | 'lines'>, request: DeliveryChoice & { phone: string; paymentMethod?: PaymentMethod }): Promise<Order> {
    const lines = orderLinesOf(quote);
    if (request.paymentMethod !== 'account' && totalOf(lines) > MAX_ORDER_TOTAL) throw invalidData(orderTotalMessages.cannotBePaid);
    const terms = await this.buyerTerms(customer);
    const names = new Map(lines.map((line) => [line.productId, line.name]));
    return this.place(customer, { ...request, requestId: quote._id, terms }, { lines, readAs: [] }, (shortages) =>
      cartMessages.shortages(shortages.map(({ productId, available }) => ({ name: names.get(productId) ?? 'A product', available }))),
    );
  }

  /**
   * Stores the order of these lines, or says in the shop's words why not. A product changed since
   * it was read is read again once (`readAgain`), its rules run again; a checkout's cart, read in
   * the same moment as its products, is reviewed by the customer instead.
   */
  private async place(
    customer: User,
    request: PlacementRequest,
    { lines, readAs }: PlacedLines,
    shortageMessage: (shortages: Shortage[]) => string,
    readAgain?: () => Promise<PlacedLines>,
  ): Promise<Order> {
    // On account only where the company has credit; the limit is counted against what it owes when the order is stored.
    const credit = request.paymentMethod === 'account' ? request.terms?.credit : null;
    if (request.paymentMethod === 'account' && !credit) throw forbidden(onAccountMessages.notAllowed);
    const deliveryAddress = await deliveryAddressFor(this.addresses, customer, request);
    const now = this.settings.now?.() ?? new Date();
    const taxed = (lines: OrderLine[]) => {
      const tax = taxOf(this.taxSettings(), lines, deliveryAddress.country, { vatNumber: request.terms?.vatNumber ?? null });
      // A card payment takes at most so much, VAT included; on account the credit limit is the bound.
      if (request.paymentMethod !== 'account' && tax.gross > MAX_CARD_CENTS) throw invalidData(orderTotalMessages.cannotBePaid);
      return tax;
    };
    const placing = (lines: OrderLine[], readAs: readonly ProductTerms[]) =>
      this.orders.place({
        lines,
        tax: taxed(lines),
        readAs,
        customerId: customer.id,
        tradeAccountId: request.terms?.accountId ?? null,
        onAccount: credit ? { limit: credit.limit, dueAt: dueDateOf(now, credit.termsDays) } : null,
        customerEmail: customer.email,
        customerName: customer.displayName,
        phone: request.phone,
        requestId: request.requestId ?? null,
        deliveryAddress,
        holdExpiresAt: holdUntil(this.settings),
        actor: actorOf(customer),
        // One order within the products' bounds is always possible for an account holding nothing unpaid.
        unpaidUnitsCap: Math.max(unpaidUnitsCapFor(customer, this.settings), unitsOf(lines)),
        fromCart: request.fromCart,
      }, this.mail.forOwner(customer).placed);
    let placed = lines;
    let placement = await placing(lines, readAs);
    if ('productChanged' in placement && readAgain) {
      const again = await readAgain();
      placed = again.lines;
      placement = await placing(again.lines, again.readAs);
    }
    if ('outOfStock' in placement) throw conflict(shortageMessage(placement.outOfStock));
    if ('overCredit' in placement) throw conflict(onAccountMessages.overLimit(taxed(placed).gross, standingOf(credit!, placement.overCredit.owed).left));
    if ('overCap' in placement) throw conflict(stockMessages.overUnpaidCap(placement.overCap.held, unpaidUnitsCapFor(customer, this.settings), customer.emailVerified));
    if ('cartChanged' in placement) throw conflict(cartMessages.changed);
    if ('productChanged' in placement) throw conflict(request.fromCart ? cartMessages.changed : placingMessages.productChanged);
    this.metrics.orderPlaced();
    return placement.placed;
  }

  /** The orders of `customer` (the caller by default): their own, or anyone's for an admin. */
  async listOrders(user: User, customer?: string): Promise<Order[]> {
    const email = (customer ?? user.email).toLowerCase();
    requireSelfOrAdmin(user, email);
    if (email === user.email) return this.orders.listByCustomer(user.id);
    // An admin asking by email sees the orders of the account that has it now.
    const owner = await this.users.findByEmail(email);
    return owner ? this.orders.listByCustomer(owner.id) : [];
  }

  /** One order, for its owner, a buyer of the company it was bought for, or an admin. */
  async getOrder(user: User, id: string): Promise<Order> {
    const order = await this.findOrder(id);
    if (order.tradeAccountId && user.id !== order.customerId && !isAdmin(user) && (await this.buyerTerms(user))?.accountId === order.tradeAccountId) return order;
    requireOwnerOrAdmin(user, order.customerId);
    return order;
  }

  /** One order with its timeline, for its owner (internal notes left out) or an admin. */
  async getOrderDetail(caller: User, id: string): Promise<OrderDetail> {
    const order = await this.getOrder(caller, id);
    // The picture of the order's first product still in the catalogue.
    const productId = order.lines.find((line) => line.productId)?.productId;
    const [timeline, product] = await Promise.all([this.orders.events(order._id), productId ? this.products.findById(productId) : null]);
    return { order, timeline: isAdmin(caller) ? timeline : timeline.filter((event) => !isInternal(event)).map(asCustomerSees), image: product?.image ?? null };
  }

  /** Deletes the caller's own order while it is unpaid, its open payments canceled first. */
  async deleteOrder(user: User, id: string): Promise<{ deletedCount: number }> {
    const order = await this.findOrder(id);
    requireOwner(user, order.customerId);
    requireAllowed('deleteUnpaid', order);
    await this.payments.cancelOpenPayments(order);
    await this.changes.make('deleteUnpaid', order, {});
    await this.payments.orderDeleted(order);
    return { deletedCount: 1 };
  }

  /**
   * Returns to stock the units of unpaid orders whose hold ran out (the shop's background sweep),
   * and cancels their open card payments; how many orders it released.
   */
  async releaseExpiredHolds(): Promise<number> {
    const now = this.settings.now?.() ?? new Date();
    const released: string[] = [];
    for (const order of await this.orders.lapsedHolds(now)) {
      // An order paid, deleted or held again meanwhile is refused by the table, and left as it is.
      if ('order' in (await this.changes.attempt('holdExpired', order, { now }))) released.push(order._id);
    }
    // Each order's payments are stopped whatever befalls another's; a failure is reported after (a payment still taken is refunded then).
    const stopped = await Promise.allSettled(released.map((id) => this.payments.holdReleased(id)));
    const failed = stopped.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return released.length;
  }

  private findOrder(id: string): Promise<Order> {
    return findRecord((orderId) => this.orders.findById(orderId), id, 'order');
  }
}
