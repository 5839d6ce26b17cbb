import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { User } from '../../../core/domain/user';
import { invalidData } from '../../../core/shop/errors';
import { requireAdmin, requireSignedIn } from '../../../core/shop/permissions';
import type { RouteContract, RouteInput } from '../contract';
import type { RateLimiter } from './rate-limiter';
import type { ResponseCache } from './response-cache';
import { requireAcceptedText } from './text-input';

export interface HandlerContext<R extends RouteContract> extends RouteInput<R> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in caller on `signed-in` and `admin` routes. */
  caller: R['access'] extends 'signed-in' | 'admin' ? User : null;
  /** The bearer token as sent, for `sign-in-proof` routes. */
  bearer: string | null;
}

/** What every route leans on: who the caller is, whether they may call again so soon, and recent public answers. */
export interface RouteServices {
  /** Finds the user behind a request's access token; null when none was sent. */
  authenticate: (bearer: string | null) => Promise<User | null>;
  rateLimiter: RateLimiter;
  responses: ResponseCache;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

function parsePart(schema: v.GenericSchema | undefined, value: unknown, part: string) {
  if (!schema) return undefined;
  const result = v.safeParse(schema, value ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = v.getDotPath(issue);
  throw invalidData(field ? `${part} ${field}: ${issue.message}` : `${part}: ${issue.message}`);
}

/**
 * A thin handler: the contract's access rule checks the caller, its rate limit counts the call
 * (per signed-in caller and per address), text the shop does not accept is refused wherever it
 * is sent, its schemas shape the input, and the handler calls one use case. A cacheable read may
 * be answered from the response cache; a write clears it.
 */
export function addRoute<R extends RouteContract>(
  app: FastifyInstance,
  { authenticate, rateLimiter, responses }: RouteServices,
  contract: R,
  handler: (context: HandlerContext<R>) => Promise<unknown>,
) {
  const cached = contract.cacheable === true && responses.enabled;
  const writes = contract.method !== 'GET';
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      if (cached) {
        const hit = responses.get(request.url);
        if (hit !== undefined) return reply.type(JSON_TYPE).send(hit);
      }
      const bearer = bearerOf(request);
      let caller: User | null = null;
      if (contract.access === 'signed-in') caller = requireSignedIn(await authenticate(bearer));
      if (contract.access === 'admin') caller = requireAdmin(await authenticate(bearer));
      if (contract.rateLimit) rateLimiter.take(contract.rateLimit, { account: caller?.id, address: request.ip });
      // Every string sent, wherever it sits and whatever the schema would make of it.
      requireAcceptedText(request.params, 'path');
      requireAcceptedText(request.query, 'query');
      requireAcceptedText(request.body, 'body');
      const input = {
        params: parsePart(contract.params, request.params, 'path'),
        query: parsePart(contract.query, request.query, 'query'),
        body: parsePart(contract.body, request.body, 'body'),
      } as RouteInput<R>;
      const answer = await handler({ ...input, request, reply, bearer, caller: caller as HandlerContext<R>['caller'] });
      if (writes) responses.clear();
      if (!cached) return answer;
      const body = JSON.stringify(answer);
      responses.set(request.url, body);
      return reply.type(JSON_TYPE).send(body);
    },
  });
}
