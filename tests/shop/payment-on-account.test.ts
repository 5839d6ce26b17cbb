// Payment on account over the memory repositories: a company's credit, orders placed on it from the
// order form and the cart, the admin's record of the payment, and a cancellation that refunds no card.
import { beforeEach, describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { memoryRepositories, type MemoryRepositories } from '../../adapters/memory/memory-module';
import { MemoryIntentStore } from '../../adapters/memory/memory-intent-store';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import type { MailContent } from '../../core/domain/mail';
import { onAccountMessages } from '../../core/domain/on-account';
import type { Product } from '../../core/domain/product';
import type { TradeAccount } from '../../core/domain/trade-account';
import type { User } from '../../core/domain/user';
import { Cancellations } from '../../core/shop/cancellations';
import { Carts } from '../../core/shop/carts';
import { Fulfilment } from '../../core/shop/fulfilment';
import { LineRefunds } from '../../core/shop/line-refunds';
import { Ordering } from '../../core/shop/ordering';
import { Payments } from '../../core/shop/payments';
import type { Admin } from '../../core/shop/permissions';
import { TradeAccounts } from '../../core/shop/trade-accounts';
import { storeAdmin, storeUser } from '../support/customers';
import { refusal } from '../support/refusal';
import { testOrderMail } from '../support/order-mail';
import { testAddress } from '../support/stored-orders';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const settings = { shopName: 'Hartwell Tools', shopUrl: 'http://shop.test', notifyEmail: 'shop@example.com' };

let data: MemoryRepositories;
let trade: TradeAccounts;
let ordering: Ordering;
let payments: Payments;
let processor: SandboxCardProcessor;
let admin: Admin;
let bea: User;
let cal: User;
let vice: Product;
let acme: TradeAccount;


const renderer = new ReactEmailRenderer(settings);
/** The plain text of a queued email, as it will be sent. */
const textOf = async (mail: MailContent | undefined) => {
  if (!mail || !('email' in mail)) throw new Error('no queued email');
  return (await renderer.render(mail.email)).text;
};

const onAccount = (buyer: User, quantity: number) =>
  ordering.placeOrder(buyer, { productId: vice._id, quantity, phone: '', saveAddress: false, address: testAddress, paymentMethod: 'account' });

beforeEach(async () => {
  data = memoryRepositories();
  const mail = testOrderMail(data.users);
  trade = new TradeAccounts(data.trade, data.users, new ReactEmailRenderer(settings), settings, data.outbox, data.orders);
  processor = new SandboxCardProcessor(new MemoryIntentStore());
  payments = new Payments(data.orders, processor, () => new Date(NOW.getTime() + 3_600_000), mail);
  ordering = new Ordering(data.products, data.orders, payments, data.users, data.addresses, data.carts, { holdMinutes: 60, now: () => NOW }, mail, undefined, (buyer) => trade.termsFor(buyer));
  admin = await storeAdmin(data.users, { email: 'boss@example.com', displayName: 'Boss' });
  bea = await storeUser(data.users, { email: 'bea@example.com', displayName: 'Bea' });
  cal = await storeUser(data.users, { email: 'cal@example.com', displayName: 'Cal' });
  vice = await data.products.insert({ name: 'Bench Vice', description: 'Cast iron', price: 100, min: 1, max: 50, image: '/v.svg', stock: 100 });
  const applied = await trade.apply(bea, { companyName: 'Acme Joinery Ltd', companyNumber: '01234567', vatNumber: null, invoiceAddress: testAddress });
  acme = await trade.decide(admin, applied._id, { approve: true });
  await trade.invite(bea, cal.email);
  await trade.acceptInvitation(cal, acme._id);
});

describe("a company's credit", () => {
  it('is given, changed and stopped by an admin for an approved account only, each change in the audit log', async () => {
    expect(await trade.setCredit(admin, acme._id, { limit: 5000, termsDays: 30 })).toMatchObject({ credit: { limit: 5000, termsDays: 30 } });
    expect(await trade.setCredit(admin, acme._id, null)).toMatchObject({ credit: null });
    const pending = await trade.apply(await storeUser(data.users, { email: 'dan@example.com' }), { companyName: 'Dan Ltd', companyNumber: '07654321', vatNumber: null, invoiceAddress: testAddress });
    expect(await refusal(trade.setCredit(admin, pending._id, { limit: 100, termsDays: 30 }))).toEqual(['conflict', onAccountMessages.notApproved]);
    expect(await refusal(trade.setCredit(admin, crypto.randomUUID(), { limit: 100, termsDays: 30 }))).toEqual(['not_found', 'There is no such trade account']);
    const logged = (await data.audit.list({}, { limit: 10 })).items.filter((entry) => entry.action === 'trade.credit_changed');
    expect(logged.map((entry) => entry.after)).toEqual([{ creditLimit: null, termsDays: null }, { creditLimit: 5000, termsDays: 30 }]);
  });

  it("shows every buyer what the company owes and has left", async () => {
    await trade.setCredit(admin, acme._id, { limit: 500, termsDays: 14 });
    await onAccount(cal, 2);
    // Two vices at $100 with 20% VAT: $240 owed, in cents.
    expect((await trade.mine(bea)).standing).toEqual({ limit: 500, termsDays: 14, owed: 24_000, left: 26_000 });
    expect((await trade.mine(cal)).standing).toEqual({ limit: 500, termsDays: 14, owed: 24_000, left: 26_000 });
    await trade.setCredit(admin, acme._id, null);
    expect((await trade.mine(bea)).standing).toBeNull();
  });
});

describe('an order on account', () => {
  beforeEach(async () => {
    // Five vices with their VAT: $600.
    await trade.setCredit(admin, acme._id, { limit: 600, termsDays: 30 });
  });

  it('is placed without a card: sold, due in the days the company is given, and mailed as such to the buyer and the shop', async () => {
    const order = await onAccount(bea, 2);
    expect(order).toMatchObject({ paid: true, holdExpiresAt: null, paymentDueAt: '2026-12-27T10:00:00.000Z', settledAt: null, transactionId: null, tradeAccountId: acme._id });
    expect((await data.products.findById(vice._id))!.stock).toBe(98);
    const mail = data.outbox.all().filter((m) => m.subject.includes(order.number));
    expect(mail.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: 'bea@example.com', subject: `Your order ${order.number} is placed` },
      { to: 'shop@example.com', subject: `New order on account ${order.number}: 2 × Bench Vice` },
    ]);
    const text = await textOf(mail[0]);
    expect(text).toContain('bought on your company’s account');
    expect(text).toContain('is due by 27 Dec 2026');
    expect(text).not.toContain('/dashboard/payment/');
    expect(await textOf(mail[1])).toContain('record its payment when it arrives');
    // No card is asked for it.
    expect(await refusal(payments.createPaymentIntent(bea, order._id))).toEqual(['conflict', onAccountMessages.noCardPayment]);
  });

  it('is refused past the limit, saying what is left, whichever buyer places it; from the cart too', async () => {
    await onAccount(bea, 3);
    // Three vices come to $360 with their VAT; $240 is left.
    expect(await refusal(onAccount(cal, 3))).toEqual(['conflict', onAccountMessages.overLimit(36_000, 24_000)]);
    await new Carts(data.carts, data.products).add(cal, vice._id, 3);
    expect(await refusal(ordering.checkout(cal, { phone: '', saveAddress: false, address: testAddress, paymentMethod: 'account' }))).toEqual(['conflict', onAccountMessages.overLimit(36_000, 24_000)]);
    const fromCart = await (async () => {
      await new Carts(data.carts, data.products).setQuantity(cal, vice._id, 2);
      return ordering.checkout(cal, { phone: '', saveAddress: false, address: testAddress, paymentMethod: 'account' });
    })();
    expect(fromCart).toMatchObject({ paid: true, paymentDueAt: expect.any(String), totalPrice: 200 });
    expect(await refusal(onAccount(bea, 1))).toEqual(['conflict', onAccountMessages.overLimit(12_000, 0)]);
    // By card the company's buyers still order.
    expect(await ordering.placeOrder(bea, { productId: vice._id, quantity: 1, phone: '', saveAddress: false, address: testAddress })).toMatchObject({ paid: false, paymentDueAt: null });
  });

  it('is refused to a buyer whose company has no credit, and to a customer of no company', async () => {
    await trade.setCredit(admin, acme._id, null);
    expect(await refusal(onAccount(bea, 1))).toEqual(['forbidden', onAccountMessages.notAllowed]);
    const dan = await storeUser(data.users, { email: 'dan@example.com' });
    expect(await refusal(onAccount(dan, 1))).toEqual(['forbidden', onAccountMessages.notAllowed]);
    expect((await data.products.findById(vice._id))!.stock).toBe(100);
  });

  it('ships before it is paid; an admin records its payment once, which frees the credit and mails a receipt', async () => {
    const fulfilment = new Fulfilment(data.orders, testOrderMail(data.users));
    const order = await onAccount(bea, 5);
    expect(await refusal(onAccount(cal, 1))).toEqual(['conflict', onAccountMessages.overLimit(12_000, 0)]);
    await fulfilment.shipOrder(admin, order._id);
    const paid = await fulfilment.recordPaymentOnAccount(admin, order._id, 'BACS 4471', NOW);
    expect(paid).toMatchObject({ shipped: true, settledAt: NOW.toISOString(), paymentReference: 'BACS 4471' });
    expect(await refusal(fulfilment.recordPaymentOnAccount(admin, order._id, 'BACS 4471'))).toEqual(['conflict', onAccountMessages.alreadySettled]);
    expect(await onAccount(cal, 5)).toMatchObject({ totalPrice: 500 });
    const receipt = data.outbox.all().find((m) => m.subject === `Receipt for your order ${order.number}`);
    expect(await textOf(receipt)).toContain('BACS 4471');
    const [entry] = (await data.audit.list({}, { limit: 10 })).items.filter((e) => e.action === 'order.payment_recorded');
    expect(entry).toMatchObject({ subject: { type: 'order', label: order.number }, before: { settledAt: null, paymentReference: null }, after: { paymentReference: 'BACS 4471' } });
    // An order paid by card has no payment on account to record.
    const byCard = await ordering.placeOrder(bea, { productId: vice._id, quantity: 1, phone: '', saveAddress: false, address: testAddress });
    expect(await refusal(fulfilment.recordPaymentOnAccount(admin, byCard._id, 'BACS 1'))).toEqual(['conflict', onAccountMessages.notOnAccount]);
  });

  it('is cancelled without a card refund, its units back and its debt gone; its lines are not refunded by card', async () => {
    const mail = testOrderMail(data.users);
    const cancellations = new Cancellations(data.orders, payments, mail, () => NOW);
    const order = await onAccount(bea, 4);
    expect(await refusal(new LineRefunds(data.orders, processor, mail, () => NOW).refundLines(admin, order._id, { lines: [{ line: 1, quantity: 1 }], restock: true }))).toEqual([
      'conflict',
      onAccountMessages.noCardRefund,
    ]);
    const cancelled = await cancellations.cancelOrder(admin, order._id);
    expect(cancelled).toMatchObject({ cancelledAt: expect.any(String), refundId: null });
    expect((await data.products.findById(vice._id))!.stock).toBe(100);
    expect(await data.orders.owedOnAccount(acme._id)).toBe(0);
  });
});
