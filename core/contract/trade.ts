import * as v from 'valibot';
import { tradeAccountStatuses, tradeApplicationSchema, tradeDecisionSchema, tradePricesSchema } from '../domain/trade-account';
import { tradeListRequestSchema } from '../shop/trade-accounts';
import { creditChangeSchema } from '../domain/on-account';
import { addressOnTheWireSchema } from './addresses';
import { deletedSchema, idParams, LONG_TEXT_BODY_LIMIT, type RouteContract } from './route-contract';
import { emailSchema } from '../domain/credentials';
import { orderListSchema } from './orders';

const tradePricesOnTheWire = v.object({ discountPercent: v.number(), fixedPrices: v.array(v.object({ partNumber: v.string(), price: v.number() })) });

const creditTermsOnTheWire = v.object({ limit: v.number(), termsDays: v.number() });

export const tradeAccountSchema = v.object({
  _id: v.string(),
  companyName: v.string(),
  companyNumber: v.string(),
  vatNumber: v.nullable(v.string()),
  invoiceAddress: addressOnTheWireSchema,
  status: v.picklist(tradeAccountStatuses),
  applicant: v.object({ id: v.string(), name: v.string(), email: v.string() }),
  appliedAt: v.string(),
  decidedAt: v.nullable(v.string()),
  declineReason: v.nullable(v.string()),
  prices: tradePricesOnTheWire,
  credit: v.nullable(creditTermsOnTheWire),
});

const standingSchema = v.object({ ...creditTermsOnTheWire.entries, owed: v.number(), left: v.number() });
const invitationSchema = v.object({ accountId: v.string(), companyName: v.string(), email: v.string(), invitedBy: v.string(), invitedAt: v.string() });
const buyerSchema = v.object({ id: v.string(), name: v.string(), email: v.string(), role: v.picklist(['owner', 'buyer']), joinedAt: v.string() });

const myTradeAccountSchema = v.object({
  account: v.nullable(tradeAccountSchema),
  role: v.nullable(v.picklist(['owner', 'buyer'])),
  invitations: v.array(invitationSchema),
  buyers: v.array(buyerSchema),
  invited: v.array(invitationSchema),
  standing: v.nullable(standingSchema),
});

const invitedEmailParams = v.object({ email: v.pipe(v.string(), v.maxLength(254, 'That email is too long')) });
const buyerParams = v.object({ id: v.pipe(v.string(), v.nonEmpty('A buyer is required'), v.maxLength(128, 'That buyer id is too long')) });

// Only an object of fields is an application; a field left out is refused in its own words ('Company name is required').
const applicationBody = v.object(tradeApplicationSchema.entries, 'Send the application as an object of its fields');

/** Trade accounts: a customer applies and reads their own; admins list, answer and set each company's prices. */
export const tradeRoutes = {
  getMyTradeAccount: {
    method: 'GET',
    path: '/api/trade-account',
    doc: "`{ account, role, invitations, buyers, invited, standing }`: the trade account the caller buys for (pending or approved) and their part in it (`owner`: they applied; `buyer`: invited), or their last declined application with `role: null`, or none; the invitations waiting for the caller's email; an approved company's buyers; and, for its owner, the invitations it sent that wait. An approved account's `prices` are the caller's: `discountPercent` off the catalogue, and `fixedPrices` by part number, which win; `standing`, where the company pays on account: its `limit` (whole dollars) and `termsDays`, what it `owed` (orders on account neither paid nor cancelled, with their VAT, in cents) and what is `left` (cents)",
    access: 'signed-in',
    response: myTradeAccountSchema,
  },
  applyForTradeAccount: {
    method: 'POST',
    path: '/api/trade-account',
    doc: '201, the application, pending; the applicant is its first buyer once approved. Needs a confirmed email (403); 409 while the caller waits for an answer or buys for a company already. VAT numbers are checked for their format only',
    body: applicationBody,
    access: 'signed-in',
    rateLimit: 'addresses',
    response: tradeAccountSchema,
    status: 201,
  },
  listCompanyOrders: {
    method: 'GET',
    path: '/api/trade-account/orders',
    doc: "the orders bought for the caller's company on its trade account, by any of its buyers, newest first (as `GET /api/order` answers them); none for a customer buying for themselves",
    access: 'signed-in',
    response: orderListSchema,
  },
  inviteTradeBuyer: {
    method: 'POST',
    path: '/api/trade-account/invitations',
    doc: "201, the invitation: the approved company's first buyer invites `{ email }` to buy for it (emailed to them; inviting again renews it). 403 for anyone else, 409 for an account not approved, someone who buys for it already, or past 50 invitations waiting",
    body: v.object({ email: emailSchema }),
    access: 'signed-in',
    rateLimit: 'emails',
    response: invitationSchema,
    status: 201,
  },
  withdrawTradeInvitation: {
    method: 'DELETE',
    path: '/api/trade-account/invitations/:email',
    doc: 'the first buyer withdraws an invitation not accepted yet: `{ deletedCount: 1 }`; 404 when there is none',
    params: invitedEmailParams,
    access: 'signed-in',
    response: deletedSchema,
  },
  removeTradeBuyer: {
    method: 'DELETE',
    path: '/api/trade-account/buyers/:id',
    doc: "the first buyer removes another buyer (a user id from `buyers`), who pays the catalogue's prices from their next order: `{ deletedCount: 1 }`; the first buyer stays (409)",
    params: buyerParams,
    access: 'signed-in',
    response: deletedSchema,
  },
  acceptTradeInvitation: {
    method: 'POST',
    path: '/api/trade-invitations/:id/accept',
    doc: "the caller joins the company (`:id`, the account's id) whose invitation their email holds: the caller's trade account as `GET /api/trade-account` answers it. Needs a confirmed email (403); 404 without an invitation; 409 when the caller buys for a company already or waits for an answer",
    params: idParams,
    access: 'signed-in',
    response: myTradeAccountSchema,
  },
  declineTradeInvitation: {
    method: 'DELETE',
    path: '/api/trade-invitations/:id',
    doc: 'the caller declines the invitation of the company `:id`: `{ deletedCount: 1 }`; 404 without one',
    params: idParams,
    access: 'signed-in',
    response: deletedSchema,
  },
  listTradeAccounts: {
    method: 'GET',
    path: '/api/trade-accounts',
    doc: '`{ items, nextCursor }`: applications and accounts, newest first, only those of `status` (pending, approved, declined) when given',
    query: tradeListRequestSchema,
    access: 'admin',
    response: v.object({ items: v.array(tradeAccountSchema), nextCursor: v.nullable(v.string()) }),
  },
  getTradeAccount: {
    method: 'GET',
    path: '/api/trade-accounts/:id',
    doc: 'one trade account, with its prices',
    params: idParams,
    access: 'admin',
    response: tradeAccountSchema,
  },
  getTradeAccountDetail: {
    method: 'GET',
    path: '/api/trade-accounts/:id/detail',
    doc: '`{ account, buyers, standing }`: one trade account with the people who buy for it and, where it pays on account, what it owes and has left (in cents, VAT included; the limit in whole dollars)',
    params: idParams,
    access: 'admin',
    response: v.object({ account: tradeAccountSchema, buyers: v.array(buyerSchema), standing: v.nullable(standingSchema) }),
  },
  decideTradeAccount: {
    method: 'POST',
    path: '/api/trade-accounts/:id/decision',
    doc: "answers a pending application: `{ approve: true }`, or `{ approve: false, reason? }`. The applicant is emailed either way, and the answer is in the audit log; 409 when it was answered already",
    params: idParams,
    body: tradeDecisionSchema,
    access: 'admin',
    response: tradeAccountSchema,
  },
  setTradePrices: {
    method: 'PUT',
    path: '/api/trade-accounts/:id/prices',
    doc: "replaces an approved company's prices: `{ discountPercent, fixedPrices: [{ partNumber, price }] }` (a whole percent from 0 to 90; at most 1,000 fixed prices in whole dollars, one per part number). A fixed price wins over the percentage and never costs more than the catalogue at the same quantity; the change is in the audit log; 409 for an account not approved",
    params: idParams,
    body: tradePricesSchema,
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    access: 'admin',
    response: tradeAccountSchema,
  },
  setTradeCredit: {
    method: 'PUT',
    path: '/api/trade-accounts/:id/credit',
    doc: "lets an approved company pay on account: `{ credit: { limit, termsDays? } }` (whole dollars from $1 to $10,000,000 it may owe at once; each order due in `termsDays`, 1 to 120, 30 when left out), or `{ credit: null }` to stop it (orders bought on account before stay owed). The change is in the audit log; 409 for an account not approved",
    params: idParams,
    body: creditChangeSchema,
    access: 'admin',
    response: tradeAccountSchema,
  },
} as const satisfies Record<string, RouteContract>;
