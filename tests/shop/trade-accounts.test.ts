// Trade accounts over the memory repositories: each rule of core/shop/trade-accounts.ts, without
// the Auth emulator or a server.
import { beforeEach, describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { memoryRepositories, type MemoryRepositories } from '../../adapters/memory/memory-module';
import type { TradeAccount, TradeApplication } from '../../core/domain/trade-account';
import type { User } from '../../core/domain/user';
import type { Admin } from '../../core/shop/permissions';
import { queuedMail } from '../../core/shop/queued-mail';
import { TradeAccounts } from '../../core/shop/trade-accounts';
import { storeAdmin, storeUser } from '../support/customers';
import { refusal } from '../support/refusal';

const renderer = new ReactEmailRenderer({ shopName: 'Hartwell Tools', shopUrl: 'http://shop.test' });
const settings = { shopName: 'Hartwell Tools', shopUrl: 'http://shop.test', notifyEmail: 'shop@shop.test' };

let data: MemoryRepositories;
let trade: TradeAccounts;
let admin: Admin;
let bea: User;
let cal: User;

const application: TradeApplication = {
  companyName: 'Acme Joinery Ltd',
  companyNumber: '01234567',
  vatNumber: null,
  invoiceAddress: { recipient: 'Accounts', company: '', line1: '1 Mill Lane', line2: '', city: 'Leeds', region: '', postcode: 'LS1 1AA', country: 'United Kingdom' },
};

const mailTo = (email: string) => data.outbox.all().filter((message) => message.to === email);

/** Bea's company, approved, Bea its first buyer. */
async function approvedCompany(): Promise<TradeAccount> {
  const account = await trade.apply(bea, application);
  return trade.decide(admin, account._id, { approve: true });
}

beforeEach(async () => {
  data = memoryRepositories();
  trade = new TradeAccounts(data.trade, data.users, renderer, settings, data.outbox, data.orders);
  admin = await storeAdmin(data.users, { email: 'boss@example.com', displayName: 'Boss' });
  bea = await storeUser(data.users, { email: 'bea@example.com', displayName: 'Bea' });
  cal = await storeUser(data.users, { email: 'cal@example.com', displayName: 'Cal' });
});

describe('applying', () => {
  it('needs a confirmed email, and one application at a time', async () => {
    const unconfirmed = await storeUser(data.users, { email: 'una@example.com', emailVerified: false });
    expect(await refusal(trade.apply(unconfirmed, application))).toEqual(['forbidden', 'Confirm your email address before applying for a trade account']);
    await trade.apply(bea, application);
    expect(await refusal(trade.apply(bea, application))).toEqual(['conflict', 'Your application for a trade account is waiting for our answer']);
    await trade.decide(admin, (await data.trade.membershipOf(bea.id))!.account._id, { approve: true });
    expect(await refusal(trade.apply(bea, application))).toEqual(['conflict', 'You already buy for a company on a trade account']);
  });
});

describe('answering', () => {
  it('emails the applicant at their address now, with the shop page of their account', async () => {
    const account = await trade.apply(bea, application);
    await data.users.setEmail(bea.id, 'bea.new@example.com');
    await trade.decide(admin, account._id, { approve: false, reason: 'No such company' });
    expect(mailTo('bea@example.com')).toEqual([]);
    const [letter] = mailTo('bea.new@example.com');
    expect(letter).toMatchObject({
      subject: 'Your application for a trade account with Hartwell Tools',
      email: { template: 'trade-account-declined', data: { name: 'Bea', companyName: 'Acme Joinery Ltd', reason: 'No such company', accountUrl: 'http://shop.test/dashboard/trade-account' } },
    });
  });

  it('is refused for an account answered already, or none', async () => {
    const account = await trade.apply(bea, application);
    await trade.decide(admin, account._id, { approve: true });
    expect(await refusal(trade.decide(admin, account._id, { approve: true }))).toEqual(['conflict', 'This application has been answered already']);
    expect(await refusal(trade.decide(admin, crypto.randomUUID(), { approve: true }))).toEqual(['not_found', 'There is no such trade account']);
    expect(await refusal(trade.get(crypto.randomUUID()))).toEqual(['not_found', 'There is no such trade account']);
    expect(await refusal(trade.setPrices(admin, crypto.randomUUID(), { discountPercent: 1, fixedPrices: [] }))).toEqual(['not_found', 'There is no such trade account']);
  });
});

describe("a company's terms", () => {
  it('are its account and prices while it is approved, for each of its buyers', async () => {
    const account = await trade.apply(bea, application);
    expect(await trade.termsFor(bea)).toBeNull();
    await trade.decide(admin, account._id, { approve: true });
    await trade.setPrices(admin, account._id, { discountPercent: 7, fixedPrices: [] });
    expect(await trade.termsFor(bea)).toEqual({ accountId: account._id, prices: { discountPercent: 7, fixedPrices: [] }, credit: null, vatNumber: null });
    await trade.setCredit(admin, account._id, { limit: 900, termsDays: 45 });
    expect(await trade.termsFor(bea)).toMatchObject({ credit: { limit: 900, termsDays: 45 } });
    expect(await trade.termsFor(cal)).toBeNull();
    expect(await trade.companyOrders(cal)).toEqual([]);
  });

  it('are not looked for when the account read at the door said its user buys for no company, and are when it did not say', async () => {
    const account = await approvedCompany();
    const reads: string[] = [];
    const membershipOf = data.trade.membershipOf.bind(data.trade);
    data.trade.membershipOf = async (userId) => (reads.push(userId), membershipOf(userId));
    expect(await trade.termsFor({ id: cal.id, buysForCompany: false })).toBeNull();
    expect(reads).toEqual([]);
    expect(await trade.termsFor({ id: bea.id, buysForCompany: true })).toMatchObject({ accountId: account._id });
    expect(await trade.termsFor({ id: bea.id })).toMatchObject({ accountId: account._id });
    expect(reads).toEqual([bea.id, bea.id]);
  });
});

describe('buyers', () => {
  it('are invited only by the first buyer of an approved company, each address once, within the hourly limit', async () => {
    const pending = await trade.apply(bea, application);
    expect(await refusal(trade.invite(bea, 'dee@example.com'))).toEqual(['conflict', 'Buyers can be invited once the trade account is approved']);
    expect(await refusal(trade.invite(cal, 'dee@example.com'))).toEqual(['forbidden', 'Only the buyer who applied for the trade account invites or removes buyers']);
    await trade.decide(admin, pending._id, { approve: true });
    expect(await trade.invite(bea, 'Dee@Example.com')).toMatchObject({ email: 'dee@example.com', invitedBy: 'Bea', companyName: 'Acme Joinery Ltd' });
    expect(mailTo('dee@example.com')[0]).toMatchObject({ subject: 'Bea invited you to buy for Acme Joinery Ltd at Hartwell Tools' });
    expect(await refusal(trade.invite(bea, 'bea@example.com'))).toEqual(['conflict', 'bea@example.com buys for your company already']);
    // The address has had five emails this hour: no more.
    await data.outbox.enqueue(Array.from({ length: 4 }, () => queuedMail(renderer, { template: 'verify-email', to: 'dee@example.com', data: { name: 'Dee', email: 'dee@example.com', link: 'http://shop.test/x' } })));
    expect(await refusal(trade.invite(bea, 'dee@example.com'))).toEqual(['too_many_requests', 'We have written to this address several times in the last hour. Please wait an hour before asking again.']);
  });

  it('join with a confirmed address and an invitation, show in the company, and are removed by the first buyer only', async () => {
    const account = await approvedCompany();
    await trade.invite(bea, cal.email);
    expect((await trade.mine(cal)).invitations.map((i) => i.accountId)).toEqual([account._id]);
    expect((await trade.mine(bea)).invited.map((i) => i.email)).toEqual([cal.email]);
    const joined = await trade.acceptInvitation(cal, account._id);
    expect(joined).toMatchObject({ account: { _id: account._id }, role: 'buyer', invitations: [], invited: [] });
    expect(joined.buyers.map((b) => b.email)).toEqual([bea.email, cal.email]);
    // Admins read the same buyers on the account, and its standing once it has credit.
    expect(await trade.detail(account._id)).toMatchObject({ account: { _id: account._id }, buyers: [{ email: bea.email, role: 'owner' }, { email: cal.email, role: 'buyer' }], standing: null });
    await trade.setCredit(admin, account._id, { limit: 700, termsDays: 30 });
    expect((await trade.detail(account._id)).standing).toEqual({ limit: 700, termsDays: 30, owed: 0, left: 70_000 });
    expect((await trade.mine(bea)).invited).toEqual([]);
    expect(await refusal(trade.acceptInvitation(cal, account._id))).toEqual(['not_found', 'There is no invitation for your email address to buy for that company']);
    expect(await refusal(trade.invite(cal, 'eve@example.com'))).toEqual(['forbidden', 'Only the buyer who applied for the trade account invites or removes buyers']);
    expect(await refusal(trade.removeBuyer(cal, bea.id))).toEqual(['forbidden', 'Only the buyer who applied for the trade account invites or removes buyers']);
    expect(await refusal(trade.removeBuyer(bea, bea.id))).toEqual(['conflict', 'The buyer who applied for the trade account stays with it']);
    expect(await trade.removeBuyer(bea, cal.id)).toEqual({ deletedCount: 1 });
    expect(await refusal(trade.removeBuyer(bea, cal.id))).toEqual(['not_found', 'That person does not buy for your company']);
    expect(await trade.termsFor(cal)).toBeNull();
  });

  it('need a confirmed address to accept, and are refused while they buy for another company', async () => {
    const account = await approvedCompany();
    const una = await storeUser(data.users, { email: 'una@example.com', emailVerified: false });
    await trade.invite(bea, una.email);
    expect(await refusal(trade.acceptInvitation(una, account._id))).toEqual(['forbidden', 'Confirm your email address before accepting an invitation: it shows the invitation is yours']);
    expect(await trade.declineInvitation(una, account._id)).toEqual({ deletedCount: 1 });
    expect(await refusal(trade.declineInvitation(una, account._id))).toEqual(['not_found', 'There is no invitation for your email address to buy for that company']);
    await trade.apply(cal, { ...application, companyName: 'Cal Ltd' });
    await trade.invite(bea, cal.email);
    expect(await refusal(trade.acceptInvitation(cal, account._id))).toEqual(['conflict', 'You already buy for a company on a trade account']);
  });

  it('have invitations withdrawn by the first buyer', async () => {
    await approvedCompany();
    await trade.invite(bea, 'dee@example.com');
    expect(await trade.withdrawInvitation(bea, 'DEE@example.com')).toEqual({ deletedCount: 1 });
    expect(await refusal(trade.withdrawInvitation(bea, 'dee@example.com'))).toEqual(['not_found', 'There is no such invitation']);
  });
});

describe("a customer's page", () => {
  it('shows their last declined application, and no buyers for a pending one', async () => {
    const account = await trade.apply(bea, application);
    expect(await trade.mine(bea)).toMatchObject({ account: { _id: account._id, status: 'pending' }, role: 'owner', buyers: [], invited: [] });
    await trade.decide(admin, account._id, { approve: false, reason: '' });
    expect(await trade.mine(bea)).toMatchObject({ account: { _id: account._id, status: 'declined', declineReason: null }, role: null });
  });
});
