import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';
// A proxy's id is kept when it is a plain token; anything else could forge or flood the log.
const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * The id on every log line of a request: the one a trusted proxy in front sent, or a new one. A
 * client's own id is never taken: it could pose as another request's or pin its lines to a name.
 */
export const requestIds =
  (trustsPeer: (address: string) => boolean) =>
  (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && SAFE_REQUEST_ID.test(given) && trustsPeer(request.socket.remoteAddress ?? '') ? given : randomUUID();
  };

/** `ann.archer@example.com` (or `ann.archer%40example.com`, as a path carries it) as `a…@example.com`: enough to follow a case, not a list of customers. */
export const shortenEmails = (text: string) => text.replace(/([^\s@<>"',;:]{1})[^\s@<>"',;:]*(?:@|%40)([\w-]+(?:\.[\w-]+)+)/gi, '$1…@$2');

/** Query strings leave a URL quoted in a message: sign-in links and old clients carry codes there. */
const withoutQueries = (text: string) => text.replace(/(\/[^\s?"']*)\?[^\s"')]+/g, '$1?…');

const scrubbed = (text: string) => shortenEmails(withoutQueries(text));

const isPlain = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** Scrubs the strings of what a log call was given; requests, replies and errors are left to their serializers. */
const shortened = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return scrubbed(value);
  if (depth > 4) return value;
  if (Array.isArray(value)) return value.map((inner) => shortened(inner, depth + 1));
  if (isPlain(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortened(inner, depth + 1)]));
  return value;
};

// Secrets never reach a line, wherever a log call puts them.
const SECRET_KEYS = ['authorization', 'cookie', 'password', 'newPassword', 'token', 'idToken', 'accessToken', 'refreshToken', 'clientSecret', 'secret', 'cardNumber', 'number', 'cvc', 'expiry', 'oobCode'];

/**
 * Fastify's pino logger for the shop: JSON lines with the request id, the route's pattern, status and
 * duration; no headers, bodies or query strings (links carry one-time codes there); secrets
 * redacted and emails shortened in whatever else is logged.
 */
export function shopLogger(level: string): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    // Two levels deep, not three: a `*.*` path walks every request object logged, a third of a request's time.
    redact: { paths: [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`)], censor: '[redacted]' },
    serializers: {
      // The route's pattern (`/api/user/:email`), not the path: paths carry emails. A path no route matched is scrubbed.
      req: (request: FastifyRequest) => ({ method: request.method, url: request.routeOptions?.url ?? scrubbed((request.url ?? '').split('?')[0]) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: Error) => shortened({ ...pino.stdSerializers.err(error) }) as ReturnType<typeof pino.stdSerializers.err>,
    },
    formatters: { log: (object) => shortened(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubbed(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}

/** Every answer names its request id, so that a customer's report finds its log lines. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];

/** A request's logger whose pino child is made at its first line written. */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: pino.Logger,
    private readonly bindings: Bindings,
  ) {}

  private line(level: Level, args: unknown[]) {
    if (!this.parent.isLevelEnabled(level)) return;
    this.made ??= this.parent.child(this.bindings);
    (this.made[level] as (...args: unknown[]) => void)(...args);
  }

  get level() {
    return this.made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.made ??= this.parent.child(this.bindings);
    this.made.level = level;
  }
  // Methods, not arrow fields: one logger is made per request, and fields would make six functions with it.
  fatal(...args: unknown[]) {
    this.line('fatal', args);
  }
  error(...args: unknown[]) {
    this.line('error', args);
  }
  warn(...args: unknown[]) {
    this.line('warn', args);
  }
  info(...args: unknown[]) {
    this.line('info', args);
  }
  debug(...args: unknown[]) {
    this.line('debug', args);
  }
  trace(...args: unknown[]) {
    this.line('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: Parameters<FastifyBaseLogger['child']>[1]) {
    return (this.made ?? this.parent.child(this.bindings)).child(bindings, options);
  }
}

/**
 * Each request's logger (Fastify's `childLoggerFactory`), its pino child made only when the request
 * writes a line at a level in force: making one redacts its bindings, a tenth of a cached catalogue
 * read's time, for lines that at `error` are never written. A route with a level or serializers of
 * its own gets its child at once.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  options.level === undefined && options.serializers === undefined ? new RequestLogger(logger as pino.Logger, bindings) : logger.child(bindings, options);
