// Quotes over the memory repositories: each rule of core/shop/quotes.ts, with the order accepting
// a quote placed by the real Ordering.
import { beforeEach, describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { memoryRepositories, type MemoryRepositories } from '../../adapters/memory/memory-module';
import { MemoryIntentStore } from '../../adapters/memory/memory-intent-store';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import { onAccountMessages } from '../../core/domain/on-account';
import type { Product } from '../../core/domain/product';
import { quoteMessages, type QuoteAnswer } from '../../core/domain/quote';
import type { User } from '../../core/domain/user';
import { Ordering } from '../../core/shop/ordering';
import { Payments } from '../../core/shop/payments';
import type { Admin } from '../../core/shop/permissions';
import { Quotes } from '../../core/shop/quotes';
import { TradeAccounts } from '../../core/shop/trade-accounts';
import { storeAdmin, storeUser } from '../support/customers';
import { refusal } from '../support/refusal';
import { testOrderMail } from '../support/order-mail';
import { testAddress } from '../support/stored-orders';

const settings = { shopName: 'Hartwell Tools', shopUrl: 'http://shop.test', notifyEmail: 'shop@example.com' };
let clock = new Date('2026-11-27T10:00:00.000Z');

let data: MemoryRepositories;
let quotes: Quotes;
let trade: TradeAccounts;
let admin: Admin;
let ann: User;
let bob: User;
let vice: Product;
let saw: Product;


const deliver = { address: testAddress, saveAddress: false, phone: '' };
const answer = (fields: Partial<QuoteAnswer> = {}): QuoteAnswer => ({ prices: [30, 9], validUntil: '2026-12-11', note: 'Delivered in two drops', ...fields });
const stockOf = async (product: Product) => (await data.products.findById(product._id))!.stock;
/** Ann's quote for 500 vices (above their maximum of 50) and 20 saws, answered when asked. */
async function annsQuote({ answered = false } = {}) {
  const quote = await quotes.request(ann, { lines: [{ productId: vice._id, quantity: 500 }, { productId: saw._id, quantity: 20 }], note: 'For a school refit' });
  return answered ? quotes.answer(admin, quote._id, answer()) : quote;
}

beforeEach(async () => {
  clock = new Date('2026-11-27T10:00:00.000Z');
  data = memoryRepositories();
  const renderer = new ReactEmailRenderer(settings);
  const mail = testOrderMail(data.users);
  trade = new TradeAccounts(data.trade, data.users, renderer, settings, data.outbox, data.orders);
  const payments = new Payments(data.orders, new SandboxCardProcessor(new MemoryIntentStore()), () => new Date(clock.getTime() + 3_600_000), mail);
  const terms = (buyer: { id: string }) => trade.termsFor(buyer);
  const ordering = new Ordering(data.products, data.orders, payments, data.users, data.addresses, data.carts, { holdMinutes: 60, now: () => clock }, mail, undefined, terms);
  quotes = new Quotes(data.quotes, data.products, ordering, data.users, renderer, settings, terms, () => clock);
  admin = await storeAdmin(data.users, { email: 'boss@example.com', displayName: 'Boss' });
  ann = await storeUser(data.users, { email: 'ann@example.com', displayName: 'Ann' });
  bob = await storeUser(data.users, { email: 'bob@example.com', displayName: 'Bob' });
  vice = await data.products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 40, min: 1, max: 50, image: '/v.svg', stock: 1000, priceBreaks: [{ from: 100, to: null, price: 36 }] });
  saw = await data.products.insert({ name: 'Hack Saw', description: 'Steel', price: 12, min: 1, max: 10, image: '/s.svg', stock: 100 });
});

describe('asking for a quote', () => {
  it('takes any quantity, above the maximum too, priced at what the customer pays today, and tells the shop', async () => {
    const quote = await annsQuote();
    expect(quote).toMatchObject({ status: 'requested', customerId: ann.id, note: 'For a school refit' });
    expect(quote.lines.map(({ name, quantity, cataloguePrice, quotedPrice }) => [name, quantity, cataloguePrice, quotedPrice])).toEqual([
      ['Bench Vice', 500, 36, null],
      ['Hack Saw', 20, 12, null],
    ]);
    const [mail] = data.outbox.all().filter((m) => m.to === 'shop@example.com');
    expect(mail.subject).toBe(`Quote ${quote.number} asked for by Ann`);
  });

  it('needs a confirmed email and products that exist', async () => {
    const una = await storeUser(data.users, { email: 'una@example.com', emailVerified: false });
    expect(await refusal(quotes.request(una, { lines: [{ productId: vice._id, quantity: 60 }], note: '' }))).toEqual(['forbidden', 'Confirm your email address before asking for a quote']);
    expect(await refusal(quotes.request(ann, { lines: [{ productId: crypto.randomUUID(), quantity: 60 }], note: '' }))).toEqual(['not_found', quoteMessages.productGone]);
  });

  it('is the customer’s and the admins’ to read, and nobody else’s', async () => {
    const quote = await annsQuote();
    expect((await quotes.get(ann, quote._id))._id).toBe(quote._id);
    expect((await quotes.get(admin, quote._id))._id).toBe(quote._id);
    expect(await refusal(quotes.get(bob, quote._id))).toEqual(['not_found', quoteMessages.notFound]);
    expect(await quotes.mine(bob)).toEqual([]);
  });
});

describe('answering', () => {
  it('prices every line until a day within 90, once, and emails the customer', async () => {
    const quote = await annsQuote();
    expect(await refusal(quotes.answer(admin, quote._id, answer({ prices: [30] })))).toEqual(['conflict', quoteMessages.pricesForEveryLine]);
    expect(await refusal(quotes.answer(admin, quote._id, answer({ validUntil: '2026-11-26' })))).toEqual(['conflict', quoteMessages.validUntilRange]);
    expect(await refusal(quotes.answer(admin, quote._id, answer({ validUntil: '2027-02-27' })))).toEqual(['conflict', quoteMessages.validUntilRange]);
    const answered = await quotes.answer(admin, quote._id, answer({ validUntil: '2026-11-27' }));
    expect(answered.lines.map((line) => line.quotedPrice)).toEqual([30, 9]);
    expect(await refusal(quotes.answer(admin, quote._id, answer()))).toEqual(['conflict', quoteMessages.notRequested]);
    const [mail] = data.outbox.all().filter((m) => m.to === 'ann@example.com');
    expect(mail.subject).toBe(`Your quote ${quote.number} from Hartwell Tools`);
  });

  it('keeps the quoted prices whatever the catalogue does afterwards', async () => {
    const quote = await annsQuote({ answered: true });
    await data.products.update(vice._id, { ...vice, price: 55, priceBreaks: [] });
    const { order } = await quotes.accept(ann, quote._id, deliver);
    expect(order.lines.map(({ unitPrice, lineTotal }) => [unitPrice, lineTotal])).toEqual([
      [30, 15_000],
      [9, 180],
    ]);
  });
});

describe('accepting and declining', () => {
  it('places the order at the quoted prices, its units taken then, and to be paid by card', async () => {
    const quote = await annsQuote({ answered: true });
    const { quote: accepted, order } = await quotes.accept(ann, quote._id, deliver);
    expect(order).toMatchObject({ paid: false, totalPrice: 15_180, quantity: 520, customerId: ann.id, holdExpiresAt: expect.any(String) });
    expect(accepted).toMatchObject({ status: 'accepted', orderId: order._id });
    expect([await stockOf(vice), await stockOf(saw)]).toEqual([500, 80]);
    expect(await refusal(quotes.accept(ann, quote._id, deliver))).toEqual(['conflict', quoteMessages.alreadyDecided]);
    expect(await refusal(quotes.decline(ann, quote._id))).toEqual(['conflict', quoteMessages.alreadyDecided]);
  });

  it('places one order when accepted twice at once', async () => {
    const quote = await annsQuote({ answered: true });
    const both = await Promise.all([quotes.accept(ann, quote._id, deliver), quotes.accept(ann, quote._id, deliver)]);
    expect(both[0].order._id).toBe(both[1].order._id);
    expect(await data.orders.listByCustomer(ann.id)).toHaveLength(1);
    expect(await stockOf(vice)).toBe(500);
  });

  it('is refused past the last day, before an answer, and to another customer', async () => {
    const waiting = await annsQuote();
    expect(await refusal(quotes.accept(ann, waiting._id, deliver))).toEqual(['conflict', quoteMessages.notAnswered]);
    const quote = await quotes.answer(admin, waiting._id, answer({ validUntil: '2026-11-30' }));
    expect(await refusal(quotes.accept(bob, quote._id, deliver))).toEqual(['not_found', quoteMessages.notFound]);
    expect(await refusal(quotes.decline(bob, quote._id))).toEqual(['not_found', quoteMessages.notFound]);
    clock = new Date('2026-12-01T00:00:00.000Z');
    expect(await refusal(quotes.accept(ann, quote._id, deliver))).toEqual(['conflict', quoteMessages.expired('2026-11-30')]);
    expect(await stockOf(vice)).toBe(1000);
    // An expired quote may still be declined, to clear it.
    expect(await quotes.decline(ann, quote._id)).toMatchObject({ status: 'declined' });
  });

  it('is placed on the company’s account within its credit, and refused past it', async () => {
    const applied = await trade.apply(ann, { companyName: 'Ann Fabrication Ltd', companyNumber: '01234567', vatNumber: null, invoiceAddress: testAddress });
    await trade.decide(admin, applied._id, { approve: true });
    await trade.setCredit(admin, applied._id, { limit: 10_000, termsDays: 30 });
    const quote = await annsQuote({ answered: true });
    // $15,180 at the quoted prices is $18,216 with its VAT, in cents against $10,000 of credit.
    expect(await refusal(quotes.accept(ann, quote._id, { ...deliver, paymentMethod: 'account' }))).toEqual(['conflict', onAccountMessages.overLimit(1_821_600, 1_000_000)]);
    await trade.setCredit(admin, applied._id, { limit: 20_000, termsDays: 30 });
    const { order } = await quotes.accept(ann, quote._id, { ...deliver, paymentMethod: 'account' });
    expect(order).toMatchObject({ paid: true, paymentDueAt: expect.any(String), tradeAccountId: applied._id, totalPrice: 15_180 });
  });

  it('refuses by card an order above what one card payment takes', async () => {
    const big = await quotes.request(ann, { lines: [{ productId: vice._id, quantity: 900 }], note: '' });
    await quotes.answer(admin, big._id, answer({ prices: [2000] }));
    expect(await refusal(quotes.accept(ann, big._id, deliver))).toEqual(['invalid_data', 'This order costs more than $999,999, the most a card payment takes: it cannot be paid by card']);
  });
});
