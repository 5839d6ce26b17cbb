import type { Quote } from './quote';
import { formatCents } from './money';
import * as v from 'valibot';
import type { Category } from './category';
import type { Id } from './ids';
import type { Product } from './product';
import { breaksText, type PriceBreak } from './volume-prices';
import type { Role, User } from './user';
import type { Order } from './order';
import type { NewOrderEvent } from './order-event';
import type { OrderFields } from './order-life-cycle';
import type { FixedPrice, TradeAccount } from './trade-account';

/**
 * The audit log: every change an admin makes, who made it and when, what it changed, and the values
 * before and after. Entries are written in the transaction of the change and never altered.
 */

/** What was changed, and how. */
export const auditActions = [
  'product.added',
  'product.changed',
  'product.deleted',
  'category.added',
  'category.changed',
  'category.deleted',
  'user.made_admin',
  'user.admin_removed',
  'user.removed',
  'order.shipped',
  'order.refunded',
  'order.cancelled',
  'order.cancellation_declined',
  'order.payment_recorded',
  'trade.approved',
  'trade.declined',
  'trade.prices_changed',
  'trade.credit_changed',
  'quote.answered',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an entry is about. */
export const auditSubjectTypes = ['product', 'category', 'user', 'order', 'trade-account', 'quote'] as const;
export type AuditSubjectType = (typeof auditSubjectTypes)[number];

/** Who made the change: an admin, as they were when they made it. */
export interface AuditActor {
  id: Id;
  name: string;
  email: string;
}

export const auditActorOf = (user: { id: Id; displayName: string; email: string }): AuditActor => ({ id: user.id, name: user.displayName, email: user.email });

export interface AuditEntry {
  _id: Id;
  /** When, as an ISO timestamp. */
  at: string;
  actor: AuditActor;
  action: AuditAction;
  subject: { type: AuditSubjectType; id: Id; label: string };
  /** The values before the change; null for something added. */
  before: Record<string, unknown> | null;
  /** The values after it; null for something deleted. */
  after: Record<string, unknown> | null;
}

export type NewAuditEntry = Omit<AuditEntry, '_id' | 'at'>;

/** The change in words, as the Audit page lists it. */
export const auditActionWords: Record<AuditAction, string> = {
  'product.added': 'Added a product',
  'product.changed': 'Changed a product',
  'product.deleted': 'Deleted a product',
  'category.added': 'Added a category',
  'category.changed': 'Changed a category',
  'category.deleted': 'Deleted a category',
  'user.made_admin': 'Made an admin',
  'user.admin_removed': 'Removed an admin',
  'user.removed': 'Removed a user',
  'order.shipped': 'Shipped an order',
  'order.refunded': 'Refunded an order',
  'order.cancelled': 'Cancelled an order',
  'order.cancellation_declined': 'Declined a cancellation',
  'order.payment_recorded': 'Recorded a payment on account',
  'trade.approved': 'Approved a trade account',
  'trade.declined': 'Declined a trade account',
  'trade.prices_changed': "Changed a company's prices",
  'trade.credit_changed': "Changed a company's credit",
  'quote.answered': 'Answered a quote',
};

/** A field of an entry's values, as the Audit page names it, in the order a form asks for them. */
export const auditFieldWords: Record<string, string> = {
  name: 'Name',
  partNumber: 'Part number',
  email: 'Email',
  role: 'Role',
  categoryId: 'Category',
  parentId: 'Under',
  description: 'Description',
  price: 'Price',
  priceBreaks: 'Volume prices',
  min: 'Minimum',
  max: 'Maximum',
  packSize: 'Pack size',
  stock: 'Stock',
  image: 'Picture',
  paid: 'Paid',
  shipped: 'Shipped',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  cancellationRequested: 'Cancellation asked for',
  cancelledAt: 'Cancelled at',
  refunded: 'Refunded',
  // Refunds logged since they are counted in cents; `refunded` holds whole dollars in entries from before.
  refundedCents: 'Refunded',
  refundId: 'Refund',
  settledAt: 'Payment recorded at',
  paymentReference: 'Payment reference',
  reason: 'Reason',
  status: 'Status',
  discountPercent: 'Discount',
  fixedPrices: 'Fixed prices',
  creditLimit: 'Credit limit',
  quotedPrices: 'Quoted prices',
  validUntil: 'Prices hold until',
  termsDays: 'Days to pay',
};

// Fields in the order above; any other after them.
const FIELD_ORDER = Object.keys(auditFieldWords);
const placeOf = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);

/** The fields whose values differ between before and after, in a form's order; every field of what was added or deleted. */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].sort((a, b) => placeOf(a) - placeOf(b));
  if (!entry.before || !entry.after) return keys;
  return keys.filter((key) => JSON.stringify(entry.before![key]) !== JSON.stringify(entry.after![key]));
}

/** An entry for a change from `before` to `after` (null for none), with only the fields that changed kept on both sides of a change. */
export function auditEntry(
  actor: AuditActor,
  action: AuditAction,
  subject: NewAuditEntry['subject'],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): NewAuditEntry {
  if (!before || !after) return { actor, action, subject, before, after };
  const fields = changedFields({ before, after });
  const pick = (values: Record<string, unknown>) => Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
  return { actor, action, subject, before: pick(before), after: pick(after) };
}

/** The most entries one page of the log holds. */
export const MAX_AUDIT_PAGE = 100;

/** A search of the log: by who (an email), what (an action, or all of a subject's), and when (days, inclusive). */
export interface AuditQuery {
  actor?: string;
  action?: AuditAction;
  subjectType?: AuditSubjectType;
  subjectId?: Id;
  /** The first day, YYYY-MM-DD, from its midnight UTC. */
  from?: string;
  /** The last day, YYYY-MM-DD, to its end. */
  to?: string;
}

const day = (what: string) => v.optional(v.pipe(v.string(`${what} must be a date`), v.isoDate(`${what} must be a date as YYYY-MM-DD`)));

export const auditQuerySchema = v.object({
    actor: v.optional(v.pipe(v.string('actor must be text'), v.trim(), v.toLowerCase(), v.maxLength(320, 'actor is an email address'))),
    action: v.optional(v.picklist(auditActions, `action must be one of ${auditActions.join(', ')}`)),
    subjectType: v.optional(v.picklist(auditSubjectTypes, 'subjectType must be product, category, user, order or trade-account')),
    subjectId: v.optional(v.pipe(v.string(), v.uuid('subjectId must be an id'))),
    from: day('from'),
    to: day('to'),
});

/** The instants a query's days run between: from the first day's midnight to the end of the last. */
export function auditPeriod(query: Pick<AuditQuery, 'from' | 'to'>): { since: Date | null; before: Date | null } {
  const since = query.from ? new Date(`${query.from}T00:00:00.000Z`) : null;
  const before = query.to ? new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + 86_400_000) : null;
  return { since, before };
}

/** Whether `entry` is one the query asks for: the same rule every log applies. */
export function matchesAudit(entry: AuditEntry, query: AuditQuery): boolean {
  const { since, before } = auditPeriod(query);
  const at = new Date(entry.at).getTime();
  return (
    (!query.actor || entry.actor.email.toLowerCase() === query.actor) &&
    (!query.action || entry.action === query.action) &&
    (!query.subjectType || entry.subject.type === query.subjectType) &&
    (!query.subjectId || entry.subject.id === query.subjectId) &&
    (!since || at >= since.getTime()) &&
    (!before || at < before.getTime())
  );
}

/** A product's values as the log keeps them: all that an admin sets, and its stock. */
export const productAuditValues = ({ _id: _, ...values }: Product): Record<string, unknown> => ({ ...values });

/** A product's change: added (no before), changed, or deleted (no after). */
export function productAudit(actor: AuditActor, before: Product | null, after: Product | null): NewAuditEntry {
  const action: AuditAction = !before ? 'product.added' : !after ? 'product.deleted' : 'product.changed';
  const subject = (after ?? before)!;
  return auditEntry(actor, action, { type: 'product', id: subject._id, label: `${subject.partNumber} ${subject.name}` }, before && productAuditValues(before), after && productAuditValues(after));
}

/** A category's change: added, renamed or moved, or deleted. */
export function categoryAudit(actor: AuditActor, before: Category | null, after: Category | null): NewAuditEntry {
  const action: AuditAction = !before ? 'category.added' : !after ? 'category.deleted' : 'category.changed';
  const subject = (after ?? before)!;
  const values = (category: Category) => ({ name: category.name, parentId: category.parentId });
  return auditEntry(actor, action, { type: 'category', id: subject._id, label: subject.name }, before && values(before), after && values(after));
}

/** A user's role changed (made or no longer an admin), or the user removed. */
export function userAudit(actor: AuditActor, user: Pick<User, 'id' | 'email' | 'displayName' | 'role'>, change: { role: Role } | 'remove'): NewAuditEntry {
  const action: AuditAction = change === 'remove' ? 'user.removed' : change.role === 'admin' ? 'user.made_admin' : 'user.admin_removed';
  const subject = { type: 'user' as const, id: user.id, label: user.email };
  if (change === 'remove') return auditEntry(actor, action, subject, { email: user.email, name: user.displayName, role: user.role }, null);
  return auditEntry(actor, action, subject, { role: user.role }, { role: change.role });
}

/** A trade account answered (its status before and after, and why when declined), or its prices or its credit changed. */
export function tradeAudit(actor: AuditActor, before: TradeAccount, after: TradeAccount): NewAuditEntry {
  const subject = { type: 'trade-account' as const, id: after._id, label: after.companyName };
  if (before.status !== after.status) {
    const action: AuditAction = after.status === 'approved' ? 'trade.approved' : 'trade.declined';
    const decided = after.status === 'declined' ? { status: after.status, reason: after.declineReason } : { status: after.status };
    return auditEntry(actor, action, subject, { status: before.status }, decided);
  }
  if (JSON.stringify(before.credit) !== JSON.stringify(after.credit)) {
    const credit = (account: TradeAccount) => ({ creditLimit: account.credit?.limit ?? null, termsDays: account.credit?.termsDays ?? null });
    return auditEntry(actor, 'trade.credit_changed', subject, credit(before), credit(after));
  }
  return auditEntry(actor, 'trade.prices_changed', subject, { ...before.prices }, { ...after.prices });
}

/** A quote answered: its status before and after, the prices quoted line by line, and until when. */
export function quoteAudit(actor: AuditActor, before: Quote, after: Quote): NewAuditEntry {
  const prices = (quote: Quote) => quote.lines.map((line) => `${line.partNumber ?? line.name} × ${line.quantity}: ${line.quotedPrice === null ? 'none' : `$${line.quotedPrice.toLocaleString('en-US')}`}`).join('; ');
  return auditEntry(
    actor,
    'quote.answered',
    { type: 'quote', id: after._id, label: after.number },
    { status: before.status, quotedPrices: prices(before), validUntil: before.validUntil },
    { status: after.status, quotedPrices: prices(after), validUntil: after.validUntil },
  );
}

/** A value of an entry as text: volume prices as the catalogue file writes them, nothing as "none". */
export function auditValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (field === 'priceBreaks' && Array.isArray(value)) {
    return value.length === 0 ? 'none' : breaksText(value as PriceBreak[], { dollars: true });
  }
  if ((field === 'price' || field === 'refunded' || field === 'creditLimit') && typeof value === 'number') return `$${value.toLocaleString('en-US')}`;
  if (field === 'refundedCents' && typeof value === 'number') return formatCents(value);
  if (field === 'discountPercent' && typeof value === 'number') return `${value}%`;
  if (field === 'fixedPrices' && Array.isArray(value)) {
    return value.length === 0 ? 'none' : (value as FixedPrice[]).map((p) => `${p.partNumber}: $${p.price.toLocaleString('en-US')}`).join('; ');
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The events of an order an admin's action writes, and the action each is logged as. */
const auditedOrderEvents: Partial<Record<NewOrderEvent['type'], AuditAction>> = {
  shipped: 'order.shipped',
  refunded: 'order.refunded',
  cancelled: 'order.cancelled',
  cancellation_declined: 'order.cancellation_declined',
  payment_recorded: 'order.payment_recorded',
};

// The refunds' own records and the cancellation's working state say nothing the log's reader needs beyond the amount and the event.
const UNLOGGED_ORDER_FIELDS = new Set(['refunds', 'cancellingSince']);

/**
 * An admin's change to an order, as the life cycle decided it: the fields it sets before and after,
 * with the amount refunded and the reason given; null for a change that writes no admin's event.
 */
export function orderAudit(actor: AuditActor, before: Order, change: { set: OrderFields; events: readonly NewOrderEvent[] }): NewAuditEntry | null {
  const event = change.events.find((candidate) => auditedOrderEvents[candidate.type] !== undefined);
  if (!event) return null;
  const fields = Object.keys(change.set).filter((field) => !UNLOGGED_ORDER_FIELDS.has(field)) as (keyof OrderFields)[];
  const details = { ...(event.details?.amount !== undefined ? { refundedCents: event.details.amount } : {}), ...(event.details?.text ? { reason: event.details.text } : {}) };
  return auditEntry(
    actor,
    auditedOrderEvents[event.type]!,
    { type: 'order', id: before._id, label: before.number },
    Object.fromEntries(fields.map((field) => [field, before[field] ?? null])),
    { ...Object.fromEntries(fields.map((field) => [field, change.set[field] ?? null])), ...details },
  );
}
