import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../../core/domain/audit';
import type { NewMail } from '../../core/domain/mail';
import type { TradeAccount, TradeApplication } from '../../core/domain/trade-account';
import type { AuditLog } from '../../core/ports/driven/audit-log';
import type { MailOutbox } from '../../core/ports/driven/mail-outbox';
import type { TradeAccountRepository } from '../../core/ports/driven/trade-account-repository';
import type { UserRepository } from '../../core/ports/driven/user-repository';
import type { OrderRepository } from '../../core/ports/driven/order-repository';
import type { ProductRepository } from '../../core/ports/driven/product-repository';
import { lineOf } from '../../core/domain/order-line';
import { shopActor } from '../../core/domain/order-event';
import { deliverTo } from '../support/stored-orders';
import { storeUser } from '../support/customers';

export interface TradeAccountHarness {
  trade: TradeAccountRepository;
  users: UserRepository;
  audit: AuditLog;
  outbox: MailOutbox;
  orders: OrderRepository;
  products: ProductRepository;
}

// The store is shared by the suite: each test has its own people and reads only what they did.
const tag = () => crypto.randomUUID().slice(0, 8);
const newAdmin = (): AuditActor => {
  const id = tag();
  return { id: `admin-${id}`, name: `Admin ${id}`, email: `admin-${id}@example.com` };
};
const application = (companyName = 'Acme Joinery Ltd'): TradeApplication => ({
  companyName,
  companyNumber: '01234567',
  vatNumber: 'GB123456789',
  invoiceAddress: { recipient: 'Accounts', company: companyName, line1: '1 Mill Lane', line2: '', city: 'Leeds', region: '', postcode: 'LS1 1AA', country: 'United Kingdom' },
});
const letter = (to: string, subject: string): NewMail => ({ to, subject, html: `<p>${subject}</p>`, text: subject });

/** Trade accounts on every store: one company per buyer, answered once, prices replaced whole, every admin's change in the audit log. */
export function tradeAccountRepositoryContract(name: string, open: () => Promise<TradeAccountHarness>) {
  describe(`Trade account repository contract: ${name}`, () => {
    async function applicant(users: UserRepository) {
      const user = await storeUser(users, { email: `buyer-${tag()}@example.com`, displayName: 'Bea Buyer' });
      return { id: user.id, name: user.displayName, email: user.email };
    }

    it('keeps an application as pending, its applicant its owner, and refuses a second while it stands', async () => {
      const { trade, users } = await open();
      const bea = await applicant(users);
      const account = (await trade.apply(bea, application())) as TradeAccount;
      expect(account).toMatchObject({ status: 'pending', applicant: bea, companyNumber: '01234567', vatNumber: 'GB123456789', decidedAt: null, prices: { discountPercent: 0, fixedPrices: [] } });
      expect(await trade.findById(account._id)).toEqual(account);
      expect(await trade.membershipOf(bea.id)).toEqual({ account, role: 'owner' });
      expect(await trade.apply(bea, application('Another Ltd'))).toBe('busy');
      expect(await trade.membershipOf((await applicant(users)).id)).toBeNull();
      expect(await trade.findById(crypto.randomUUID())).toBeNull();
    });

    it('lets one of two applications sent at once by one customer through', async () => {
      const { trade, users } = await open();
      const bea = await applicant(users);
      const answers = await Promise.all([trade.apply(bea, application('First Ltd')), trade.apply(bea, application('Second Ltd'))]);
      expect(answers.filter((answer) => answer === 'busy')).toHaveLength(1);
      const pending = await trade.list({ limit: 100, status: 'pending' });
      expect(pending.items.filter((account) => account.applicant.id === bea.id)).toHaveLength(1);
    });

    it('answers an application once, with its email and its audit entry; a declined applicant may apply again', async () => {
      const { trade, users, audit, outbox } = await open();
      const [bea, cal] = [await applicant(users), await applicant(users)];
      const [approved, declined] = [(await trade.apply(bea, application('Bea Ltd'))) as TradeAccount, (await trade.apply(cal, application('Cal Ltd'))) as TradeAccount];
      const by = newAdmin();
      const yes = await trade.decide(approved._id, { approve: true }, by, (account) => [letter(bea.email, `${account.companyName} is ${account.status}`)]);
      expect(yes).toMatchObject({ status: 'approved', declineReason: null });
      expect((yes as TradeAccount).decidedAt).not.toBeNull();
      const no = await trade.decide(declined._id, { approve: false, reason: 'No company of that number' }, by, (account) => [letter(cal.email, `${account.companyName} is ${account.status}`)]);
      expect(no).toMatchObject({ status: 'declined', declineReason: 'No company of that number' });
      expect(await trade.decide(approved._id, { approve: false, reason: '' }, by, () => [letter(bea.email, 'again')])).toBe('not_pending');
      expect(await trade.decide(crypto.randomUUID(), { approve: true }, by, () => [])).toBeNull();

      expect((await trade.membershipOf(bea.id))?.account.status).toBe('approved');
      expect(await trade.membershipOf(cal.id)).toBeNull();
      expect(await trade.lastDeclined(cal.id)).toMatchObject({ _id: declined._id, status: 'declined' });
      expect(await trade.lastDeclined(bea.id)).toBeNull();
      expect(await trade.apply(cal, application('Cal Ltd'))).toMatchObject({ status: 'pending' });

      const { items } = await audit.list({ actor: by.email }, { limit: 10 });
      expect(items.map((entry) => [entry.action, entry.subject])).toEqual([
        ['trade.declined', { type: 'trade-account', id: declined._id, label: 'Cal Ltd' }],
        ['trade.approved', { type: 'trade-account', id: approved._id, label: 'Bea Ltd' }],
      ]);
      expect(items[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'declined', reason: 'No company of that number' } });
      const sent = (await outbox.list({ limit: 100 })).items.filter((message) => [bea.email, cal.email].includes(message.to));
      expect(sent.map((message) => message.subject).sort()).toEqual(['Bea Ltd is approved', 'Cal Ltd is declined']);
    });

    it('lets one of two admins answering at once decide', async () => {
      const { trade, users, audit } = await open();
      const account = (await trade.apply(await applicant(users), application())) as TradeAccount;
      const [first, second] = [newAdmin(), newAdmin()];
      const answers = await Promise.all([trade.decide(account._id, { approve: true }, first, () => []), trade.decide(account._id, { approve: false, reason: '' }, second, () => [])]);
      expect(answers.filter((answer) => answer === 'not_pending')).toHaveLength(1);
      const entries = [...(await audit.list({ actor: first.email }, { limit: 5 })).items, ...(await audit.list({ actor: second.email }, { limit: 5 })).items];
      expect(entries).toHaveLength(1);
    });

    it("replaces an approved company's prices whole, records the change, and sets none for an account not approved", async () => {
      const { trade, users, audit } = await open();
      const bea = await applicant(users);
      const account = (await trade.apply(bea, application())) as TradeAccount;
      const by = newAdmin();
      expect(await trade.setPrices(account._id, { discountPercent: 5, fixedPrices: [] }, by)).toBe('not_approved');
      await trade.decide(account._id, { approve: true }, by, () => []);
      await trade.setPrices(account._id, { discountPercent: 10, fixedPrices: [{ partNumber: 'HT-10001', price: 20 }, { partNumber: 'ht-10002', price: 7 }] }, by);
      const set = await trade.setPrices(account._id, { discountPercent: 12, fixedPrices: [{ partNumber: 'ht-10002', price: 6 }, { partNumber: 'HT-10003', price: 9 }] }, by);
      expect(set).toMatchObject({ prices: { discountPercent: 12, fixedPrices: [{ partNumber: 'ht-10002', price: 6 }, { partNumber: 'HT-10003', price: 9 }] } });
      expect((await trade.membershipOf(bea.id))?.account.prices).toEqual({ discountPercent: 12, fixedPrices: [{ partNumber: 'ht-10002', price: 6 }, { partNumber: 'HT-10003', price: 9 }] });
      expect(await trade.setPrices(crypto.randomUUID(), { discountPercent: 1, fixedPrices: [] }, by)).toBeNull();
      const [latest] = (await audit.list({ actor: by.email, action: 'trade.prices_changed' }, { limit: 5 })).items;
      expect(latest).toMatchObject({
        before: { discountPercent: 10, fixedPrices: [{ partNumber: 'HT-10001', price: 20 }, { partNumber: 'ht-10002', price: 7 }] },
        after: { discountPercent: 12, fixedPrices: [{ partNumber: 'ht-10002', price: 6 }, { partNumber: 'HT-10003', price: 9 }] },
      });
    });

    it('lists applications newest first, a page at a time, by status', async () => {
      const { trade, users } = await open();
      const mark = tag();
      for (const n of [1, 2, 3]) await trade.apply(await applicant(users), application(`List ${mark} ${n}`));
      const first = await trade.list({ limit: 2, status: 'pending' });
      expect(first.items.map((account) => account.companyName)).toEqual([`List ${mark} 3`, `List ${mark} 2`]);
      const second = await trade.list({ limit: 2, status: 'pending', cursor: first.nextCursor });
      expect(second.items[0].companyName).toBe(`List ${mark} 1`);
      expect((await trade.list({ limit: 100, status: 'approved' })).items.some((account) => account.companyName.startsWith(`List ${mark}`))).toBe(false);
    });

    it("invites buyers by email, with the invitation's email; an invitee joins once, and the owner stays", async () => {
      const { trade, users, outbox } = await open();
      const bea = await applicant(users);
      const account = (await trade.apply(bea, application('Invites Ltd'))) as TradeAccount;
      await trade.decide(account._id, { approve: true }, newAdmin(), () => []);
      const cal = await applicant(users);
      const invitation = await trade.invite(account._id, cal.email, bea.name, [letter(cal.email, 'Join Invites Ltd')]);
      expect(invitation).toMatchObject({ accountId: account._id, companyName: 'Invites Ltd', email: cal.email, invitedBy: bea.name });
      // Invited again: one invitation, a new date.
      await trade.invite(account._id, cal.email, bea.name, []);
      expect(await trade.invitationsFor(cal.email)).toHaveLength(1);
      expect((await trade.invitationsOf(account._id)).map((i) => i.email)).toEqual([cal.email]);
      expect((await outbox.list({ limit: 100 })).items.filter((m) => m.to === cal.email).map((m) => m.subject)).toEqual(['Join Invites Ltd']);
      expect(await trade.invite(account._id, bea.email, bea.name, [])).toBe('buyer');

      expect(await trade.acceptInvitation({ id: cal.id, email: 'someone-else@example.com' }, account._id)).toBe('no_invitation');
      expect(await trade.acceptInvitation(cal, account._id)).toMatchObject({ account: { _id: account._id, status: 'approved' }, role: 'buyer' });
      expect(await trade.acceptInvitation(cal, account._id)).toBe('no_invitation');
      expect(await trade.invitationsFor(cal.email)).toEqual([]);
      expect((await trade.buyersOf(account._id)).map((b) => [b.email, b.role])).toEqual([
        [bea.email, 'owner'],
        [cal.email, 'buyer'],
      ]);
      expect(await trade.removeBuyer(account._id, bea.id)).toBe(false);
      expect(await trade.removeBuyer(account._id, cal.id)).toBe(true);
      expect(await trade.membershipOf(cal.id)).toBeNull();
    });

    it("says with a user's account whether they buy for a company, from their application or invitation until they leave it", async () => {
      const { trade, users } = await open();
      const buysForCompany = async (id: string) => (await users.findById(id))?.buysForCompany;
      const [bea, cal] = [await applicant(users), await applicant(users)];
      expect(await buysForCompany(bea.id)).toBe(false);
      const account = (await trade.apply(bea, application('Door Ltd'))) as TradeAccount;
      expect(await buysForCompany(bea.id)).toBe(true);
      await trade.decide(account._id, { approve: true }, newAdmin(), () => []);
      await trade.invite(account._id, cal.email, bea.name, []);
      expect(await buysForCompany(cal.id)).toBe(false);
      await trade.acceptInvitation(cal, account._id);
      expect(await buysForCompany(cal.id)).toBe(true);
      await trade.removeBuyer(account._id, cal.id);
      expect(await buysForCompany(cal.id)).toBe(false);
      expect(await buysForCompany(bea.id)).toBe(true);
    });

    it('keeps an invitation for someone who buys for another company, and withdraws one', async () => {
      const { trade, users } = await open();
      const [bea, dee] = [await applicant(users), await applicant(users)];
      const account = (await trade.apply(bea, application('Bea Ltd'))) as TradeAccount;
      await trade.decide(account._id, { approve: true }, newAdmin(), () => []);
      await trade.apply(dee, application('Dee Ltd'));
      await trade.invite(account._id, dee.email, bea.name, []);
      expect(await trade.acceptInvitation(dee, account._id)).toBe('busy');
      expect(await trade.invitationsFor(dee.email)).toHaveLength(1);
      expect(await trade.dropInvitation(account._id, dee.email)).toBe(true);
      expect(await trade.dropInvitation(account._id, dee.email)).toBe(false);
      expect(await trade.invitationsOf(account._id)).toEqual([]);
    });

    it('keeps at most 50 invitations waiting for one company, invitations sent at once included', async () => {
      const { trade, users } = await open();
      const bea = await applicant(users);
      const account = (await trade.apply(bea, application())) as TradeAccount;
      await trade.decide(account._id, { approve: true }, newAdmin(), () => []);
      const mark = tag();
      const answers = await Promise.all(Array.from({ length: 55 }, (_, n) => trade.invite(account._id, `invitee-${n}-${mark}@example.com`, bea.name, [])));
      expect(answers.filter((answer) => answer === 'too_many')).toHaveLength(5);
      expect(await trade.invitationsOf(account._id)).toHaveLength(50);
    });

    it("keeps the company an order was bought for, and lists the company's orders by any buyer, newest first", async () => {
      const { trade, users, orders, products } = await open();
      const [bea, cal] = [await applicant(users), await applicant(users)];
      const account = (await trade.apply(bea, application('Orders Ltd'))) as TradeAccount;
      await trade.decide(account._id, { approve: true }, newAdmin(), () => []);
      const vice = await products.insert({ name: `Vice ${tag()}`, description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 50 });
      const place = async (buyer: { id: string; email: string; name: string }, tradeAccountId: string | null) => {
        const placed = await orders.place({
          lines: [lineOf(vice, 1)],
          customerId: buyer.id,
          tradeAccountId,
          customerEmail: buyer.email,
          customerName: buyer.name,
          phone: '',
          requestId: null,
          deliveryAddress: deliverTo.address,
          holdExpiresAt: new Date(Date.now() + 60_000),
          actor: shopActor,
          unpaidUnitsCap: 100,
        });
        if (!('placed' in placed)) throw new Error('not placed');
        return placed.placed;
      };
      const first = await place(bea, account._id);
      const own = await place(cal, null);
      const second = await place(cal, account._id);
      expect(first.tradeAccountId).toBe(account._id);
      expect((await orders.findById(own._id))?.tradeAccountId).toBeNull();
      expect((await orders.listByTradeAccount(account._id)).map((order) => order._id)).toEqual([second._id, first._id]);
      expect(await orders.listByTradeAccount(crypto.randomUUID())).toEqual([]);
    });

    it('lets a removed user go from the company they bought for', async () => {
      const { trade, users } = await open();
      const bea = await applicant(users);
      const account = (await trade.apply(bea, application())) as TradeAccount;
      await users.delete(bea.email);
      expect(await trade.membershipOf(bea.id)).toBeNull();
      expect(await trade.findById(account._id)).toMatchObject({ applicant: bea });
    });
  });
}
