import * as v from 'valibot';
import { accountRoutes } from './contract/accounts';
import { addressRoutes } from './contract/addresses';
import { catalogueRoutes } from './contract/catalogue';
import { mailRoutes } from './contract/mail';
import { fulfilmentRoutes, orderRoutes } from './contract/orders';
import { paymentRoutes } from './contract/payments';
import { reviewRoutes } from './contract/reviews';
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
  ...accountRoutes,
  ...addressRoutes,
  ...reviewRoutes,
  ...mailRoutes,
  ...orderRoutes,
  ...fulfilmentRoutes,
  ...paymentRoutes,
} as const satisfies Record<string, RouteContract>;

/** The areas of the API, for the reference's sections: each route's area by name. */
export const routeAreas = {
  Catalogue: catalogueRoutes,
  Accounts: accountRoutes,
  Addresses: addressRoutes,
  Reviews: reviewRoutes,
  Mail: mailRoutes,
  Orders: orderRoutes,
  Fulfilment: fulfilmentRoutes,
  Payments: paymentRoutes,
} as const;

export type RouteName = keyof typeof routes;

type Input<R, K extends 'params' | 'query' | 'body'> = R extends Record<K, infer S extends v.GenericSchema>
  ? v.InferOutput<S>
  : undefined;
export type RouteInput<R extends RouteContract> = { params: Input<R, 'params'>; query: Input<R, 'query'>; body: Input<R, 'body'> };

/** Fills `:name` segments of a contract path. */
export function pathOf(path: string, params: Record<string, string> = {}) {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
