import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes, type RouteName } from '../contract';
import type { Dispatch, Handlers } from '../dispatcher';
import type { CallsInFlight } from './calls-in-flight';

const JSON_TYPE = 'application/json; charset=utf-8';

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * Binds every route of the contract that has a handler to Fastify: the request's parts go to the
 * dispatcher as they arrived, and its answer goes back as it is. Routes whose body is raw bytes
 * sit in a scope of their own, so that JSON routes keep their JSON parser and size limit.
 */
export async function serveContract(app: FastifyInstance, dispatch: Dispatch, handlers: Handlers, { maxRawBodyBytes, inFlight }: { maxRawBodyBytes: number; inFlight?: CallsInFlight }) {
  const names = (Object.keys(routes) as RouteName[]).filter((name) => handlers[name]);
  const bind = (scope: FastifyInstance, name: RouteName) =>
    scope.route({
      method: routes[name].method,
      url: routes[name].path,
      handler: async (request, reply) => {
        const call = dispatch(name, { params: request.params, query: request.query, body: request.body, bearer: bearerOf(request), address: request.ip, url: request.url });
        const answer = await (inFlight ? inFlight.track(call) : call);
        void reply.status(answer.status).headers(answer.headers);
        return answer.json === undefined ? answer.body : reply.type(JSON_TYPE).send(answer.json);
      },
    });
  for (const name of names) if (!('rawBody' in routes[name])) bind(app, name);
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxRawBodyBytes }, (_request, body, done) => done(null, body));
    for (const name of names) if ('rawBody' in routes[name]) bind(raw, name);
  });
}
