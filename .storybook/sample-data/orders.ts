import type { Address } from '../../core/domain/address';
import { lineOf, summaryOf, type OrderLine } from '../../core/domain/order-line';
import { dueDateOf } from '../../core/domain/on-account';
import { NOT_YET_FULFILLED, orderNumber, type Order } from '../../core/domain/order';
import { totalPrice, type CatalogueProduct } from '../../core/domain/product';
import { DEFAULT_TAX, taxOf } from '../../core/domain/tax';
import { sampleId, sampleProducts } from './catalogue';
import { sampleCustomer, sampleUsers } from './people';
import { approvedTradeAccount } from './trade';

// The customer's orders, and every customer's orders as the admins see them.

/** Where the sample orders go. */
export const sampleAddress: Address = {
  recipient: 'Marta Kowalczyk',
  company: 'Kowalczyk Joinery Ltd',
  line1: 'Unit 7, Riverside Trading Estate',
  line2: 'Mill Lane',
  city: 'Hamilton',
  region: 'Ontario',
  postcode: 'L8P 4R5',
  country: 'Canada',
};

/** What a placed order carries beside its line: its number, address and a life cycle not yet begun. */
/** An order's VAT as the shop works it out by default, delivered to the sample address. */
const sampleTax = (lines: OrderLine[], vatNumber: string | null = null) => taxOf(DEFAULT_TAX, lines, sampleAddress.country, { vatNumber });

const lifecycle = (seq: number, placedAt: string, paid: boolean) => ({
  ...NOT_YET_FULFILLED,
  number: orderNumber(seq),
  deliveryAddress: sampleAddress,
  // An unpaid order holds its units for an hour from placement.
  holdExpiresAt: paid ? null : new Date(new Date(placedAt).getTime() + 3_600_000).toISOString(),
});

const sampleOrder = (n: number, product: CatalogueProduct, quantity: number, status: Pick<Order, 'paid' | 'shipped' | 'transactionId'>, phone = '+1 416 555 0142'): Order => {
  // Lists come newest first, as the server sends them: a higher n was placed earlier.
  const placedAt = new Date(Date.UTC(2025, 5, 30 - n, 9 + (n % 8), (n * 7) % 60)).toISOString();
  return {
  ...lifecycle(200 - n, placedAt, status.paid),
  _id: sampleId(5000 + n),
  lines: [lineOf(product, quantity)],
  tax: sampleTax([lineOf(product, quantity)]),
  productId: product._id,
  productName: product.name,
  customerId: sampleCustomer.id,
  tradeAccountId: null,
  customerEmail: sampleCustomer.email,
  customerName: sampleCustomer.displayName,
  phone,
  quantity,
  totalPrice: totalPrice(product, quantity),
  ...status,
  placedAt,
  };
};

const unpaid = { paid: false, shipped: false, transactionId: null };
const paid = (n: number) => ({ paid: true, shipped: false, transactionId: `pi_3Qx${String(n).padStart(4, '0')}Hartwell7kLmN2pQ` });
const shipped = (n: number) => ({ ...paid(n), shipped: true });

/** One order of each status: unpaid (Pay, Delete), paid (with its transaction id) and shipped. */
export const sampleOrders: Order[] = [
  sampleOrder(1, sampleProducts[0], 3, unpaid),
  sampleOrder(2, sampleProducts[2], 6, paid(2)),
  sampleOrder(3, sampleProducts[4], 40, shipped(3), ''),
];

export const unpaidOrder = sampleOrders[0];
export const paidOrder = sampleOrders[1];
export const shippedOrder = sampleOrders[2];

/** 24 orders of mixed products and statuses, for long lists. */
export const manySampleOrders: Order[] = Array.from({ length: 24 }, (_, i) => {
  const product = sampleProducts[i % sampleProducts.length];
  const status = i % 3 === 0 ? unpaid : i % 3 === 1 ? paid(10 + i) : shipped(10 + i);
  return sampleOrder(10 + i, product, product.min + ((i * 5) % (product.max - product.min + 1)), status);
});

const customers = sampleUsers.filter((user) => user.role === 'customer' && user.emailVerified);

const adminOrder = (n: number, status: 'unpaid' | 'paid' | 'shipped', phone = '+1 416 555 0142'): Order => {
  const product = sampleProducts[(n * 5) % sampleProducts.length];
  const customer = customers[n % customers.length];
  const quantity = product.min + ((n * 7) % (product.max - product.min + 1));
  const paid = status !== 'unpaid';
  // Newest first, as the server sends them: a higher n was placed earlier.
  const placedAt = new Date(Date.UTC(2025, 6, 31, 18) - n * 5 * 3_600_000).toISOString();
  return {
    ...lifecycle(500 - n, placedAt, paid),
    _id: sampleId(7000 + n),
    lines: [lineOf(product, quantity)],
    tax: sampleTax([lineOf(product, quantity)]),
    productId: product._id,
    productName: product.name,
    customerId: customer.id,
    tradeAccountId: null,
    customerEmail: customer.email,
    customerName: customer.displayName,
    phone,
    quantity,
    totalPrice: totalPrice(product, quantity),
    paid,
    shipped: status === 'shipped',
    transactionId: paid ? `pi_3Qx${String(7000 + n)}Hartwell7kLmN2pQ` : null,
    placedAt,
  };
};

const statusOf = (n: number) => (['paid', 'unpaid', 'shipped'] as const)[n % 3];

/** 30 orders of mixed customers, products and statuses: three pages of 12, 12 and 6. */
export const adminOrders: Order[] = Array.from({ length: 30 }, (_, n) => adminOrder(n, statusOf(n), n % 4 === 3 ? '' : undefined));

/** The first order listed: paid and not yet shipped, so it can be shipped. */
export const shippableOrder = adminOrders[0];
/** Unpaid: it cannot be shipped. */
export const unpaidAdminOrder = adminOrders[1];
/** Already shipped. */
export const shippedAdminOrder = adminOrders[2];

/** One order of each status, for short tables. */
export const fewAdminOrders: Order[] = [shippableOrder, unpaidAdminOrder, shippedAdminOrder];

/** The customer's paid orders of the products the review stories show (newest first): two reviewed, two still to review. */
export const paidForReviews: Order[] = [7, 4, 5, 2].map((index, i) => {
  const product = sampleProducts[index];
  return sampleOrder(40 + i, product, product.min, paid(40 + i));
});

/** A product name of 77 characters, as a cart's line keeps it: the lists, the slip and the emails show it whole. */
export const longLineName = 'Heavy-Duty Cordless Impact Wrench 18V with Two 5.0 Ah Batteries and Fast Charger';

/** A cart of three lines: the long name with a part number, a part-numbered tape measure, and bolts that have none. */
export const cartLines: OrderLine[] = [
  lineOf({ ...sampleProducts[0], name: longLineName, partNumber: 'HT-IW18-K2' }, 2),
  lineOf({ ...sampleProducts[9], partNumber: 'HT-TM-8M' }, 12),
  lineOf(sampleProducts[10], 5),
];

/** A cart of 14 lines, one of each product and then some again: lists name a few and count the rest. */
export const bigCartLines: OrderLine[] = [...cartLines, ...sampleProducts.slice(0, 11).map((product, i) => lineOf(product, product.min + i))];

/** The lines of a cart, their summary and their VAT: what an order of several lines carries in place of its one line. */
const cartOf = (lines: OrderLine[]) => ({ lines, ...summaryOf(lines), tax: sampleTax(lines) });

/** The customer's order of several lines, paid: what My Orders, the order page and its emails show line by line. */
export const multiLineOrder: Order = { ...sampleOrder(4, sampleProducts[0], 1, paid(4)), _id: sampleId(5100), ...cartOf(cartLines) };

/** The customer's unpaid order of 14 lines. */
export const bigCartOrder: Order = { ...sampleOrder(5, sampleProducts[0], 1, unpaid), _id: sampleId(5101), ...cartOf(bigCartLines) };

/** Every customer's orders with two carts on top: paid (to ship) and unpaid, for Manage All Orders and the packing slip. */
export const multiLineAdminOrder: Order = { ...adminOrders[0], _id: sampleId(7100), number: orderNumber(510), placedAt: '2025-08-01T09:30:00.000Z', ...cartOf(cartLines) };
export const bigCartAdminOrder: Order = { ...adminOrders[1], _id: sampleId(7101), number: orderNumber(511), placedAt: '2025-08-01T10:45:00.000Z', ...cartOf(bigCartLines) };
export const adminOrdersWithCarts: Order[] = [bigCartAdminOrder, multiLineAdminOrder, ...adminOrders];

/** A one-line order whose product was ordered under another name: its line and its summary both say it. */
export const withProductName = (order: Order, name: string): Order => ({ ...order, productName: name, lines: order.lines.map((line) => ({ ...line, name })) });

// Placed some days before today: an order owed on account would otherwise fall overdue as the calendar moves on.
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Bought by Dev Patel on Patel Joinery's account, `placedDaysAgo` days ago, on the company's 30 days. */
const onAccountOrder = (n: number, placedDaysAgo: number, settled: Pick<Order, 'settledAt' | 'paymentReference'> = { settledAt: null, paymentReference: null }): Order => {
  const product = sampleProducts[n];
  const placedAt = daysAgo(placedDaysAgo);
  return {
    ...lifecycle(520 + n, placedAt.toISOString(), true),
    _id: sampleId(7200 + n),
    lines: [lineOf(product, product.min)],
    tax: sampleTax([lineOf(product, product.min)], approvedTradeAccount.vatNumber),
    productId: product._id,
    productName: product.name,
    customerId: sampleCustomer.id,
    tradeAccountId: approvedTradeAccount._id,
    customerEmail: sampleCustomer.email,
    customerName: sampleCustomer.displayName,
    phone: '+44 113 496 0371',
    quantity: product.min,
    totalPrice: totalPrice(product, product.min),
    paid: true,
    shipped: false,
    transactionId: null,
    paymentDueAt: dueDateOf(placedAt, approvedTradeAccount.credit!.termsDays).toISOString(),
    ...settled,
    placedAt: placedAt.toISOString(),
  };
};

/** Bought on account 10 days ago: owed, due in 20 days. */
export const owedOnAccountOrder = onAccountOrder(1, 10);
/** Bought on account 40 days ago and not yet paid: 10 days overdue. */
export const overdueOnAccountOrder = onAccountOrder(2, 40);
/** Bought on account 35 days ago, and its payment recorded 2 days ago. */
export const settledOnAccountOrder = onAccountOrder(3, 35, { settledAt: daysAgo(2).toISOString(), paymentReference: 'PATEL JOINERY HT-10523' });
