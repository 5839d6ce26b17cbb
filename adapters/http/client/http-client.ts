import * as v from 'valibot';
import type { ShopApi } from '../../../core/ports/browser/shop-api';
import type { TokenStore } from '../../../core/ports/browser/session-api';
import { errorSchema, pathOf, routes, type AnswerOf, type CallArgs, type RouteContract, type RouteName } from '../../../core/contract';
import { typeOfStatus } from '../status';
import { ApiError } from './api-error';

/** Any route's request, as the client puts it on the wire (CallOf types each route's). */
interface RequestOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | null | undefined>;
  body?: unknown;
  /** A file sent as the body as it is, with its own type (uploads). */
  file?: Blob;
  signal?: AbortSignal;
  /** The bearer token of a `sign-in-proof` route. */
  proof?: string;
}

/**
 * Calls the shop's API by its contract: a route's name is all a caller gives, its path, access and
 * answer schema come from the table. Every failure becomes an ApiError. `fetchImpl` is the
 * transport: the network in the browser, the dispatcher itself in tests and Storybook.
 */
export class HttpClient implements ShopApi {
  constructor(
    private readonly baseUrl = '',
    private readonly fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
    private readonly tokens?: TokenStore,
  ) {}

  private authorization(route: RouteContract, options: RequestOptions): Record<string, string> {
    const bearer = route.access === 'sign-in-proof' ? options.proof : route.access === 'public' ? null : this.tokens?.get();
    return bearer ? { authorization: `Bearer ${bearer}` } : {};
  }

  async call<N extends RouteName>(name: N, ...[request]: CallArgs<N>): Promise<AnswerOf<N>> {
    const route: RouteContract = routes[name];
    const options = (request ?? {}) as RequestOptions;
    const url = new URL(this.baseUrl + pathOf(route.path, options.params), globalThis.location?.origin ?? 'http://localhost');
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const send = async (headers: Record<string, string>) => {
      try {
        return await this.fetchImpl(url, {
          method: route.method,
          headers: {
            accept: 'application/json',
            ...(options.file ? { 'content-type': options.file.type || 'application/octet-stream' } : options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
          signal: options.signal,
        });
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        throw new ApiError('internal', 'The shop could not be reached. Check your connection and try again.', 0);
      }
    };
    const sentWith = this.authorization(route, options);
    let res = await send(sentWith);
    // Refused with a session renewed while the call was on its way (another call's refusal renewed
    // it): sent again once with the new one, so that one ended session is renewed once, not per call.
    // A refused call did nothing, so sending it again is safe.
    if (res.status === 401 && sentWith.authorization !== undefined) {
      const now = this.authorization(route, options);
      if (now.authorization !== undefined && now.authorization !== sentWith.authorization) res = await send(now);
    }
    const payload: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const parsed = v.safeParse(errorSchema, payload);
      if (parsed.success) throw new ApiError(parsed.output.type, parsed.output.message, res.status);
      throw new ApiError(typeOfStatus(res.status), `The shop answered with an error (${res.status})`, res.status);
    }
    const parsed = v.safeParse(route.response, payload);
    if (!parsed.success) throw new ApiError('internal', 'The shop sent an answer this page does not understand', res.status);
    return parsed.output as AnswerOf<N>;
  }
}
