import { delay, HttpResponse } from 'msw';
import { routes, type RouteName } from '../../core/contract';
import { createDispatcher, type Handlers } from '../../adapters/http/dispatcher';
import { inProcessFetch } from '../../adapters/http/in-process-fetch';
import { matchRoute } from '../../adapters/http/match-route';
import { DEFAULT_RATE_LIMITS, RateLimiter } from '../../adapters/http/server/rate-limiter';
import { ResponseCache } from '../../adapters/http/server/response-cache';
import { SLOW_ANSWER_DELAY_MS, type ApiFailure, type ApiOverride, type ApiOverrides } from './api-failures';
import type { StoryShop } from './create-story-shop';
import { failingHandler } from './failing-handler';

/** A call a page made, as the shop received it. */
export interface ApiCall {
  name: RouteName;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body, or undefined (none, or a picture's bytes). */
  body: unknown;
}

/**
 * One story's API: every /api request answered by the story shop through the dispatcher, except
 * the routes the story makes fail. It keeps the calls made, for play functions to check.
 */
export class StoryApi {
  readonly calls: ApiCall[] = [];
  private readonly overrides = new Map<RouteName, { failure: ApiFailure; left: number }>();
  private readonly interruptions = new Map<RouteName, () => unknown>();
  private readonly fetch: typeof fetch;

  constructor(
    readonly shop: StoryShop,
    overrides: ApiOverrides = {},
  ) {
    this.fetch = inProcessFetch(shop.api.dispatch);
    for (const [name, override] of Object.entries(overrides) as [RouteName, ApiOverride][]) this.fail(name, override);
  }

  /** Makes a route fail from now on (or for its next `times` calls). */
  fail(name: RouteName, override: ApiOverride) {
    // Parameters are untyped: a misspelt route would otherwise never fail.
    if (!(name in routes)) throw new Error(`parameters.api names no route of the contract: ${name}`);
    const { failure, times } = typeof override === 'object' ? override : { failure: override, times: Number.POSITIVE_INFINITY };
    this.overrides.set(name, { failure, left: times });
  }

  /** The route answers again. */
  heal(name: RouteName) {
    this.overrides.delete(name);
  }

  /**
   * Runs `action` once, when the route's next call has passed its access check and before its use
   * case runs: what someone else changed meanwhile (the race the story shows).
   */
  meanwhile(name: RouteName, action: () => unknown) {
    this.interruptions.set(name, action);
  }

  /** The calls made of one route. */
  callsOf(name: RouteName) {
    return this.calls.filter((call) => call.name === name);
  }

  async answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const matched = matchRoute(request.method, url.pathname);
    if (!matched) return this.fetch(request);
    const body: unknown = request.headers.get('content-type')?.includes('json') ? await request.clone().json().catch(() => undefined) : undefined;
    this.calls.push({ name: matched.name, params: matched.params, query: Object.fromEntries(url.searchParams), body });
    const failure = this.take(matched.name);
    if (failure === 'network-error') return HttpResponse.error();
    if (failure === 'loading') return delay('infinite').then(() => HttpResponse.error());
    if (failure === 'slow') await delay(SLOW_ANSWER_DELAY_MS);
    if (failure !== null && failure !== 'slow') return this.servedBy(matched.name, failingHandler(this.shop, matched.name, failure))(request);
    const interruption = this.interruptions.get(matched.name);
    if (!interruption) return this.fetch(request);
    this.interruptions.delete(matched.name);
    const handler = this.shop.api.handlers[matched.name] as (input: unknown) => Promise<unknown>;
    return this.servedBy(matched.name, async (input) => {
      await interruption();
      return handler(input);
    })(request);
  }

  /** A dispatcher that serves one route with another handler: access, parsing and the error shape stay the shop's. */
  private servedBy(name: RouteName, handler: (input: never) => Promise<unknown>): typeof fetch {
    const dispatch = createDispatcher({ [name]: handler } as Handlers, {
      authenticate: (bearer, read) => this.shop.accounts.authenticate(bearer, read),
      rateLimiter: new RateLimiter(DEFAULT_RATE_LIMITS),
      responses: new ResponseCache(0),
      checkAnswers: true,
    });
    return inProcessFetch(dispatch);
  }

  private take(name: RouteName): ApiFailure | null {
    const override = this.overrides.get(name);
    if (!override) return null;
    if (--override.left <= 0) this.overrides.delete(name);
    return override.failure;
  }
}
