// Trade accounts over HTTP: a customer applies, an admin answers (the customer is emailed either
// way), an approved company's prices price every path a line is priced on (the spec's order, the
// cart, checkout), and a total the browser computed at another price is refused with the right one.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../core/domain/product';
import type { TradeAccount } from '../../core/domain/trade-account';
import { onAccountMessages } from '../../core/domain/on-account';
import type { MemoryMailOutbox } from '../../adapters/memory/memory-mail-outbox';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { deliverTo } from '../support/stored-orders';
import { startTestServer, type TestServer } from '../support/test-server';

const ADMIN = `trade-${crypto.randomUUID().slice(0, 8)}@example.com`;
let server: TestServer;
let app: FastifyInstance;
let call: Call;
let admin: Customer;

beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] });
  app = server.app;
  call = callAs(app);
  admin = await signedInAdmin(app, ADMIN);
});
afterAll(() => app.close());

const application = (companyName = `Joinery ${crypto.randomUUID().slice(0, 4)} Ltd`) => ({
  companyName,
  companyNumber: 'sc 123456',
  vatNumber: 'GB 123 4567 89',
  invoiceAddress: { recipient: 'Accounts', line1: '1 Mill Lane', city: 'Leeds', postcode: 'LS1 1AA', country: 'United Kingdom' },
});
const apply = async (who: Customer, companyName?: string): Promise<TradeAccount> => {
  const res = await call('POST', '/api/trade-account', who.token, application(companyName));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const decide = (id: string, decision: Record<string, unknown>) => call('POST', `/api/trade-accounts/${id}/decision`, admin.token, decision);
const mailTo = async (email: string) => (await server.outbox.list({ limit: 100 })).items.filter((message) => message.to === email);
/** A verified customer whose company's account is approved with these prices. */
async function tradeBuyer(prices: Record<string, unknown>) {
  const buyer = await signedInCustomer(app, 'Bea Buyer', { verified: true });
  const account = await apply(buyer);
  expect((await decide(account._id, { approve: true })).statusCode).toBe(200);
  const set = await call('PUT', `/api/trade-accounts/${account._id}/prices`, admin.token, prices);
  expect(set.statusCode, set.body).toBe(200);
  return buyer;
}
// Claw hammers: $24 each, $22 from 20, $20 from 50.
const addProduct = async (fields: Record<string, unknown> = {}): Promise<Product> => {
  const form = { name: `Claw Hammer ${crypto.randomUUID().slice(0, 4)}`, description: 'Forged', price: 24, min: 1, max: 200, image: '/h.svg', stock: 1000, priceBreaks: [{ from: 20, to: 49, price: 22 }, { from: 50, to: null, price: 20 }], ...fields };
  const res = await call('POST', '/api/products', admin.token, form);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const order = (who: Customer, productId: string, quantity: number, totalPrice?: number) =>
  call('POST', '/api/order', who.token, { ...deliverTo, phone: '0114 496 0000', productId, quantity, ...(totalPrice === undefined ? {} : { totalPrice }) });

describe('an application for a trade account', () => {
  it('is kept pending, the numbers as registered, and answered to the customer by email when approved', async () => {
    const rosa = await signedInCustomer(app, 'Rosa Díaz', { verified: true });
    expect((await call('GET', '/api/trade-account', rosa.token)).json()).toEqual({ account: null, role: null, invitations: [], buyers: [], invited: [], standing: null });
    const account = await apply(rosa, 'Díaz & Daughters Ltd');
    expect(account).toMatchObject({ status: 'pending', companyNumber: 'SC123456', vatNumber: 'GB123456789', applicant: { id: rosa.id, email: rosa.email } });
    expect((await call('GET', '/api/trade-account', rosa.token)).json()).toMatchObject({ account: { _id: account._id, status: 'pending' }, role: 'owner' });
    // One at a time.
    const again = await call('POST', '/api/trade-account', rosa.token, application());
    expect([again.statusCode, again.json().message]).toEqual([409, 'Your application for a trade account is waiting for our answer']);
    expect((await call('GET', '/api/trade-accounts?status=pending', admin.token)).json().items.map((a: TradeAccount) => a._id)).toContain(account._id);

    const approved = await decide(account._id, { approve: true });
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect((await mailTo(rosa.email)).map((m) => m.subject)).toContain('Díaz & Daughters Ltd has a trade account with Hartwell Tools');
    const twice = await decide(account._id, { approve: false });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This application has been answered already']);
    const more = await call('POST', '/api/trade-account', rosa.token, application());
    expect([more.statusCode, more.json().message]).toEqual([409, 'You already buy for a company on a trade account']);
    const audit = (await call('GET', `/api/audit?subjectId=${account._id}`, admin.token)).json().items;
    expect(audit).toMatchObject([{ action: 'trade.approved', actor: { email: ADMIN }, before: { status: 'pending' }, after: { status: 'approved' } }]);
  });

  it('declined, tells the customer why, and lets them apply again', async () => {
    const sam = await signedInCustomer(app, 'Sam Slate', { verified: true });
    const account = await apply(sam, 'Slate Roofing Ltd');
    const declined = await decide(account._id, { approve: false, reason: 'Companies House lists no company SC123456.' });
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: 'Companies House lists no company SC123456.' });
    expect((await call('GET', '/api/trade-account', sam.token)).json()).toMatchObject({ account: { status: 'declined', declineReason: 'Companies House lists no company SC123456.' }, role: null });
    const [letter] = await mailTo(sam.email);
    expect(letter.subject).toBe('Your application for a trade account with Hartwell Tools');
    const queued = (server.outbox as MemoryMailOutbox).all().find((message) => message._id === letter._id);
    expect(queued).toMatchObject({ email: { template: 'trade-account-declined', data: { companyName: 'Slate Roofing Ltd', reason: 'Companies House lists no company SC123456.' } } });
    expect((await apply(sam, 'Slate Roofing Ltd')).status).toBe('pending');
  });

  it('needs a confirmed email, and a whole application, and stores nothing otherwise', async () => {
    const unconfirmed = await signedInCustomer(app, 'Una Confirmed');
    const res = await call('POST', '/api/trade-account', unconfirmed.token, application());
    expect([res.statusCode, res.json().message]).toEqual([403, 'Confirm your email address before applying for a trade account']);
    const confirmed = await signedInCustomer(app, 'Carl Confirmed', { verified: true });
    for (const [fields, message] of [
      [{ companyName: '' }, 'body companyName: Company name is required'],
      [{ vatNumber: '12345' }, "body vatNumber: Type the VAT number with its country prefix: GB and 9 or 12 digits (GB123456789), or another country's prefix and number"],
      [{ invoiceAddress: { recipient: 'Accounts' } }, 'body invoiceAddress.line1: Address line 1 is required'],
    ] as const) {
      const refused = await call('POST', '/api/trade-account', confirmed.token, { ...application(), ...fields });
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
    }
    expect((await call('GET', '/api/trade-account', confirmed.token)).json()).toEqual({ account: null, role: null, invitations: [], buyers: [], invited: [], standing: null });
  });

  it('has prices set only once approved, and only within their bounds', async () => {
    const buyer = await signedInCustomer(app, 'Pat Pending', { verified: true });
    const account = await apply(buyer);
    const early = await call('PUT', `/api/trade-accounts/${account._id}/prices`, admin.token, { discountPercent: 5, fixedPrices: [] });
    expect([early.statusCode, early.json().message]).toEqual([409, 'Prices can be set only for an approved trade account']);
    await decide(account._id, { approve: true });
    const wrong = await call('PUT', `/api/trade-accounts/${account._id}/prices`, admin.token, { discountPercent: 95, fixedPrices: [] });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'body discountPercent: A discount is a whole percent from 0 to 90']);
    expect((await call('GET', `/api/trade-accounts/${account._id}`, admin.token)).json().prices).toEqual({ discountPercent: 0, fixedPrices: [] });
    expect((await call('GET', `/api/trade-accounts/${crypto.randomUUID()}`, admin.token)).statusCode).toBe(404);
  });
});

describe("an approved company's buyer", () => {
  it("pays the company's percentage off, volume prices included, in the spec's order, and is refused the catalogue's total with theirs", async () => {
    const hammer = await addProduct();
    const buyer = await tradeBuyer({ discountPercent: 10, fixedPrices: [] });
    // $24 less 10% is $21.60: whole dollars, $22. From 20, $22 less 10%: $20 (19.80).
    const refused = await order(buyer, hammer._id, 20, 440);
    expect([refused.statusCode, refused.json().message]).toEqual([409, `The price of ${hammer.name} has changed: 20 now cost $400. Please review your order.`]);
    const placed = await order(buyer, hammer._id, 20, 400);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ totalPrice: 400, lines: [{ unitPrice: 20, quantity: 20, lineTotal: 400 }] });
    const few = await order(buyer, hammer._id, 2);
    expect(few.json().order).toMatchObject({ totalPrice: 44, lines: [{ unitPrice: 22 }] });
    // Anyone else pays the catalogue's.
    const walkIn = await signedInCustomer(app, 'Walk In');
    expect((await order(walkIn, hammer._id, 20)).json().order.totalPrice).toBe(440);
  });

  it('pays a fixed price by part number in the cart and at checkout, and is refused a total at other prices', async () => {
    const hammer = await addProduct();
    const saw = await addProduct({ name: `Panel Saw ${crypto.randomUUID().slice(0, 4)}`, price: 30, priceBreaks: [] });
    const buyer = await tradeBuyer({ discountPercent: 50, fixedPrices: [{ partNumber: hammer.partNumber.toLowerCase(), price: 21 }] });
    await call('POST', '/api/cart', buyer.token, { productId: hammer._id, quantity: 10 });
    const cart = (await call('POST', '/api/cart', buyer.token, { productId: saw._id, quantity: 2 })).json();
    // The hammer's $21 fixed price at 10 (the catalogue's $24), and the saw at half its $30.
    expect(cart.lines.map((line: { unitPrice: number; addedPrice: number }) => [line.unitPrice, line.addedPrice])).toEqual([
      [21, 21],
      [15, 15],
    ]);
    expect(cart.subtotal).toBe(240);
    const refused = await call('POST', '/api/checkout', buyer.token, { ...deliverTo, phone: '0114 496 0000', expectedTotal: 300 });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'Prices have changed since you added these products: your order now costs $240 before VAT. Please review your order.']);
    const placed = await call('POST', '/api/checkout', buyer.token, { ...deliverTo, phone: '0114 496 0000', expectedTotal: 240 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ totalPrice: 240 });
  });

  it("pays the catalogue's prices again while the account is not approved", async () => {
    const hammer = await addProduct();
    const buyer = await signedInCustomer(app, 'Wes Waiting', { verified: true });
    await apply(buyer);
    expect((await order(buyer, hammer._id, 2)).json().order.totalPrice).toBe(48);
  });
});

describe("a company's buyers", () => {
  it('are invited by its first buyer, join once their address is confirmed, pay its prices, and can be removed', async () => {
    const hammer = await addProduct();
    const owner = await tradeBuyer({ discountPercent: 10, fixedPrices: [] });
    const colleague = await signedInCustomer(app, 'Cal Colleague', { verified: true });
    const invited = await call('POST', '/api/trade-account/invitations', owner.token, { email: colleague.email.toUpperCase() });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email: colleague.email, invitedBy: 'Bea Buyer' });
    const [letter] = await mailTo(colleague.email);
    expect(letter.subject).toMatch(/^Bea Buyer invited you to buy for Joinery .* Ltd at Hartwell Tools$/);
    expect((await call('GET', '/api/trade-account', owner.token)).json().invited.map((i: { email: string }) => i.email)).toEqual([colleague.email]);

    // The colleague sees the invitation, and pays the catalogue's prices until they accept it.
    const mine = (await call('GET', '/api/trade-account', colleague.token)).json();
    expect(mine).toMatchObject({ account: null, role: null, invitations: [{ email: colleague.email, invitedBy: 'Bea Buyer' }] });
    const accountId = mine.invitations[0].accountId;
    expect((await order(colleague, hammer._id, 2)).json().order.totalPrice).toBe(48);
    // Only the first buyer invites.
    const accepted = await call('POST', `/api/trade-invitations/${accountId}/accept`, colleague.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ account: { _id: accountId }, role: 'buyer', invitations: [] });
    expect(accepted.json().buyers.map((b: { email: string; role: string }) => [b.email, b.role])).toEqual([
      [owner.email, 'owner'],
      [colleague.email, 'buyer'],
    ]);
    const colleagues = (await order(colleague, hammer._id, 2)).json().order;
    expect(colleagues).toMatchObject({ totalPrice: 44, tradeAccountId: accountId });
    // Every buyer sees the company's orders, and each of them; nobody else does.
    const owners = (await order(owner, hammer._id, 3)).json().order;
    for (const who of [owner, colleague]) {
      expect((await call('GET', '/api/trade-account/orders', who.token)).json().map((o: { _id: string }) => o._id)).toEqual([owners._id, colleagues._id]);
    }
    expect((await call('GET', `/api/order/${owners._id}`, colleague.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/order/${owners._id}/detail`, colleague.token)).json().order).toMatchObject({ _id: owners._id, customerName: 'Bea Buyer' });
    const stranger = await signedInCustomer(app, 'Stan Stranger');
    expect((await call('GET', `/api/order/${owners._id}`, stranger.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/trade-account/orders', stranger.token)).json()).toEqual([]);
    // A company's buyer still owns their order: only its owner deletes it.
    expect((await call('DELETE', `/api/order/${owners._id}`, colleague.token)).statusCode).toBe(403);
    const notOwner = await call('POST', '/api/trade-account/invitations', colleague.token, { email: 'someone@example.com' });
    expect([notOwner.statusCode, notOwner.json().message]).toEqual([403, 'Only the buyer who applied for the trade account invites or removes buyers']);
    const again = await call('POST', '/api/trade-account/invitations', owner.token, { email: colleague.email });
    expect([again.statusCode, again.json().message]).toEqual([409, `${colleague.email} buys for your company already`]);

    // Removed, the colleague pays the catalogue's prices again; the first buyer stays.
    const stays = await call('DELETE', `/api/trade-account/buyers/${owner.id}`, owner.token);
    expect([stays.statusCode, stays.json().message]).toEqual([409, 'The buyer who applied for the trade account stays with it']);
    expect((await call('DELETE', `/api/trade-account/buyers/${colleague.id}`, owner.token)).statusCode).toBe(200);
    expect((await order(colleague, hammer._id, 2)).json().order).toMatchObject({ totalPrice: 48, tradeAccountId: null });
    // Gone from the company, they no longer see its orders.
    expect((await call('GET', `/api/order/${owners._id}`, colleague.token)).statusCode).toBe(403);
  });

  it('join only with a confirmed address and a real invitation, and may decline; an invitation may be withdrawn', async () => {
    const owner = await tradeBuyer({ discountPercent: 5, fixedPrices: [] });
    const unconfirmed = await signedInCustomer(app, 'Una Unconfirmed');
    await call('POST', '/api/trade-account/invitations', owner.token, { email: unconfirmed.email });
    const accountId = (await call('GET', '/api/trade-account', unconfirmed.token)).json().invitations[0].accountId;
    const refused = await call('POST', `/api/trade-invitations/${accountId}/accept`, unconfirmed.token);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Confirm your email address before accepting an invitation: it shows the invitation is yours']);
    expect((await call('DELETE', `/api/trade-invitations/${accountId}`, unconfirmed.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/trade-account', unconfirmed.token)).json().invitations).toEqual([]);

    const stranger = await signedInCustomer(app, 'Stan Stranger', { verified: true });
    const uninvited = await call('POST', `/api/trade-invitations/${accountId}/accept`, stranger.token);
    expect([uninvited.statusCode, uninvited.json().message]).toEqual([404, 'There is no invitation for your email address to buy for that company']);

    await call('POST', '/api/trade-account/invitations', owner.token, { email: stranger.email });
    expect((await call('DELETE', `/api/trade-account/invitations/${encodeURIComponent(stranger.email)}`, owner.token)).statusCode).toBe(200);
    expect((await call('POST', `/api/trade-invitations/${accountId}/accept`, stranger.token)).statusCode).toBe(404);
  });
});

describe('a company paying on account', () => {
  it('is given credit by an admin, within bounds, and its buyers see what is owed and left', async () => {
    const buyer = await tradeBuyer({ discountPercent: 0, fixedPrices: [] });
    const { account } = (await call('GET', '/api/trade-account', buyer.token)).json();
    for (const credit of [{ limit: 0 }, { limit: 20_000_000 }, { limit: 100, termsDays: 121 }]) {
      const refused = await call('PUT', `/api/trade-accounts/${account._id}/credit`, admin.token, { credit });
      expect(refused.statusCode, refused.body).toBe(400);
    }
    const given = await call('PUT', `/api/trade-accounts/${account._id}/credit`, admin.token, { credit: { limit: 100 } });
    expect([given.statusCode, given.json().credit]).toEqual([200, { limit: 100, termsDays: 30 }]);
    // What is owed and left is in cents, VAT included; the limit stays whole dollars.
    expect((await call('GET', '/api/trade-account', buyer.token)).json().standing).toEqual({ limit: 100, termsDays: 30, owed: 0, left: 10_000 });
  });

  it('places orders without a card up to the limit, from the order form and the cart, and an admin records their payment once', async () => {
    const hammer = await addProduct();
    const buyer = await tradeBuyer({ discountPercent: 50, fixedPrices: [] });
    const { account } = (await call('GET', '/api/trade-account', buyer.token)).json();
    const byCard = await call('POST', '/api/order', buyer.token, { ...deliverTo, productId: hammer._id, quantity: 1, paymentMethod: 'account' });
    expect([byCard.statusCode, byCard.json().message]).toEqual([403, 'Your company does not pay on account: pay by card']);
    await call('PUT', `/api/trade-accounts/${account._id}/credit`, admin.token, { credit: { limit: 120, termsDays: 14 } });
    // Four hammers at the company's $12: $48, $57.60 with its VAT, on account, due in 14 days.
    const placed = await call('POST', '/api/order', buyer.token, { ...deliverTo, productId: hammer._id, quantity: 4, totalPrice: 48, paymentMethod: 'account' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    expect(order).toMatchObject({ paid: true, holdExpiresAt: null, settledAt: null, totalPrice: 48 });
    expect(Date.parse(order.paymentDueAt) - Date.parse(order.placedAt)).toBeCloseTo(14 * 86_400_000, -4);
    await call('POST', '/api/cart', buyer.token, { productId: hammer._id, quantity: 5 });
    const over = await call('POST', '/api/checkout', buyer.token, { ...deliverTo, paymentMethod: 'account' });
    // Five more come to $72 with their VAT, more than the $62.40 left of $120.
    expect([over.statusCode, over.json().message]).toEqual([409, onAccountMessages.overLimit(7200, 6240)]);
    await call('PUT', `/api/cart/${hammer._id}`, buyer.token, { quantity: 4 });
    const fromCart = await call('POST', '/api/checkout', buyer.token, { ...deliverTo, paymentMethod: 'account' });
    expect([fromCart.statusCode, fromCart.json().order.paid]).toEqual([201, true]);
    expect((await call('GET', '/api/trade-account', buyer.token)).json().standing).toMatchObject({ owed: 11_520, left: 480 });

    const noReference = await call('POST', `/api/order/${order._id}/payment-on-account`, admin.token, { reference: ' ' });
    expect(noReference.statusCode).toBe(400);
    const recorded = await call('POST', `/api/order/${order._id}/payment-on-account`, admin.token, { reference: 'BACS 20331' });
    expect([recorded.statusCode, recorded.json().paymentReference]).toEqual([200, 'BACS 20331']);
    const again = await call('POST', `/api/order/${order._id}/payment-on-account`, admin.token, { reference: 'BACS 20331' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'The payment of this order is recorded already']);
    expect((await call('GET', '/api/trade-account', buyer.token)).json().standing).toMatchObject({ owed: 5760, left: 6240 });
    const card = await call('POST', '/api/create-payment-intent', buyer.token, { orderId: order._id });
    expect([card.statusCode, card.json().message]).toEqual([409, onAccountMessages.noCardPayment]);
  });
});
