import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_BODY_LIMIT, routes, type RouteContract, type RouteName } from '../../../core/contract';
import { checksAtTheDoor, type Admission, type Answer, type Dispatch, type Handlers } from '../dispatcher';
import type { CallsInFlight } from './calls-in-flight';
import { sendsBody } from './connection-limits';

const JSON_TYPE = 'application/json; charset=utf-8';

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

const send = (reply: FastifyReply, answer: Answer) => {
  void reply.status(answer.status).headers(answer.headers);
  return answer.json === undefined ? reply.send(answer.body) : reply.type(JSON_TYPE).send(answer.json);
};

/**
 * Binds every route of the contract that has a handler to Fastify. Before Fastify reads a body,
 * the dispatcher decides from the headers whether the caller may come in, and the route's
 * `bodyLimit` refuses a longer Content-Length (413); then the request's parts go to the
 * dispatcher as they arrived, and its answer goes back as it is. Routes whose body is raw bytes
 * sit in a scope of their own, so that JSON routes keep their JSON parser.
 */
export async function serveContract(app: FastifyInstance, dispatch: Dispatch, handlers: Handlers, { inFlight }: { inFlight?: CallsInFlight } = {}) {
  const names = (Object.keys(routes) as RouteName[]).filter((name) => handlers[name]);
  const admissions = new WeakMap<FastifyRequest, Admission>();
  const tracked = <T>(run: () => Promise<T>) => (inFlight ? inFlight.track(run) : run());
  const bind = (scope: FastifyInstance, name: RouteName, route: RouteContract = routes[name]) =>
    scope.route({
      method: route.method,
      url: route.path,
      bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
      // onRequest runs before the body is read: a refused caller never gets to send it. A door that refuses no one needs no hook.
      ...(checksAtTheDoor(route) && {
        onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
          const admitted = await tracked(() => dispatch.admit(name, { bearer: bearerOf(request), address: request.ip }));
          if ('route' in admitted) return void admissions.set(request, admitted);
          // The body left unread would be read to keep the connection: close it instead.
          if (sendsBody(request.headers)) void reply.header('connection', 'close');
          return send(reply, admitted);
        },
      }),
      handler: (request, reply) => {
        const call = { params: request.params, query: request.query, body: request.body, bearer: bearerOf(request), address: request.ip, admitted: admissions.get(request) };
        const cached = dispatch.answered(name, call);
        if (cached) return send(reply, cached);
        return tracked(() => dispatch(name, call)).then((answer) => send(reply, answer));
      },
    });
  for (const name of names) if (!('rawBody' in routes[name])) bind(app, name);
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    // The limit is each route's own (`bodyLimit` above).
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const name of names) if ('rawBody' in routes[name]) bind(raw, name);
  });
}
