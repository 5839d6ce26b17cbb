import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    // Insertion order: the stable key that catalogue pages are cut on.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    // Whole dollars; an order's total (price x quantity) is kept in 64 bits.
    price: integer('price').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_not_negative', sql`${t.price} >= 0`),
    // A product has a price; added NOT VALID so that rows from before stay readable until edited.
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_min_at_least_one', sql`${t.minQuantity} >= 1`),
    check('products_min_within_max', sql`${t.minQuantity} <= ${t.maxQuantity}`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    // Placement order: the stable key that the admins' order pages are cut on (newest first).
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    // An order outlives its product: it keeps the name and price it was placed with.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    product: text('product').notNull(),
    // Whose order it is: the sign-in identity's uid. `customer` keeps the email it was placed with.
    customerId: text('customer_id').notNull(),
    customer: text('customer').notNull(),
    customerName: text('customer_name').notNull(),
    phone: text('phone').notNull(),
    quantity: integer('quantity').notNull(),
    // Exact up to 2^53: the largest price times the largest quantity, in cents, fits with room to spare.
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    paid: boolean('paid').notNull().default(false),
    shipped: boolean('shipped').notNull().default(false),
    transactionId: text('transaction_id').unique(),
    // The browser's key for one placement, so that a repeated submit stores one order.
    requestId: uuid('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_id_idx').on(t.customerId, t.createdAt),
    uniqueIndex('orders_customer_id_request_idx').on(t.customerId, t.requestId),
    index('orders_product_idx').on(t.productId),
    check('orders_quantity_positive', sql`${t.quantity} >= 1`),
    check('orders_shipped_only_when_paid', sql`${t.paid} OR NOT ${t.shipped}`),
  ],
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
    customer: text('customer').notNull(),
    clientSecret: text('client_secret').notNull().unique(),
    // Canceled: its order was deleted before it was charged; it can no longer be confirmed.
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'canceled'] }).notNull().default('pending'),
    lastError: text('last_error'),
    cardLast4: text('card_last4'),
    billingName: text('billing_name'),
    billingEmail: text('billing_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_intents_order_amount_idx').on(t.orderId, t.amount), check('sandbox_intents_amount_positive', sql`${t.amount} > 0`)],
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
    product: text('product').notNull(),
    // The author's uid; `customer` keeps the email it was written under.
    customerId: text('customer_id').notNull(),
    customer: text('customer').notNull(),
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
