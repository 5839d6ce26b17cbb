import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { User } from '../../../core/domain/user';
import { invalidData } from '../../../core/shop/errors';
import { requireAdmin, requireSignedIn } from '../../../core/shop/permissions';
import type { RouteContract, RouteInput } from '../contract';

export interface HandlerContext<R extends RouteContract> extends RouteInput<R> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in caller on `signed-in` and `admin` routes. */
  caller: R['access'] extends 'signed-in' | 'admin' ? User : null;
  /** The bearer token as sent, for `sign-in-proof` routes. */
  bearer: string | null;
}

/** Finds the user behind a request's access token; null when none was sent. */
export type Authenticate = (bearer: string | null) => Promise<User | null>;

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
 * A thin handler: the contract's access rule checks the caller, its schemas shape the input,
 * and the handler calls one use case.
 */
export function addRoute<R extends RouteContract>(
  app: FastifyInstance,
  authenticate: Authenticate,
  contract: R,
  handler: (context: HandlerContext<R>) => Promise<unknown>,
) {
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      const bearer = bearerOf(request);
      let caller: User | null = null;
      if (contract.access === 'signed-in') caller = requireSignedIn(await authenticate(bearer));
      if (contract.access === 'admin') caller = requireAdmin(await authenticate(bearer));
      const input = {
        params: parsePart(contract.params, request.params, 'path'),
        query: parsePart(contract.query, request.query, 'query'),
        body: parsePart(contract.body, request.body, 'body'),
      } as RouteInput<R>;
      return handler({ ...input, request, reply, bearer, caller: caller as HandlerContext<R>['caller'] });
    },
  });
}
