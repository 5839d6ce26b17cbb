import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, date, doublePrecision, index, type AnyPgColumn, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '../../core/domain/address';
import type { LineRefund } from '../../core/domain/order-refund';
import type { ShopEmail } from '../../core/domain/emails';
import type { OrderEventDetails, OrderEventType } from '../../core/domain/order-event';
import type { PriceBreak } from '../../core/domain/volume-prices';
import type { AuditAction, AuditSubjectType } from '../../core/domain/audit';
import type { QuoteLine } from '../../core/domain/quote';
import type { OrderTax } from '../../core/domain/tax';
import type { TaxDocument } from '../../core/domain/tax-document';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// Part numbers the shop gives a product added without one (HT-10001, HT-10002, ...): gaps are harmless here.
export const productPartNumbers = pgSequence('product_part_numbers', { startWith: 10001 });

/** The catalogue's categories, a tree: a category under another by its parent (ADR 0025). */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    // A category with categories under it cannot be deleted: they would be left under nothing.
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // No two siblings of one name, ignoring case; top categories are siblings too.
    uniqueIndex('categories_sibling_name_unique').on(sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`, sql`lower(${t.name})`),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    // Insertion order: the stable key that catalogue pages are cut on.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    name: text('name').notNull(),
    // The manufacturer's part number (SKU), unique ignoring case.
    partNumber: text('part_number').notNull().default(sql`'HT-' || nextval('product_part_numbers')`),
    description: text('description').notNull(),
    // Whole dollars; an order's total (price x quantity) is kept in 64 bits.
    price: integer('price').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    // Sold in multiples of this many; its bounds are multiples of it.
    packSize: integer('pack_size').notNull().default(1),
    // Lower unit prices from larger quantities on (core/domain/volume-prices.ts), read with the product as one value.
    priceBreaks: jsonb('price_breaks').$type<PriceBreak[]>().notNull().default(sql`'[]'::jsonb`),
    image: text('image').notNull(),
    // Units that can be ordered now; placing an order takes them in the same statement that stores it.
    stock: integer('stock').notNull(),
    // A category holding products cannot be deleted: they would be left in none.
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // What search reads, kept by the database beside what it comes from (migration 0023 makes shop_unaccent):
    // the part number without case, spaces or punctuation, for exact and prefix matches ("htdrl18" finds HT-DRL-18V),
    searchPartKey: text('search_part_key')
      .notNull()
      .generatedAlwaysAs(sql`upper(regexp_replace(part_number, '[^[:alnum:]]', '', 'g'))`),
    // the name without accents or case, for sorting by name,
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`shop_unaccent(lower(name))`),
    // and the words of name (weight A) and description (B), stemmed in English, for full-text search.
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, shop_unaccent(name)), 'A') || setweight(to_tsvector('english'::regconfig, shop_unaccent(description)), 'B')`,
      ),
  },
  (t) => [
    // The last line of defence against overselling: a reservation that would go below 0 fails.
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_not_negative', sql`${t.price} >= 0`),
    // A product has a price; added NOT VALID so that rows from before stay readable until edited.
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_min_at_least_one', sql`${t.minQuantity} >= 1`),
    check('products_min_within_max', sql`${t.minQuantity} <= ${t.maxQuantity}`),
    check('products_bounds_in_packs', sql`${t.packSize} >= 1 AND ${t.minQuantity} % ${t.packSize} = 0 AND ${t.maxQuantity} % ${t.packSize} = 0`),
    uniqueIndex('products_part_number_unique').on(sql`upper(${t.partNumber})`),
    index('products_search_part_key').on(t.searchPartKey.op('text_pattern_ops')),
    // Written through at once, not through GIN's pending list: PGlite has no autovacuum to merge
    // that list, and while it is long the planner rightly prefers reading every product.
    // A category's page: its products in catalogue order, a page at a time.
    index('products_category_seq_idx').on(t.categoryId, t.seq),
    // The dashboard's low stock: the products with fewest units first.
    index('products_stock_idx').on(t.stock, t.name),
    index('products_search_words').using('gin', t.searchWords).with({ fastupdate: false }),
  ],
);

/**
 * Every word of the products' names, without accents or case (a few thousand for 100,000 parts): a
 * query's word that no name holds is read as the word here most like it, so that typos are found
 * through the words' index and not by comparing the query with every name. A trigger on products
 * adds the words of each name written (migration 0023); words of names gone stay, and match nothing.
 */
export const searchDictionary = pgTable(
  'search_dictionary',
  { word: text('word').primaryKey() },
  (t) => [index('search_dictionary_trigrams').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false })],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    // Placement order: the stable key that the admins' order pages are cut on (newest first).
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    // An order outlives its product: it keeps the name and price it was placed with.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product').notNull(),
    // Whose order it is: the sign-in identity's uid. `customer` keeps the email it was placed with.
    customerId: text('customer_id').notNull(),
    customerEmail: text('customer').notNull(),
    customerName: text('customer_name').notNull(),
    // The company it was bought for, on its trade account: all of the company's buyers see it.
    tradeAccountId: uuid('trade_account_id').references((): AnyPgColumn => tradeAccounts.id),
    phone: text('phone').notNull(),
    quantity: integer('quantity').notNull(),
    // Exact up to 2^53: the largest price times the largest quantity, in cents, fits with room to spare.
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    paid: boolean('paid').notNull().default(false),
    shipped: boolean('shipped').notNull().default(false),
    transactionId: text('transaction_id').unique(),
    // Bought on the company's account: when it is due, when an admin recorded its payment, and the bank's reference.
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    // The browser's key for one placement, so that a repeated submit stores one order.
    requestId: uuid('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A snapshot of where it goes; null on orders placed before addresses were asked for.
    deliveryAddress: jsonb('delivery_address').$type<Address>(),
    // Set while an unpaid order holds its units; cleared when they are released or sold.
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    shortOfStock: boolean('short_of_stock').notNull().default(false),
    cancellationRequested: boolean('cancellation_requested').notNull().default(false),
    // Set while one admin's cancellation (and its refund) runs, so that no other runs beside it.
    cancellationClaimedAt: timestamp('cancellation_claimed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundId: text('refund_id').unique(),
    // Refunds of some of its lines, oldest first (core/domain/order-refund.ts): changed only with the order's version.
    refunds: jsonb('refunds').$type<LineRefund[]>().notNull().default([]),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    // Its VAT, per line and in total, in cents, as worked out when it was placed (core/domain/tax.ts); null on orders from before VAT.
    tax: jsonb('tax').$type<OrderTax>(),
    // Counts the order's changes: each is applied only to the version it was decided on (compare-and-set).
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('orders_customer_id_idx').on(t.customerId, t.createdAt),
    index('orders_trade_account_idx').on(t.tradeAccountId, t.seq),
    index('orders_hold_expires_idx').on(t.holdExpiresAt),
    // What each company owes: summed under its account's lock by every placement on account.
    index('orders_owed_idx').on(t.tradeAccountId).where(sql`${t.paymentDueAt} IS NOT NULL AND ${t.settledAt} IS NULL AND ${t.cancelledAt} IS NULL`),
    check('orders_settled_on_account', sql`${t.settledAt} IS NULL OR ${t.paymentDueAt} IS NOT NULL`),
    index('orders_attention_idx').on(t.shortOfStock, t.seq),
    // What waits to be packed: counted by the dashboard, listed by the admins' to-ship view.
    index('orders_to_pack_idx').on(t.seq).where(sql`${t.paid} AND NOT ${t.shipped} AND ${t.cancelledAt} IS NULL`),
    check('orders_shipped_or_cancelled', sql`NOT (${t.shipped} AND ${t.cancelledAt} IS NOT NULL)`),
    uniqueIndex('orders_customer_id_request_idx').on(t.customerId, t.requestId),
    index('orders_product_idx').on(t.productId),
    check('orders_quantity_positive', sql`${t.quantity} >= 1`),
    check('orders_shipped_only_when_paid', sql`${t.paid} OR NOT ${t.shipped}`),
  ],
);

// What each order bought, line by line: a snapshot that outlives the product (its name, part number and price when ordered).
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // The line's place on the order, from 0.
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    partNumber: text('part_number'),
    name: text('name').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    // What the line cost: the unit price times the quantity when placed; orders from before lines keep their total as it was.
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

// Signed-in customers' carts: a line per product, the same on every device. No key to products: a
// line whose product was deleted stays, named as it was, until the customer removes it.
export const cartLines = pgTable(
  'cart_lines',
  {
    customerId: text('customer_id').notNull(),
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    addedPrice: bigint('added_price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    // Lines are listed in the order they were put in.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] }), check('cart_lines_quantity_positive', sql`${t.quantity} >= 1`)],
);

// Each order's timeline: what happened, when and by whom. Written in the statement that changes the order.
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').$type<OrderEventType>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role', { enum: ['customer', 'admin', 'shop'] }).notNull(),
    details: jsonb('details').$type<OrderEventDetails>().notNull().default({}),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.seq)],
);

export const users = pgTable(
  'users',
  {
    // The shop's id for the user: what orders, profiles and reviews belong to.
    id: text('id').primaryKey(),
    // The sign-in identity behind it: a new account with an old email is a new user. Null until
    // the first sign-in claims the row (users from before uids were kept, or made by make-admin).
    uid: text('uid').unique(),
    // Stored in lower case: one person, one account.
    email: text('email').notNull().unique(),
    // As the sign-in service last said; privileges need it.
    emailVerified: boolean('email_verified').notNull().default(false),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: ['admin', 'customer'] }).notNull().default('customer'),
    // Moves on when the account its sessions stand on changes: a token of another version opens none.
    sessionVersion: integer('session_version').notNull().default(0),
    // The account as the sessions stand on it (core's sessionBasis); null before its first sign-in.
    sessionBasis: text('session_basis'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_role_known', sql`${t.role} IN ('admin', 'customer')`), check('users_email_lower', sql`${t.email} = lower(${t.email})`)],
);

// The sandbox card provider's own records, kept beside the shop's (the card itself never is).
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    customerEmail: text('customer').notNull(),
    clientSecret: text('client_secret').notNull().unique(),
    // Canceled: its order was deleted before it was charged; it can no longer be confirmed.
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'canceled'] }).notNull().default('pending'),
    lastError: text('last_error'),
    cardLast4: text('card_last4'),
    billingName: text('billing_name'),
    billingEmail: text('billing_email'),
    // The intent's first refund (all of them are in sandbox_refunds).
    refundId: text('refund_id'),
    // What its refunds returned so far, in cents: never more than was charged.
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live intent per order and amount; a canceled one (its hold lapsed) makes way for a new one.
    uniqueIndex('sandbox_intents_order_amount_idx').on(t.orderId, t.amount).where(sql`${t.status} <> 'canceled'`),
    check('sandbox_intents_amount_positive', sql`${t.amount} > 0`),
    check('sandbox_intents_refund_within_charge', sql`${t.refundAmount} IS NULL OR (${t.refundAmount} > 0 AND ${t.refundAmount} <= ${t.amount})`),
  ],
);

// The sandbox provider's refunds: each made once under its key, and together never more than the intent took.
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => sandboxPaymentIntents.id),
    key: text('key').notNull().unique(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_refunds_intent_idx').on(t.intentId), check('sandbox_refunds_amount_positive', sql`${t.amount} > 0`)],
);

export const profiles = pgTable('profiles', {
  // The owner's uid; `email` is the address it was saved under.
  userId: text('user_id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  home: text('home').notNull(),
  education: text('education').notNull(),
  link: text('link').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    // Writing order: newest first in every list, even for reviews written in the same instant.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    // A review goes with its product.
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productName: text('product').notNull(),
    // The author's uid; `customer` keeps the email it was written under.
    customerId: text('customer_id').notNull(),
    customerEmail: text('customer').notNull(),
    customerName: text('customer_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_customer_id_idx').on(t.productId, t.customerId),
    index('reviews_customer_id_idx').on(t.customerId),
    index('reviews_created_idx').on(t.createdAt),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

// What visitors send from the contact page, kept for the admins to read.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    // Arrival order: newest first, and the key the admins' pages are cut on.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_unread_idx').on(t.readAt)],
);

// Customers' address books: where an order may be delivered.
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey(),
    // The owner's user id: a book belongs to the account, not to an email.
    userId: text('user_id').notNull(),
    // Saving order: a book lists its default first, then its oldest.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    recipient: text('recipient').notNull(),
    company: text('company').notNull().default(''),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    region: text('region').notNull().default(''),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId, t.seq),
    // At most one default per book, whatever runs at once.
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

// Every email the shop sends waits here until a mail server has taken it (ADR 0015).
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    // Queueing order: oldest first for the senders, newest first for the admins' pages.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    // The event that caused it (`order-placed:<id>`): the same event queues its mail once.
    key: text('key').unique(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    // The email as written, rendered when it is sent; or, queued before that was kept, both its parts.
    email: jsonb('email').$type<ShopEmail>(),
    html: text('html'),
    text: text('text'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // To the millisecond, as the sender's clock reads time: a message queued is due to a claim made in
    // the same millisecond (PostgreSQL's now() has microseconds, which would put it just after).
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().default(sql`date_trunc('milliseconds', now())`),
    // The sender trying it now, and until when: past that another sender may claim it.
    claim: uuid('claim'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // The documents (invoices, credit notes) sent with it as PDF attachments, by id.
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
  },
  (t) => [
    // What the senders look for: queued messages by when they are due.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    // How much mail one address got lately: the shop writes to anyone only so often.
    index('mail_outbox_recipient_idx').on(sql`lower(${t.recipient})`, t.createdAt),
    check('mail_outbox_status_known', sql`${t.status} IN ('queued', 'sent', 'failed')`),
    check('mail_outbox_has_a_body', sql`${t.email} IS NOT NULL OR (${t.html} IS NOT NULL AND ${t.text} IS NOT NULL)`),
  ],
);

/**
 * Every change an admin makes, written in the transaction of the change (core/domain/audit.ts).
 * Migration 0026 makes the database refuse UPDATE, DELETE and TRUNCATE on it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    // Insertion order: the log is read newest first, a page at a time.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    subjectType: text('subject_type').$type<AuditSubjectType>().notNull(),
    subjectId: text('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_actor_idx').on(sql`lower(${t.actorEmail})`, t.seq), index('audit_log_subject_idx').on(t.subjectId, t.seq)],
);

// Trade accounts: a company's application, its answer and its own prices.
export const tradeAccounts = pgTable(
  'trade_accounts',
  {
    id: uuid('id').primaryKey(),
    // Application order: the admins' list is read newest first, a page at a time.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    companyName: text('company_name').notNull(),
    companyNumber: text('company_number').notNull(),
    vatNumber: text('vat_number'),
    invoiceAddress: jsonb('invoice_address').$type<Address>().notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] }).notNull().default('pending'),
    // Who applied, as they were: the application is kept whatever becomes of the account.
    applicantId: text('applicant_id').notNull(),
    applicantName: text('applicant_name').notNull(),
    applicantEmail: text('applicant_email').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    discountPercent: integer('discount_percent').notNull().default(0),
    // Payment on account: the whole dollars the company may owe at once (null: it pays by card), and the days each order is due in.
    creditLimit: bigint('credit_limit', { mode: 'number' }),
    termsDays: integer('terms_days').notNull().default(30),
  },
  (t) => [
    check('trade_accounts_status_known', sql`${t.status} IN ('pending', 'approved', 'declined')`),
    check('trade_accounts_discount_bounds', sql`${t.discountPercent} BETWEEN 0 AND 90`),
    check('trade_accounts_credit_bounds', sql`(${t.creditLimit} IS NULL OR ${t.creditLimit} > 0) AND ${t.termsDays} BETWEEN 1 AND 120`),
    index('trade_accounts_status_idx').on(t.status, t.seq),
    index('trade_accounts_applicant_idx').on(t.applicantId, t.seq),
  ],
);

// Who buys for which company: one company each, the applicant as its owner.
export const tradeBuyers = pgTable(
  'trade_buyers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'buyer'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('trade_buyers_role_known', sql`${t.role} IN ('owner', 'buyer')`), index('trade_buyers_account_idx').on(t.accountId)],
);

// A company's fixed prices, by part number as the catalogue keeps them unique (upper case).
export const tradePrices = pgTable(
  'trade_prices',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: 'cascade' }),
    partKey: text('part_key').notNull(),
    partNumber: text('part_number').notNull(),
    price: integer('price').notNull(),
    // The order the admin listed them in.
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.partKey] }), check('trade_prices_price_positive', sql`${t.price} > 0`), check('trade_prices_key_upper', sql`${t.partKey} = upper(${t.partNumber})`)],
);

// Invitations to buy for a company, by email address, until accepted, declined or withdrawn.
export const tradeInvitations = pgTable(
  'trade_invitations',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: 'cascade' }),
    // Lower case, as accounts keep them.
    email: text('email').notNull(),
    invitedBy: text('invited_by').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.email] }), index('trade_invitations_email_idx').on(t.email), check('trade_invitations_email_lower', sql`${t.email} = lower(${t.email})`)],
);

// Quotes: asked for by a customer, answered by an admin with a price per line, accepted into an order or declined.
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey(),
    // Request order: the quote's number and the admins' list, newest first.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    customerId: text('customer_id').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    // Each line as asked for, and its quoted unit price once answered (core/domain/quote.ts).
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['requested', 'answered', 'accepted', 'declined'] }).notNull().default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    // The last day the quoted prices hold, through its end (UTC).
    validUntil: text('valid_until'),
    answerNote: text('answer_note').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('quotes_status_known', sql`${t.status} IN ('requested', 'answered', 'accepted', 'declined')`),
    index('quotes_customer_idx').on(t.customerId, t.seq),
    index('quotes_status_idx').on(t.status, t.seq),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

// The next number of each kind of document in each year: one row per sequence, locked by the
// transaction that issues a document, so that numbers run without gaps or repeats (never a SEQUENCE,
// which skips a number when a transaction rolls back).
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    // The last number issued in this sequence.
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] }), check('document_counters_kind_known', sql`${t.kind} IN ('invoice', 'credit-note')`)],
);

// Invoices and credit notes as issued: never changed, never deleted; their PDF stored once it is made.
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    // Cents, for the accountant's totals by period.
    net: bigint('net', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    // Everything the PDF prints, as it was when issued.
    body: jsonb('body').$type<TaxDocument>().notNull(),
    pdf: bytea('pdf'),
  },
  (t) => [
    uniqueIndex('documents_sequence_idx').on(t.kind, t.year, t.seq),
    index('documents_issued_idx').on(t.issuedAt),
    index('documents_order_idx').on(t.orderId),
    check('documents_kind_known', sql`${t.kind} IN ('invoice', 'credit-note')`),
  ],
);

// The rate limits' token buckets, one per kind of call and client, shared by every server on the
// database: `shop_take_rate` (migration 0034) spends from them in one step.
export const rateBuckets = pgTable('rate_buckets', {
  key: text('key').primaryKey(),
  // Calls left when last counted, refilling at perMinute a minute from `at`.
  tokens: doublePrecision('tokens').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
  // Calls held just before the latest take, refilled to `at`: what `shop_take_rate` answers (migration 0038).
  levelBefore: doublePrecision('level_before').notNull().default(0),
});

// The dashboard's running totals per UTC day (migration 0035's triggers keep them in the transactions
// that place and delete orders, issue documents and open or remove accounts). Each day is split in
// shards by the writer's connection, so that orders placed at once do not queue for one row.
export const figuresByDay = pgTable(
  'figures_by_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: integer('shard').notNull(),
    ordersPlaced: integer('orders_placed').notNull().default(0),
    invoices: integer('invoices').notNull().default(0),
    // Cents.
    invoicedNet: bigint('invoiced_net', { mode: 'number' }).notNull().default(0),
    invoicedGross: bigint('invoiced_gross', { mode: 'number' }).notNull().default(0),
    creditNotes: integer('credit_notes').notNull().default(0),
    creditedNet: bigint('credited_net', { mode: 'number' }).notNull().default(0),
    creditedGross: bigint('credited_gross', { mode: 'number' }).notNull().default(0),
    newCustomers: integer('new_customers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

// What each part sold per UTC day and per month, from invoices less credit notes: the dashboard's
// top products and categories. A part is its upper-cased part number, or '#' and its name without one.
const partSalesColumns = {
  partKey: text('part_key').notNull(),
  partNumber: text('part_number'),
  // As last sold.
  name: text('name').notNull(),
  units: integer('units').notNull(),
  // Cents, without VAT.
  net: bigint('net', { mode: 'number' }).notNull(),
};

// By part as well, so that a top part's latest row (its name as last sold) is one index lookup.
export const partSalesByDay = pgTable('part_sales_by_day', { day: date('day', { mode: 'string' }).notNull(), ...partSalesColumns }, (t) => [
  primaryKey({ columns: [t.day, t.partKey] }),
  index('part_sales_by_day_part_idx').on(t.partKey, t.day),
]);

export const partSalesByMonth = pgTable('part_sales_by_month', { month: date('month', { mode: 'string' }).notNull(), ...partSalesColumns }, (t) => [
  primaryKey({ columns: [t.month, t.partKey] }),
  index('part_sales_by_month_part_idx').on(t.partKey, t.month),
]);

// Where the primary's write-ahead log stood after the latest change to the catalogue, written by the
// server that made it: every server reads the catalogue from a replica only once the replica has
// replayed that far (read-replica.ts), so that nobody reads the catalogue as it was before a change.
export const catalogueWritten = pgTable('catalogue_written', {
  // One row.
  id: boolean('id').primaryKey().default(true),
  lsn: text('lsn').notNull().default('0/0'),
});
