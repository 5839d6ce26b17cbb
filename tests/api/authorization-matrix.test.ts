import type { FastifyInstance } from 'fastify';
import { orderSteps } from '../support/order-steps';
import { deliverTo, payStored, storeOrder } from '../support/stored-orders';
import { shopActor } from '../../core/domain/order-event';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, routes, type RouteName } from '../../core/contract';
import type { CartRepository } from '../../core/ports/driven/cart-repository';
import type { QuoteRepository } from '../../core/ports/driven/quote-repository';
import type { Quote } from '../../core/domain/quote';
import type { TradeAccountRepository } from '../../core/ports/driven/trade-account-repository';
import type { TradeAccount } from '../../core/domain/trade-account';
import type { MemoryAddressRepository } from '../../adapters/memory/memory-address-repository';
import type { MemoryContactMessageRepository } from '../../adapters/memory/memory-contact-message-repository';
import type { MemoryMailOutbox } from '../../adapters/memory/memory-mail-outbox';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import type { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import type { MemoryCategoryRepository } from '../../adapters/memory/memory-category-repository';
import type { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import { callAs, signedInAdmin, signedInCustomer, storeUser, type Call, type Customer } from '../support/customers';
import { startTestServer } from '../support/test-server';
import { payAsBrowser } from '../support/pay-as-browser';
import type { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';

/**
 * Every route of the HTTP contract x { anonymous, customer A, customer B, admin }: the status each
 * gets and what is left afterwards. The resources a call touches belong to customer A and are made
 * fresh for every call. A route added to the contract without a row here fails the first test.
 */
type Caller = 'anonymous' | 'a' | 'b' | 'admin';
type Fixture = { params?: Record<string, string>; query?: string; body?: unknown; raw?: Buffer; after?: (status: number) => Promise<void> };
interface Row {
  statuses: Record<Caller, number>;
  /** Makes what the call needs, owned by customer A. */
  prepare?: () => Promise<Fixture>;
}

let app: FastifyInstance;
let call: Call;
let products: MemoryProductRepository;
let categories: MemoryCategoryRepository;
let orders: MemoryOrderRepository;
let users: MemoryUserRepository;
let messages: MemoryContactMessageRepository;
let addresses: MemoryAddressRepository;
let carts: CartRepository;
let outbox: MemoryMailOutbox;
let sandbox: SandboxCardProcessor;
let trade: TradeAccountRepository;
let quotes: QuoteRepository;
const who = {} as Record<Exclude<Caller, 'anonymous'>, Customer>;
const ADMIN = `matrix-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
const product = () => ({ name: `Part ${crypto.randomUUID().slice(0, 6)}`, description: 'A part', price: 12, max: 9, min: 1, image: '/p.svg', stock: 1000 });

const newProduct = () => products.insert(product());
const newCategory = async () => {
  const written = await categories.insert({ name: `Category ${crypto.randomUUID().slice(0, 6)}`, parentId: null }, () => null);
  if (!('saved' in written)) throw new Error('the category was not written');
  return written.saved;
};
const orderOfA = async (paid = false) => {
  const item = await newProduct();
  const order = (await call('POST', '/api/order', who.a.token, { ...deliverTo, productId: item._id, quantity: 1 })).json().order;
  if (paid) await payStored(orders, order._id, `txn_${crypto.randomUUID()}`);
  return { order, item };
};
/** The id of the invoice of a paid order of customer A, as the admins see it. */
const invoiceOfA = async () => {
  const { order } = await orderOfA(true);
  return (await call('GET', `/api/order/${order._id}/documents`, who.admin.token)).json()[0]._id as string;
};
const reviewOfA = async () => {
  const { item } = await orderOfA(true);
  return (await call('POST', '/api/reviews', who.a.token, { productId: item._id, rating: 4, text: 'Good part' })).json();
};
/** A fresh product in customer A's cart, alone there; its id. */
const inCartOfA = async () => {
  const item = await newProduct();
  await carts.replace(who.a.id, [{ productId: item._id, quantity: 1, name: item.name, addedPrice: item.price }]);
  return item._id;
};
const exists = async (id: string) => (await orders.findById(id)) !== null;
const contactForm = () => ({ name: 'Vera Visitor', email: 'vera@example.com', message: `Question ${crypto.randomUUID().slice(0, 6)}` });
const deliveryAddress = (recipient = 'Customer A') => ({ recipient, line1: '12 Foundry Row', city: 'Sheffield', postcode: 'S1 2AB', country: 'United Kingdom' });
/** Customer A's book afresh, with two addresses: the first is the default; the second is answered. */
const addressOfA = async () => {
  for (const old of await addresses.list(who.a.id)) await addresses.remove(who.a.id, old._id);
  const limits = { makeDefault: false, limit: 20 };
  await addresses.add(who.a.id, { company: '', line2: '', region: '', ...deliveryAddress() }, limits);
  return (await addresses.add(who.a.id, { company: '', line2: '', region: '', ...deliveryAddress('A at work') }, limits))!;
};
const tradeApplication = {
  companyName: 'A & Sons Ltd',
  companyNumber: '01234567',
  invoiceAddress: { recipient: 'Accounts', line1: '12 Foundry Row', city: 'Sheffield', postcode: 'S1 2AB', country: 'United Kingdom' },
};
/** A fresh application by a fresh customer (customer A cannot have two), answered when `approved`. */
const tradeAccountOfA = async ({ approved = false } = {}) => {
  const applicant = await storeUser(users, { email: `trade-${crypto.randomUUID().slice(0, 8)}@example.com` });
  const account = (await trade.apply({ id: applicant.id, name: applicant.displayName, email: applicant.email }, { ...tradeApplication, vatNumber: null, invoiceAddress: { ...tradeApplication.invoiceAddress, company: '', line2: '', region: '' } })) as TradeAccount;
  if (!approved) return account;
  return (await trade.decide(account._id, { approve: true }, { id: who.admin.id, name: 'Admin', email: ADMIN }, () => [])) as TradeAccount;
};
/** A quote customer A asked for, of a fresh product: answered (at $10 a unit, for a week) when asked. */
const quoteOfA = async ({ answered = false } = {}) => {
  const item = await newProduct();
  const lines = [{ productId: item._id, partNumber: item.partNumber, name: item.name, quantity: 20, cataloguePrice: item.price, quotedPrice: null }];
  const quote = await quotes.request({ customerId: who.a.id, customerEmail: 'a@example.com', customerName: 'Customer A', lines, note: '' }, () => []);
  if (!answered) return quote;
  const answer = { prices: [10], validUntil: inDays(7), note: '', at: new Date() };
  return (await quotes.answer(quote._id, answer, { id: who.admin.id, name: 'Admin', email: ADMIN }, () => [])) as Quote;
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const storedMessages = async () => (await messages.list({ limit: 100 })).items;

const all = (status: number): Record<Caller, number> => ({ anonymous: status, a: status, b: status, admin: status });
const signedIn = (a: number, b: number, admin: number): Record<Caller, number> => ({ anonymous: 401, a, b, admin });

const matrix: Record<RouteName, Row> = {
  listProducts: { statuses: all(200) },
  searchProducts: { statuses: all(200), prepare: async () => ({ query: 'q=part&sort=price-low&stock=in' }) },
  suggestProducts: { statuses: all(200), prepare: async () => ({ query: 'q=par' }) },
  listCategories: { statuses: all(200) },
  getCategory: { statuses: all(200), prepare: async () => ({ params: { id: (await newCategory())._id } }) },
  addCategory: { statuses: signedIn(403, 403, 201), prepare: async () => ({ body: { name: `Category ${crypto.randomUUID().slice(0, 6)}` } }) },
  updateCategory: { statuses: signedIn(403, 403, 200), prepare: async () => ({ params: { id: (await newCategory())._id }, body: { name: `Renamed ${crypto.randomUUID().slice(0, 6)}` } }) },
  deleteCategory: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const category = await newCategory();
      return { params: { id: category._id }, after: async (status) => expect(categories.has(category._id)).toBe(status !== 200) };
    },
  },
  getProduct: { statuses: all(200), prepare: async () => ({ params: { id: (await newProduct())._id } }) },
  getProductDetail: { statuses: all(200), prepare: async () => ({ params: { id: (await newProduct())._id } }) },
  getAuthConfig: { statuses: all(200) },
  getTaxSettings: { statuses: all(200) },
  // Takes a sign-in service's proof, which no shop token is.
  openSession: { statuses: all(401), prepare: async () => ({ params: { email: who.a.email } }) },
  isAdmin: { statuses: signedIn(200, 403, 200), prepare: async () => ({ params: { email: who.a.email } }) },
  listUsers: { statuses: signedIn(403, 403, 200) },
  placeOrder: { statuses: signedIn(201, 201, 201), prepare: async () => ({ body: { ...deliverTo, productId: (await newProduct())._id, quantity: 1 } }) },
  listOrders: { statuses: signedIn(200, 403, 200), prepare: async () => ({ query: `customer=${encodeURIComponent(who.a.email)}` }) },
  getOrder: { statuses: signedIn(200, 403, 200), prepare: async () => ({ params: { id: (await orderOfA()).order._id } }) },
  deleteOrder: {
    statuses: signedIn(200, 403, 403),
    prepare: async () => {
      const { order } = await orderOfA();
      return { params: { id: order._id }, after: async (status) => expect(await exists(order._id)).toBe(status !== 200) };
    },
  },
  // A cart is its owner's alone: another's line is not found in the caller's own cart.
  getCart: { statuses: signedIn(200, 200, 200) },
  addToCart: { statuses: signedIn(200, 200, 200), prepare: async () => ({ body: { productId: (await newProduct())._id, quantity: 1 } }) },
  setCartQuantity: { statuses: signedIn(200, 404, 404), prepare: async () => ({ params: { id: await inCartOfA() }, body: { quantity: 2 } }) },
  removeFromCart: {
    statuses: signedIn(200, 404, 404),
    prepare: async () => {
      const id = await inCartOfA();
      return { params: { id }, after: async (status) => expect((await carts.items(who.a.id)).some((item) => item.productId === id)).toBe(status !== 200) };
    },
  },
  mergeCart: { statuses: signedIn(200, 200, 200), prepare: async () => ({ body: { items: [{ productId: (await newProduct())._id, quantity: 1 }] } }) },
  previewCart: { statuses: all(200), prepare: async () => ({ body: { items: [{ productId: (await newProduct())._id, quantity: 1 }] } }) },
  // Only A's cart holds anything: the others' empty carts have nothing to check out.
  checkout: {
    statuses: signedIn(201, 409, 409),
    prepare: async () => {
      await Promise.all([carts.replace(who.b.id, []), carts.replace(who.admin.id, []), inCartOfA()]);
      return { body: deliverTo };
    },
  },
  getPaymentConfig: { statuses: all(200) },
  createPaymentIntent: { statuses: signedIn(200, 403, 403), prepare: async () => ({ body: { orderId: (await orderOfA()).order._id } }) },
  // A made-up transaction: refused to everyone; others' orders are refused before it is looked at.
  recordPayment: {
    statuses: signedIn(400, 403, 403),
    prepare: async () => {
      const { order } = await orderOfA();
      return { params: { id: order._id }, body: { transactionId: 'pi_made_up' }, after: async () => expect(await orders.findById(order._id)).toMatchObject({ paid: false }) };
    },
  },
  // The provider's endpoint: the client secret is the key, whoever calls.
  confirmSandboxCard: { statuses: all(400), prepare: async () => ({ body: { clientSecret: 'nope', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'A', email: 'a@example.com' } }) },
  makeAdmin: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const email = `promoted-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await storeUser(users, { email });
      return { params: { email }, after: async (status) => expect((await users.findByEmail(email))?.role).toBe(status === 200 ? 'admin' : 'customer') };
    },
  },
  removeAdmin: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const email = `demoted-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await storeUser(users, { email, role: 'admin' });
      return { params: { email }, after: async (status) => expect((await users.findByEmail(email))?.role).toBe(status === 200 ? 'customer' : 'admin') };
    },
  },
  removeUser: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const email = `removed-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await storeUser(users, { email });
      return { params: { email }, after: async (status) => expect(await users.findByEmail(email)).toEqual(status === 200 ? null : expect.anything()) };
    },
  },
  addProduct: {
    statuses: signedIn(403, 403, 201),
    prepare: async () => {
      const before = await products.count();
      return { body: product(), after: async (status) => expect(await products.count()).toBe(before + (status === 201 ? 1 : 0)) };
    },
  },
  updateProduct: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const item = await newProduct();
      return { params: { id: item._id }, body: { ...product(), price: 99 }, after: async (status) => expect((await products.findById(item._id))?.price).toBe(status === 200 ? 99 : 12) };
    },
  },
  deleteProduct: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const item = await newProduct();
      return { params: { id: item._id }, after: async (status) => expect(await products.findById(item._id)).toEqual(status === 200 ? null : expect.anything()) };
    },
  },
  uploadImage: { statuses: signedIn(403, 403, 201), prepare: async () => ({ raw: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c2410c' } }).png().toBuffer() }) },
  exportCatalogue: { statuses: signedIn(403, 403, 200) },
  // A dry run: the catalogue stays as it is, whoever asks.
  importCatalogue: { statuses: signedIn(403, 403, 200), prepare: async () => ({ raw: Buffer.from('Part number,Name,Price,Minimum,Maximum,Stock,Description,Picture\r\n') }) },
  getProfile: { statuses: signedIn(200, 403, 200), prepare: async () => ({ params: { email: who.a.email } }) },
  saveProfile: {
    statuses: signedIn(200, 403, 200),
    prepare: async () => ({ params: { email: who.a.email }, body: { name: 'Ann', home: '1 Forge Lane', education: 'College', link: 'https://ann.example.com' } }),
  },
  // Everyone has a book of their own: another's address is not found in it, whoever asks.
  listAddresses: { statuses: signedIn(200, 200, 200) },
  addAddress: { statuses: signedIn(201, 201, 201), prepare: async () => ({ body: { address: deliveryAddress() } }) },
  updateAddress: {
    statuses: signedIn(200, 404, 404),
    prepare: async () => {
      const address = await addressOfA();
      return {
        params: { id: address._id },
        body: { address: deliveryAddress('Changed') },
        after: async (status) => expect((await addresses.find(who.a.id, address._id))?.recipient).toBe(status === 200 ? 'Changed' : 'A at work'),
      };
    },
  },
  deleteAddress: {
    statuses: signedIn(200, 404, 404),
    prepare: async () => {
      const address = await addressOfA();
      return { params: { id: address._id }, after: async (status) => expect(await addresses.find(who.a.id, address._id)).toEqual(status === 200 ? null : expect.anything()) };
    },
  },
  makeDefaultAddress: {
    statuses: signedIn(200, 404, 404),
    prepare: async () => {
      const address = await addressOfA();
      return { params: { id: address._id }, after: async (status) => expect((await addresses.find(who.a.id, address._id))?.isDefault).toBe(status === 200) };
    },
  },
  writeReview: { statuses: signedIn(201, 403, 403), prepare: async () => ({ body: { productId: (await orderOfA(true)).item._id, rating: 5, text: 'Great' } }) },
  editReview: { statuses: signedIn(200, 403, 403), prepare: async () => ({ params: { id: (await reviewOfA())._id }, body: { rating: 1, text: 'Changed' } }) },
  deleteReview: { statuses: signedIn(200, 403, 200), prepare: async () => ({ params: { id: (await reviewOfA())._id } }) },
  myReviews: { statuses: signedIn(200, 200, 200) },
  productReviews: { statuses: all(200), prepare: async () => ({ params: { id: (await newProduct())._id } }) },
  latestReviews: { statuses: all(200) },
  // Anyone may write to the works; the message is stored whoever sends it.
  sendContactMessage: {
    statuses: all(201),
    prepare: async () => {
      const form = contactForm();
      return { body: form, after: async (status) => expect((await storedMessages()).some((m) => m.message === form.message)).toBe(status === 201) };
    },
  },
  listMessages: { statuses: signedIn(403, 403, 200) },
  markMessageRead: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const message = await messages.create(contactForm());
      return { params: { id: message._id }, after: async (status) => expect((await storedMessages()).find((m) => m._id === message._id)?.readAt).toEqual(status === 200 ? expect.any(String) : null) };
    },
  },
  // Customers A and B have not confirmed their email; the admin has, so has nothing to confirm.
  sendVerificationEmail: { statuses: signedIn(200, 200, 409) },
  // A fresh address each time: one address gets only so many emails an hour.
  requestPasswordReset: { statuses: all(200), prepare: async () => ({ body: { email: `reset-${crypto.randomUUID().slice(0, 8)}@example.com` } }) },
  // Anyone may say an account changed: the server asks the sign-in service, and A's account has not.
  checkAccount: {
    statuses: all(200),
    prepare: async () => ({ body: { email: who.a.email }, after: async () => expect((await call('GET', '/api/addresses', who.a.token)).statusCode).toBe(200) }),
  },
  listOutbox: { statuses: signedIn(403, 403, 200) },
  listAudit: { statuses: signedIn(403, 403, 200) },
  getMyTradeAccount: { statuses: signedIn(200, 200, 200) },
  listCompanyOrders: { statuses: signedIn(200, 200, 200) },
  // Applying needs a confirmed email: customers A and B have not confirmed theirs; the admin has.
  applyForTradeAccount: { statuses: signedIn(403, 403, 201), prepare: async () => ({ body: tradeApplication }) },
  // Buyers are invited and removed only by an approved company's first buyer: A and B buy for none;
  // the admin applied above (its row runs first), so its account is pending.
  inviteTradeBuyer: { statuses: signedIn(403, 403, 409), prepare: async () => ({ body: { email: 'colleague@example.com' } }) },
  withdrawTradeInvitation: { statuses: signedIn(403, 403, 409), prepare: async () => ({ params: { email: 'colleague@example.com' } }) },
  removeTradeBuyer: { statuses: signedIn(403, 403, 409), prepare: async () => ({ params: { id: 'someone' } }) },
  // Accepting needs a confirmed email (A and B have none confirmed) and an invitation (nobody has one).
  acceptTradeInvitation: { statuses: signedIn(403, 403, 404), prepare: async () => ({ params: { id: (await tradeAccountOfA({ approved: true }))._id } }) },
  declineTradeInvitation: { statuses: signedIn(404, 404, 404), prepare: async () => ({ params: { id: (await tradeAccountOfA({ approved: true }))._id } }) },
  listTradeAccounts: { statuses: signedIn(403, 403, 200), prepare: async () => ({ query: 'status=pending' }) },
  getTradeAccount: { statuses: signedIn(403, 403, 200), prepare: async () => ({ params: { id: (await tradeAccountOfA())._id } }) },
  getTradeAccountDetail: { statuses: signedIn(403, 403, 200), prepare: async () => ({ params: { id: (await tradeAccountOfA({ approved: true }))._id } }) },
  decideTradeAccount: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const account = await tradeAccountOfA();
      return { params: { id: account._id }, body: { approve: true }, after: async (status) => expect((await trade.findById(account._id))?.status).toBe(status === 200 ? 'approved' : 'pending') };
    },
  },
  setTradePrices: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const account = await tradeAccountOfA({ approved: true });
      return {
        params: { id: account._id },
        body: { discountPercent: 10, fixedPrices: [] },
        after: async (status) => expect((await trade.findById(account._id))?.prices.discountPercent).toBe(status === 200 ? 10 : 0),
      };
    },
  },
  setTradeCredit: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const account = await tradeAccountOfA({ approved: true });
      return {
        params: { id: account._id },
        body: { credit: { limit: 5000 } },
        after: async (status) => expect((await trade.findById(account._id))?.credit).toEqual(status === 200 ? { limit: 5000, termsDays: 30 } : null),
      };
    },
  },
  resendEmail: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const subject = `Failed ${crypto.randomUUID().slice(0, 6)}`;
      await outbox.enqueue([{ to: 'reader@example.com', subject, html: '<p>x</p>', text: 'x' }]);
      const claimed = (await outbox.claimDue({ now: new Date(Date.now() + 60_000), limit: 100, leaseMs: 1 })).find((m) => m.subject === subject)!;
      await outbox.markAttemptFailed(claimed, { error: '550 no such mailbox', retryAt: null });
      return { params: { id: claimed._id }, after: async (status) => expect((await outbox.find(claimed._id))?.status).toBe(status === 200 ? 'queued' : 'failed') };
    },
  },
  listAllOrders: { statuses: signedIn(403, 403, 200) },
  getOrderDetail: { statuses: signedIn(200, 403, 200), prepare: async () => ({ params: { id: (await orderOfA()).order._id } }) },
  requestCancellation: {
    statuses: signedIn(200, 403, 403),
    prepare: async () => {
      const { order } = await orderOfA(true);
      return { params: { id: order._id }, body: { reason: 'Ordered twice' }, after: async (status) => expect((await orders.findById(order._id))?.cancellationRequested).toBe(status === 200) };
    },
  },
  declineCancellation: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const { order } = await orderOfA(true);
      await orderSteps(orders).requestCancellation(order._id, shopActor, '');
      return { params: { id: order._id }, body: { reason: 'Already packed' }, after: async (status) => expect((await orders.findById(order._id))?.cancellationRequested).toBe(status !== 200) };
    },
  },
  // An unpaid order: cancelled with nothing to refund.
  cancelOrder: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const { order } = await orderOfA();
      return { params: { id: order._id }, after: async (status) => expect((await orders.findById(order._id))?.cancelledAt === null).toBe(status !== 200) };
    },
  },
  // A paid order of two units: one refunded.
  refundLines: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const item = await newProduct();
      const order = (await call('POST', '/api/order', who.a.token, { ...deliverTo, productId: item._id, quantity: 2 })).json().order;
      await payAsBrowser(call, sandbox, who.a, order._id);
      return {
        params: { id: order._id },
        body: { lines: [{ line: 1, quantity: 1 }], restock: true },
        after: async (status) => expect((await orders.findById(order._id))?.refunds).toHaveLength(status === 200 ? 1 : 0),
      };
    },
  },
  addOrderNote: {
    statuses: signedIn(403, 403, 201),
    prepare: async () => {
      const { order } = await orderOfA();
      const notes = async () => (await orders.events(order._id)).filter((event) => event.type === 'note');
      return { params: { id: order._id }, body: { text: 'Packed on bench 2' }, after: async (status) => expect(await notes()).toHaveLength(status === 201 ? 1 : 0) };
    },
  },
  requestQuote: {
    statuses: signedIn(403, 403, 201),
    prepare: async () => ({ body: { lines: [{ productId: (await newProduct())._id, quantity: 50 }], note: 'For a refit' } }),
  },
  listMyQuotes: { statuses: signedIn(200, 200, 200) },
  getQuote: { statuses: signedIn(200, 404, 200), prepare: async () => ({ params: { id: (await quoteOfA())._id } }) },
  acceptQuote: {
    statuses: signedIn(201, 404, 404),
    prepare: async () => {
      const quote = await quoteOfA({ answered: true });
      return { params: { id: quote._id }, body: deliverTo, after: async (status) => expect((await quotes.findById(quote._id))?.status).toBe(status === 201 ? 'accepted' : 'answered') };
    },
  },
  declineQuote: {
    statuses: signedIn(200, 404, 404),
    prepare: async () => {
      const quote = await quoteOfA({ answered: true });
      return { params: { id: quote._id }, after: async (status) => expect((await quotes.findById(quote._id))?.status).toBe(status === 200 ? 'declined' : 'answered') };
    },
  },
  listQuotes: { statuses: signedIn(403, 403, 200), prepare: async () => ({ query: 'status=requested' }) },
  listOrderDocuments: { statuses: signedIn(200, 403, 200), prepare: async () => ({ params: { id: (await orderOfA(true)).order._id } }) },
  getDocumentFile: { statuses: signedIn(200, 404, 200), prepare: async () => ({ params: { id: await invoiceOfA() } }) },
  listDocuments: { statuses: signedIn(403, 403, 200), prepare: async () => ({ query: 'from=2026-01-01&to=2026-12-31' }) },
  exportDocuments: { statuses: signedIn(403, 403, 200), prepare: async () => ({ query: 'from=2026-01-01&to=2026-12-31' }) },
  getShopFigures: { statuses: signedIn(403, 403, 200), prepare: async () => ({ query: 'by=week' }) },
  answerQuote: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const quote = await quoteOfA();
      return { params: { id: quote._id }, body: { prices: [9], validUntil: inDays(14) }, after: async (status) => expect((await quotes.findById(quote._id))?.status).toBe(status === 200 ? 'answered' : 'requested') };
    },
  },
  recordPaymentOnAccount: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const account = await tradeAccountOfA({ approved: true });
      const item = await newProduct();
      const order = await storeOrder(orders, {
        customerId: who.a.id,
        customerEmail: 'a@example.com',
        customerName: 'Customer A',
        phone: '',
        productId: item._id,
        productName: item.name,
        quantity: 1,
        totalPrice: item.price,
        tradeAccountId: account._id,
        onAccount: { limit: 1_000_000, dueAt: new Date(Date.now() + 30 * 86_400_000) },
      });
      return { params: { id: order._id }, body: { reference: 'BACS 1' }, after: async (status) => expect((await orders.findById(order._id))?.paymentReference).toBe(status === 200 ? 'BACS 1' : null) };
    },
  },
  shipOrder: {
    statuses: signedIn(403, 403, 200),
    prepare: async () => {
      const { order } = await orderOfA(true);
      return { params: { id: order._id }, after: async (status) => expect((await orders.findById(order._id))?.shipped).toBe(status === 200) };
    },
  },
};

beforeAll(async () => {
  const server = await startTestServer({ adminEmails: [ADMIN] });
  ({ app, products, categories, orders, users, messages, addresses, carts } = server);
  ({ app, products, orders, users, messages, outbox, sandbox, trade, quotes } = server);
  call = callAs(app);
  [who.a, who.b] = await Promise.all([signedInCustomer(app, 'Customer A'), signedInCustomer(app, 'Customer B')]);
  who.admin = await signedInAdmin(app, ADMIN, 'Admin');
});
afterAll(() => app.close());

describe('the authorization matrix', () => {
  it('has a row for every route of the contract', () => {
    expect(Object.keys(matrix).sort()).toEqual(Object.keys(routes).sort());
  });

  for (const [name, row] of Object.entries(matrix) as [RouteName, Row][]) {
    it(`${routes[name].method} ${routes[name].path} (${name})`, async () => {
      const got: Partial<Record<Caller, number>> = {};
      for (const caller of ['anonymous', 'a', 'b', 'admin'] as const) {
        const fixture = (await row.prepare?.()) ?? {};
        const url = pathOf(routes[name].path, fixture.params) + (fixture.query ? `?${fixture.query}` : '');
        const token = caller === 'anonymous' ? undefined : who[caller].token;
        const res = fixture.raw
          ? await app.inject({ method: routes[name].method, url, headers: { 'content-type': 'image/png', ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: fixture.raw })
          : await call(routes[name].method, url, token, fixture.body);
        got[caller] = res.statusCode;
        if (res.statusCode >= 400) expect(Object.keys(res.json()).sort(), `${caller}: ${res.body}`).toEqual(['message', 'type']);
        await fixture.after?.(res.statusCode);
      }
      expect(got).toEqual(row.statuses);
    });
  }
});
