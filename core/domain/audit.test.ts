import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  auditActions,
  auditActionWords,
  auditActorOf,
  auditFieldWords,
  auditEntry,
  auditPeriod,
  auditQuerySchema,
  auditValueText,
  categoryAudit,
  changedFields,
  matchesAudit,
  orderAudit,
  productAudit,
  tradeAudit,
  userAudit,
  type AuditEntry,
} from './audit';
import type { Product } from './product';
import type { TradeAccount } from './trade-account';

const boss = auditActorOf({ id: 'user-boss', displayName: 'The Boss', email: 'boss@example.com' });
const vice: Product = {
  _id: 'p1',
  name: 'Bench Vice',
  partNumber: 'HT-VCE-150',
  description: 'Cast iron',
  price: 40,
  min: 1,
  max: 10,
  image: '/v.svg',
  stock: 5,
  categoryId: null,
  packSize: 1,
  priceBreaks: [],
};

describe('an entry', () => {
  it('says what was done in words', () => {
    expect(auditActions.map((action) => auditActionWords[action])).toEqual([
      'Added a product',
      'Changed a product',
      'Deleted a product',
      'Added a category',
      'Changed a category',
      'Deleted a category',
      'Made an admin',
      'Removed an admin',
      'Removed a user',
      'Shipped an order',
      'Refunded an order',
      'Cancelled an order',
      'Declined a cancellation',
      'Recorded a payment on account',
      'Approved a trade account',
      'Declined a trade account',
      "Changed a company's prices",
      "Changed a company's credit",
      'Answered a quote',
    ]);
  });

  it('names who made the change by id, name and email', () => {
    expect(boss).toEqual({ id: 'user-boss', name: 'The Boss', email: 'boss@example.com' });
  });

  it("of a product keeps every value of what was added or deleted, and only what changed of a change, in a form's order", () => {
    expect(productAudit(boss, null, vice)).toEqual({
      actor: boss,
      action: 'product.added',
      subject: { type: 'product', id: 'p1', label: 'HT-VCE-150 Bench Vice' },
      before: null,
      after: { name: 'Bench Vice', partNumber: 'HT-VCE-150', description: 'Cast iron', price: 40, min: 1, max: 10, image: '/v.svg', stock: 5, categoryId: null, packSize: 1, priceBreaks: [] },
    });
    const dearer = { ...vice, name: 'Bench Vice 150', stock: 9, price: 45, priceBreaks: [{ from: 5, to: null, price: 42 }] };
    const changed = productAudit(boss, vice, dearer);
    expect(changed).toMatchObject({ action: 'product.changed', subject: { label: 'HT-VCE-150 Bench Vice 150' } });
    expect(changed.before).toEqual({ name: 'Bench Vice', price: 40, priceBreaks: [], stock: 5 });
    expect(changed.after).toEqual({ name: 'Bench Vice 150', price: 45, priceBreaks: [{ from: 5, to: null, price: 42 }], stock: 9 });
    expect(changedFields(changed)).toEqual(['name', 'price', 'priceBreaks', 'stock']);
    // Everything of what was added or deleted, in a form's order, each named.
    const added = changedFields(productAudit(boss, null, vice));
    expect(added).toEqual(['name', 'partNumber', 'categoryId', 'description', 'price', 'priceBreaks', 'min', 'max', 'packSize', 'stock', 'image']);
    expect(changedFields(productAudit(boss, vice, null))).toEqual(added);
    expect(added.map((field) => auditFieldWords[field])).toEqual(['Name', 'Part number', 'Category', 'Description', 'Price', 'Volume prices', 'Minimum', 'Maximum', 'Pack size', 'Stock', 'Picture']);
    expect(changedFields(userAudit(boss, { id: 'u1', email: 'a@example.com', displayName: 'A', role: 'admin' }, 'remove'))).toEqual(['name', 'email', 'role']);
    expect(['email', 'role', 'parentId'].map((field) => auditFieldWords[field])).toEqual(['Email', 'Role', 'Under']);
    expect(changedFields(categoryAudit(boss, { _id: 'c', name: 'Saws', parentId: null }, null))).toEqual(['name', 'parentId']);
    expect(productAudit(boss, vice, null)).toMatchObject({ action: 'product.deleted', subject: { label: 'HT-VCE-150 Bench Vice' }, before: { price: 40 }, after: null });
  });

  it('of a category and of a role say what they were and became', () => {
    const saws = { _id: 'c1', name: 'Saws', parentId: null };
    expect(categoryAudit(boss, null, saws)).toMatchObject({ action: 'category.added', subject: { type: 'category', id: 'c1', label: 'Saws' }, before: null, after: { name: 'Saws', parentId: null } });
    expect(categoryAudit(boss, saws, { ...saws, parentId: 'c0' })).toMatchObject({ action: 'category.changed', before: { parentId: null }, after: { parentId: 'c0' } });
    expect(categoryAudit(boss, saws, null)).toMatchObject({ action: 'category.deleted', after: null });
    const ann = { id: 'u1', email: 'ann@example.com', displayName: 'Ann', role: 'customer' as const };
    expect(userAudit(boss, ann, { role: 'admin' })).toEqual({
      actor: boss,
      action: 'user.made_admin',
      subject: { type: 'user', id: 'u1', label: 'ann@example.com' },
      before: { role: 'customer' },
      after: { role: 'admin' },
    });
    expect(userAudit(boss, { ...ann, role: 'admin' }, { role: 'customer' })).toMatchObject({ action: 'user.admin_removed' });
    expect(userAudit(boss, ann, 'remove')).toMatchObject({ action: 'user.removed', before: { email: 'ann@example.com', name: 'Ann', role: 'customer' }, after: null });
  });

  it('keeps a field that went from a value to none, and says so', () => {
    const entry = auditEntry(boss, 'product.changed', { type: 'product', id: 'p1', label: 'x' }, { categoryId: 'c1', name: 'a' }, { name: 'a' });
    expect(entry).toMatchObject({ before: { categoryId: 'c1' }, after: { categoryId: null } });
    expect(changedFields({ before: { z: 1, name: 'a' }, after: { z: 2, name: 'b' } })).toEqual(['name', 'z']);
  });
});

describe('values in words', () => {
  it('write volume prices as a file does, prices in dollars, and nothing as none', () => {
    expect(auditValueText('priceBreaks', [{ from: 10, to: 49, price: 11 }, { from: 50, to: null, price: 10 }])).toBe('10-49: $11; 50+: $10');
    expect(auditValueText('priceBreaks', [])).toBe('none');
    expect(auditValueText('price', 1249)).toBe('$1,249');
    expect(auditValueText('stock', 1249)).toBe('1249');
    for (const nothing of [null, undefined, '']) expect(auditValueText('categoryId', nothing)).toBe('none');
    expect(auditValueText('name', 'Vice')).toBe('Vice');
    expect(auditValueText('other', { a: 1 })).toBe('{"a":1}');
    expect(auditValueText('tags', [{ from: 1, to: null, price: 2 }])).toBe('[{"from":1,"to":null,"price":2}]');
    expect(auditValueText('price', 'unknown')).toBe('unknown');
    expect(auditValueText('discountPercent', 12)).toBe('12%');
    expect(auditValueText('fixedPrices', [{ partNumber: 'HT-1', price: 1249 }, { partNumber: 'HT-2', price: 9 }])).toBe('HT-1: $1,249; HT-2: $9');
    expect(auditValueText('fixedPrices', [])).toBe('none');
  });
});

describe("a trade account's change", () => {
  const account = { _id: 'a1', companyName: 'Acme Ltd', status: 'pending', declineReason: null, prices: { discountPercent: 0, fixedPrices: [] }, credit: null } as unknown as TradeAccount;

  it('is an approval or a decline, with its reason, when its status moves', () => {
    expect(tradeAudit(boss, account, { ...account, status: 'approved' })).toEqual({
      actor: boss,
      action: 'trade.approved',
      subject: { type: 'trade-account', id: 'a1', label: 'Acme Ltd' },
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect(tradeAudit(boss, account, { ...account, status: 'declined', declineReason: 'No such company' })).toMatchObject({
      action: 'trade.declined',
      before: { status: 'pending' },
      after: { status: 'declined', reason: 'No such company' },
    });
  });

  it('is a change of prices otherwise, with only what changed', () => {
    const priced = { ...account, status: 'approved', prices: { discountPercent: 5, fixedPrices: [] } } as TradeAccount;
    expect(tradeAudit(boss, priced, { ...priced, prices: { discountPercent: 5, fixedPrices: [{ partNumber: 'HT-1', price: 9 }] } })).toMatchObject({
      action: 'trade.prices_changed',
      before: { fixedPrices: [] },
      after: { fixedPrices: [{ partNumber: 'HT-1', price: 9 }] },
    });
  });

  it('is a change of credit when its limit or days to pay move, given, changed or stopped', () => {
    const approved = { ...account, status: 'approved' } as TradeAccount;
    const given = { ...approved, credit: { limit: 5000, termsDays: 30 } };
    expect(tradeAudit(boss, approved, given)).toMatchObject({ action: 'trade.credit_changed', before: { creditLimit: null, termsDays: null }, after: { creditLimit: 5000, termsDays: 30 } });
    expect(tradeAudit(boss, given, { ...given, credit: { limit: 5000, termsDays: 60 } })).toMatchObject({ action: 'trade.credit_changed', before: { termsDays: 30 }, after: { termsDays: 60 } });
    expect(tradeAudit(boss, given, approved)).toMatchObject({ action: 'trade.credit_changed', after: { creditLimit: null } });
    expect(auditValueText('creditLimit', 5000)).toBe('$5,000');
  });
});

describe('a search of the log', () => {
  const entry: AuditEntry = { ...productAudit(boss, null, vice), _id: 'e1', at: '2026-11-27T23:59:59.000Z' };

  it('reads days from the first midnight to the end of the last, UTC', () => {
    expect(auditPeriod({ from: '2026-11-27', to: '2026-11-27' })).toEqual({ since: new Date('2026-11-27T00:00:00.000Z'), before: new Date('2026-11-28T00:00:00.000Z') });
    expect(auditPeriod({})).toEqual({ since: null, before: null });
  });

  it('finds an entry by who, what, which and when, and only then', () => {
    expect(matchesAudit(entry, {})).toBe(true);
    expect(matchesAudit(entry, { actor: 'boss@example.com', action: 'product.added', subjectType: 'product', subjectId: 'p1', from: '2026-11-27', to: '2026-11-27' })).toBe(true);
    expect(matchesAudit(entry, { actor: 'ann@example.com' })).toBe(false);
    expect(matchesAudit(entry, { action: 'product.deleted' })).toBe(false);
    expect(matchesAudit(entry, { subjectType: 'category' })).toBe(false);
    expect(matchesAudit(entry, { subjectId: 'p2' })).toBe(false);
    expect(matchesAudit(entry, { from: '2026-11-28' })).toBe(false);
    expect(matchesAudit(entry, { to: '2026-11-26' })).toBe(false);
    expect(matchesAudit({ ...entry, at: '2026-11-28T00:00:00.000Z' }, { to: '2026-11-27' })).toBe(false);
    expect(matchesAudit({ ...entry, at: '2026-11-27T00:00:00.000Z' }, { from: '2026-11-27' })).toBe(true);
    expect(matchesAudit({ ...entry, actor: { ...boss, email: 'Boss@Example.com' } }, { actor: 'boss@example.com' })).toBe(true);
  });

  it('is read from a query string: an email in any case, a known action, days as YYYY-MM-DD', () => {
    expect(v.parse(auditQuerySchema, { actor: ' Boss@Example.COM ', action: 'user.removed', from: '2026-11-01' })).toEqual({ actor: 'boss@example.com', action: 'user.removed', from: '2026-11-01' });
    const issue = (query: object) => v.safeParse(auditQuerySchema, query).issues?.[0].message;
    expect(issue({ action: 'user.stolen' })).toMatch(/^action must be one of product.added, /);
    expect(issue({ from: '27/11/2026' })).toBe('from must be a date as YYYY-MM-DD');
    expect(issue({ to: 5 })).toBe('to must be a date');
    expect(issue({ subjectType: 'invoice' })).toBe('subjectType must be product, category, user, order or trade-account');
    expect(issue({ subjectId: 'x' })).toBe('subjectId must be an id');
    expect(issue({ actor: 'a'.repeat(321) })).toBe('actor is an email address');
    expect(issue({ actor: 42 })).toBe('actor must be text');
    for (const subjectType of ['product', 'category', 'user', 'order']) expect(issue({ subjectType })).toBeUndefined();
  });
});

describe('an order changed by an admin', () => {
  const order = { _id: 'o1', number: 'HT-10042', shipped: false, carrier: null, trackingNumber: null, cancelledAt: null, refunds: [], cancellingSince: '2026-11-27T10:00:00.000Z' } as unknown as Parameters<typeof orderAudit>[1];
  const actor = { id: 'user-boss', name: 'The Boss', role: 'admin' as const };

  it("is logged as the action its event names, with the fields it sets before and after, the amount refunded and the reason", () => {
    expect(orderAudit(boss, order, { set: { shipped: true, carrier: 'DPD', trackingNumber: null }, events: [{ type: 'shipped', actor }] })).toEqual({
      actor: boss,
      action: 'order.shipped',
      subject: { type: 'order', id: 'o1', label: 'HT-10042' },
      before: { shipped: false, carrier: null },
      after: { shipped: true, carrier: 'DPD' },
    });
    const refunded = orderAudit(boss, order, { set: { refunds: [], cancellingSince: null }, events: [{ type: 'refunded', actor, details: { amount: 12_000 } }] });
    expect(refunded).toMatchObject({ action: 'order.refunded', before: { refundedCents: null }, after: { refundedCents: 12_000 } });
    const declined = orderAudit(boss, order, { set: {}, events: [{ type: 'cancellation_declined', actor, details: { text: 'Packed' } }] });
    expect(declined).toMatchObject({ action: 'order.cancellation_declined', after: { reason: 'Packed' } });
    expect(orderAudit(boss, order, { set: { cancelledAt: '2026-11-27T11:00:00.000Z' }, events: [{ type: 'note', actor }, { type: 'cancelled', actor }] })).toMatchObject({ action: 'order.cancelled' });
    // A change with no admin's event (a note, a payment) is not logged.
    expect(orderAudit(boss, order, { set: { paid: true }, events: [{ type: 'paid', actor }] })).toBeNull();
    expect(orderAudit(boss, order, { set: {}, events: [] })).toBeNull();
    // Entries from before refunds were counted in cents say whole dollars.
    expect(auditValueText('refunded', 120)).toBe('$120');
    expect(auditValueText('refundedCents', 12_050)).toBe('$120.50');
    expect(auditValueText('shipped', true)).toBe('yes');
    expect(auditValueText('paid', false)).toBe('no');
  });
});
