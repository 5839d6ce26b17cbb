import type { RouteName } from '../../core/contract';

/**
 * How a story makes one route fail, by the route's name in core/contract.ts:
 * - 'network-error': the request never reaches the shop (fetch rejects);
 * - 'loading': the shop never answers;
 * - 'slow': the shop answers, after SLOW_ANSWER_DELAY_MS;
 * - 'declined': the card provider declines (402);
 * - 401, 403, 429, 500: the refusal the core gives for an expired session, a caller without the
 *   right, too many calls, or a fault on the shop's side.
 */
export type ApiFailure = 'network-error' | 'loading' | 'slow' | 'declined' | 401 | 403 | 429 | 500;

/** A failure every time, or only for the first `times` calls (then the route answers again). */
export type ApiOverride = ApiFailure | { failure: ApiFailure; times: number };

/** `parameters: { api: { placeOrder: 'network-error', listUsers: 403 } }` */
export type ApiOverrides = Partial<Record<RouteName, ApiOverride>>;

/** Long enough for the UI's "taking longer" note (SLOW_ANSWER_MS, 4 s) to show first. */
export const SLOW_ANSWER_DELAY_MS = 5000;
