import * as v from 'valibot';
import { tradeAccountStatuses, tradeApplicationSchema, tradeDecisionSchema, tradePricesSchema } from '../domain/trade-account';
import { tradeListRequestSchema } from '../shop/trade-accounts';
import { addressOnTheWireSchema } from './addresses';
import { idParams, LONG_TEXT_BODY_LIMIT, type RouteContract } from './route-contract';

const tradePricesOnTheWire = v.object({ discountPercent: v.number(), fixedPrices: v.array(v.object({ partNumber: v.string(), price: v.number() })) });

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
});

const myTradeAccountSchema = v.object({ account: v.nullable(tradeAccountSchema), role: v.nullable(v.picklist(['owner', 'buyer'])) });

// Only an object of fields is an application; a field left out is refused in its own words ('Company name is required').
const applicationBody = v.object(tradeApplicationSchema.entries, 'Send the application as an object of its fields');

/** Trade accounts: a customer applies and reads their own; admins list, answer and set each company's prices. */
export const tradeRoutes = {
  getMyTradeAccount: {
    method: 'GET',
    path: '/api/trade-account',
    doc: "`{ account, role }`: the trade account the caller buys for (pending or approved) and their part in it (`owner`: they applied; `buyer`), or their last declined application with `role: null`, or `{ account: null, role: null }`. An approved account's `prices` are the caller's: `discountPercent` off the catalogue, and `fixedPrices` by part number, which win",
    access: 'signed-in',
    response: myTradeAccountSchema,
  },
  applyForTradeAccount: {
    method: 'POST',
    path: '/api/trade-account',
    doc: '201, the application, pending: `{ companyName, companyNumber, vatNumber?, invoiceAddress }`. Needs a confirmed email (403); 409 while the caller waits for an answer or buys for a company already. VAT numbers are checked for their format only',
    body: applicationBody,
    access: 'signed-in',
    rateLimit: 'addresses',
    response: tradeAccountSchema,
    status: 201,
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
} as const satisfies Record<string, RouteContract>;
