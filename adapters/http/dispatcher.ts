import * as v from 'valibot';
import type { User } from '../../core/domain/user';
import type { SessionUser } from '../../core/ports/driven/user-repository';
import { isShopError, notFound } from '../../core/shop/errors';
import { parseRouteInput } from '../../core/contract/parse-input';
import { requireAdmin, requireSignedIn, type Admin } from '../../core/shop/permissions';
import { routes, type ApiErrorBody, type RouteContract, type RouteInput, type RouteName } from '../../core/contract';
import { RateLimitedError, type RateLimiter } from './server/rate-limiter';
import type { ResponseCache } from './server/response-cache';
import { requireAcceptedText } from './server/text-input';
import { statusOf } from './status';

type Route<N extends RouteName> = (typeof routes)[N];

/** What a route's handler receives: its parsed input, and who calls. */
export type HandlerInput<N extends RouteName> = RouteInput<Route<N>> & {
  /** The signed-in caller on `signed-in` and `admin` routes. */
  caller: Route<N>['access'] extends 'admin' ? Admin : Route<N>['access'] extends 'signed-in' ? User : null;
  /** The bearer token as sent, for `sign-in-proof` routes. */
  bearer: string | null;
};

/** What a route answers on success, as its contract describes it. */
export type RouteAnswer<N extends RouteName> = v.InferInput<Route<N>['response']>;

/** One use case call per route. A route without a handler (the sandbox confirm call with Stripe chosen) is not served. */
export type Handlers = { [N in RouteName]?: (input: HandlerInput<N>) => Promise<RouteAnswer<N>> };

/** What is known of a call before its body: enough to decide whether it may come in. */
export interface Door {
  bearer: string | null;
  /** The client's address, counted by the rate limits. */
  address: string;
}

/** A call as it arrives, from any transport. */
export interface Call extends Door {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** The caller as the door let them in, when the transport asked before reading the body. */
  admitted?: Admission;
}

/** A caller let in to one route: the access rule passed and the call was counted against the limits. */
export interface Admission {
  route: RouteName;
  caller: User | null;
}

/** What the transport sends back: the body as a value, or already as JSON's UTF-8 bytes from the cache. */
export interface Answer {
  status: number;
  body?: unknown;
  json?: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** What every route leans on: who the caller is, whether they may call again so soon, and recent public answers. */
export interface DispatchServices {
  /** Finds the user behind an access token (its account read by `read` when given); null when none was sent. */
  authenticate: (bearer: string | null, read?: (userId: string) => Promise<SessionUser | null>) => Promise<User | null>;
  rateLimiter: RateLimiter;
  responses: ResponseCache;
  /** Checks every answer against its contract schema before it leaves (tests turn it on). */
  checkAnswers?: boolean;
}

export interface Dispatch {
  <N extends RouteName>(name: N, call: Call): Promise<Answer>;
  /**
   * Decides from the headers alone whether a call may come in (its access rule, its rate limit),
   * so that a transport refuses a caller before reading a byte of the body they send.
   */
  admit(name: RouteName, door: Door): Promise<Admission | Answer>;
  /**
   * A public read answered from the response cache at once, without a promise, as most calls are;
   * undefined when the call must be dispatched (not cached, not such a route, or refused: the
   * dispatch says why).
   */
  answered(name: RouteName, call: Call): Answer | undefined;
}

async function callerOf(route: RouteContract, bearer: string | null, authenticate: (bearer: string | null) => Promise<User | null>) {
  if (route.access === 'signed-in') return requireSignedIn(await authenticate(bearer));
  if (route.access === 'admin') return requireAdmin(await authenticate(bearer));
  return null;
}

function checkAnswer(name: RouteName, route: RouteContract, answer: unknown) {
  const onTheWire: unknown = answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
  const result = v.safeParse(route.response, onTheWire);
  if (!result.success) throw new Error(`${name} answered outside its contract: ${v.getDotPath(result.issues[0]) ?? ''} ${result.issues[0].message}`);
}

/** A refusal in the one error shape, with Retry-After when the client is told to wait. */
export function refusal(error: unknown): Answer | null {
  if (!isShopError(error)) return null;
  const headers: Record<string, string> = error instanceof RateLimitedError ? { 'retry-after': String(error.retryAfterSeconds) } : {};
  const body: ApiErrorBody = { type: error.type, message: error.message };
  return { status: statusOf[error.type], body, headers };
}

const utf8 = new TextEncoder();

/** Whether a route's door may refuse a caller (an access rule or a rate limit): a public route without a limit lets everyone in. */
export const checksAtTheDoor = (route: RouteContract) => route.access !== 'public' || route.rateLimit !== undefined;

/**
 * Runs a route of the contract without any web framework: the access rule checks the caller, the
 * rate limit counts the call (per account and per address), text the shop does not accept is
 * refused wherever it is sent, the schemas shape the input, and the handler calls one use case.
 * A transport may run the first two (`admit`) before it reads the body. A cacheable read may be
 * answered from the response cache; a write that changes what it holds clears it. A refusal
 * answers in the one error shape; anything else is thrown for the transport to report as a 500.
 */
export function createDispatcher(handlers: Handlers, { authenticate, rateLimiter, responses, checkAnswers = false }: DispatchServices): Dispatch {
  const enter = async (name: RouteName, { bearer, address }: Door): Promise<Admission> => {
    const route: RouteContract = routes[name];
    const action = route.rateLimit;
    // Where the buckets are kept beside the users, the caller's account is read in the take's round trip; its refusal waits for the caller's check.
    let counted: { refused: RateLimitedError | null } | undefined;
    const readCounting = async (userId: string) => {
      const taken = await rateLimiter.takeReadingUser(action!, { userId, address });
      counted = taken;
      return taken.user;
    };
    const read = action && rateLimiter.readsUsers ? readCounting : undefined;
    const caller = await callerOf(route, bearer, (bearer) => authenticate(bearer, read));
    if (counted?.refused) throw counted.refused;
    if (action && !counted) await rateLimiter.take(action, { account: caller?.id, address });
    return { route: name, caller };
  };
  const admit = async (name: RouteName, door: Door): Promise<Admission | Answer> => {
    try {
      return await enter(name, door);
    } catch (error) {
      const refused = refusal(error);
      if (refused) return refused;
      throw error;
    }
  };
  /** The call's parts as the route reads them, and its key in the response cache where it has one. */
  const read = (name: RouteName, route: RouteContract, call: Call) => {
    // Every string sent, wherever it sits and whatever the schema would make of it.
    requireAcceptedText(call.params, 'path');
    requireAcceptedText(call.query, 'query');
    requireAcceptedText(call.body, 'body');
    const { params, query, body } = parseRouteInput(route, call);
    // Keyed on what the route reads: a parameter it does not know, or a value written otherwise, is the same entry.
    const key = route.cacheable === true && responses.enabled ? `${name}\u0000${JSON.stringify(params ?? null)}\u0000${JSON.stringify(query ?? null)}` : null;
    return { params, query, body, key };
  };
  const answered = (name: RouteName, call: Call): Answer | undefined => {
    const route: RouteContract = routes[name];
    if (route.cacheable !== true || !responses.enabled || !handlers[name] || checksAtTheDoor(route)) return undefined;
    let key: string | null;
    try {
      key = read(name, route, call).key;
    } catch {
      // Refused: the dispatch reads the call again and answers the refusal.
      return undefined;
    }
    const hit = key === null ? undefined : responses.get(key);
    return hit === undefined ? undefined : { status: 200, json: hit, headers: {} };
  };
  const dispatch = async <N extends RouteName>(name: N, call: Call): Promise<Answer> => {
    const route: RouteContract = routes[name];
    const handler = handlers[name] as ((input: unknown) => Promise<unknown>) | undefined;
    // Not served here (the sandbox's confirm call with Stripe chosen): as if the address did not exist.
    if (!handler) return refusal(notFound('There is no such API address'))!;
    try {
      // A door with nothing to check is passed without a wait: most calls are public catalogue reads.
      const { caller } = call.admitted?.route === name ? call.admitted : checksAtTheDoor(route) ? await enter(name, call) : { caller: null };
      const { params, query, body, key } = read(name, route, call);
      const hit = key === null ? undefined : responses.get(key);
      if (hit !== undefined) return { status: 200, json: hit, headers: {} };
      const answer = await handler({ params, query, body, caller, bearer: call.bearer });
      if (checkAnswers) checkAnswer(name, route, answer);
      if (route.changesCatalogue) responses.clear();
      const status = route.status ?? 200;
      if (key === null) return { status, body: answer, headers: {} };
      // Bytes, not a string: each answer from the cache is then sent without being encoded again.
      const json = utf8.encode(JSON.stringify(answer));
      responses.set(key, json);
      return { status, json, headers: {} };
    } catch (error) {
      const refused = refusal(error);
      if (refused) return refused;
      throw error;
    }
  };
  return Object.assign(dispatch, { admit, answered });
}
