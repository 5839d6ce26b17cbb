import * as v from 'valibot';
import { accountRoutes } from './contract/accounts';
import { auditRoutes } from './contract/audit';
import { addressRoutes } from './contract/addresses';
import { cartRoutes } from './contract/cart';
import { catalogueRoutes } from './contract/catalogue';
import { catalogueTransferRoutes } from './contract/catalogue-transfer';
import { categoryRoutes } from './contract/categories';
import { mailRoutes } from './contract/mail';
import { fulfilmentRoutes, orderRoutes } from './contract/orders';
import { paymentRoutes } from './contract/payments';
import { reviewRoutes } from './contract/reviews';
import { tradeRoutes } from './contract/trade';
import { quoteRoutes } from './contract/quotes';
import { documentRoutes } from './contract/documents';
import { shopFiguresRoutes } from './contract/shop-figures';
import type { RouteContract } from './contract/route-contract';

export { DEFAULT_BODY_LIMIT, errorSchema, errorTypes, type ApiErrorBody, type RateLimitedAction, type RouteContract } from './contract/route-contract';
export { onTheWire } from './contract/wire-names';
export { publicReviewOnTheWire } from './contract/reviews';

/** The API's version, as its reference gives it: the major number moves when a change would break a client. */
export const API_VERSION = '1.0.0';

/**
 * The shop's REST contract: every route of every area (contract/*.ts), in the one table that the
 * dispatcher serves, the client calls and the API reference (OpenAPI) describes, so that none can
 * drift from the others.
 */
export const routes = {
  ...catalogueRoutes,
  ...categoryRoutes,
  ...catalogueTransferRoutes,
  ...accountRoutes,
  ...addressRoutes,
  ...reviewRoutes,
  ...mailRoutes,
  ...orderRoutes,
  ...cartRoutes,
  ...fulfilmentRoutes,
  ...paymentRoutes,
  ...auditRoutes,
  ...tradeRoutes,
  ...quoteRoutes,
  ...documentRoutes,
  ...shopFiguresRoutes,
} as const satisfies Record<string, RouteContract>;

/** The areas of the API, for the reference's sections: each route's area by name. */
export const routeAreas = {
  Catalogue: catalogueRoutes,
  Categories: categoryRoutes,
  'Catalogue files': catalogueTransferRoutes,
  Accounts: accountRoutes,
  Addresses: addressRoutes,
  Reviews: reviewRoutes,
  Mail: mailRoutes,
  Orders: orderRoutes,
  Cart: cartRoutes,
  Fulfilment: fulfilmentRoutes,
  Payments: paymentRoutes,
  'Audit log': auditRoutes,
  'Trade accounts': tradeRoutes,
  Quotes: quoteRoutes,
  'Invoices and credit notes': documentRoutes,
  Dashboard: shopFiguresRoutes,
} as const;

export type RouteName = keyof typeof routes;

type Input<R, K extends 'params' | 'query' | 'body'> = R extends Record<K, infer S extends v.GenericSchema>
  ? v.InferOutput<S>
  : undefined;
export type RouteInput<R extends RouteContract> = { params: Input<R, 'params'>; query: Input<R, 'query'>; body: Input<R, 'body'> };

type Route<N extends RouteName> = (typeof routes)[N];
type Sent<S extends v.GenericSchema> = v.InferInput<S>;

/** A route's `:name` segments, filled in as text. */
type ParamsPart<R> = R extends { params: infer S extends v.GenericSchema } ? { params: Record<keyof Sent<S>, string> } : unknown;
/** Its query, as the schema takes it; a key left undefined or null is not sent. */
type QueryPart<R> = R extends { query: infer S extends v.GenericSchema } ? { query?: { [K in keyof Sent<S>]?: Sent<S>[K] | null } } : unknown;
/** Its body: JSON as the schema takes it, or for a route that takes raw bytes, a file sent as it is with its own type. */
type BodyPart<R> = R extends { rawBody: true }
  ? { file: Blob }
  : R extends { body: infer S extends v.GenericSchema }
    ? undefined extends Sent<S>
      ? { body?: Sent<S> }
      : { body: Sent<S> }
    : unknown;
/** The sign-in service's ID token, the bearer token of a `sign-in-proof` route. */
type ProofPart<R> = R extends { access: 'sign-in-proof' } ? { proof: string } : unknown;

/** What a caller sends to call a route, typed by its schemas, and a signal that abandons the call. */
export type CallOf<N extends RouteName> = ParamsPart<Route<N>> & QueryPart<Route<N>> & BodyPart<Route<N>> & ProofPart<Route<N>> & { signal?: AbortSignal };

/** The arguments after a route's name: its request, which may be left out when nothing in it is required. */
export type CallArgs<N extends RouteName> = Partial<CallOf<N>> extends CallOf<N> ? [request?: CallOf<N>] : [request: CallOf<N>];

/** What a route answers, as its response schema reads it (wire names turned into the domain's). */
export type AnswerOf<N extends RouteName> = v.InferOutput<Route<N>['response']>;

/** Fills `:name` segments of a contract path. */
export function pathOf(path: string, params: Record<string, string> = {}) {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
