import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { IncomingHttpHeaders, ServerOptions } from 'node:http';

/** How long the server waits on a client, and how many clients it holds at once. */
export interface ConnectionLimits {
  /** A request's headers must all arrive within this (answered 408, then closed). */
  headersTimeoutMs: number;
  /** A whole request, headers and body, must arrive within this (answered 408, then closed). */
  requestTimeoutMs: number;
  /** A connection on which nothing moves either way for this long is closed, mid-request or mid-answer. */
  idleTimeoutMs: number;
  /** A kept-alive connection waits this long for its next request. */
  keepAliveTimeoutMs: number;
  /** Connections beyond this many at once are closed as they arrive. */
  maxConnections: number;
}

/** A client that stalls is cut within 30 seconds; a picture of 5 MB takes 30 seconds at 1.4 Mbit/s. */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
};

/**
 * Node checks the header and request timeouts of open connections every this often (30 s unless
 * told), so that a timeout is kept to within a second rather than within half a minute.
 */
export const timeoutCheckEveryMs = ({ headersTimeoutMs }: Pick<ConnectionLimits, 'headersTimeoutMs'>) => Math.max(50, Math.min(1_000, Math.floor(headersTimeoutMs / 4)));

/** Fastify's and Node's options for the limits; `maxConnections` is set on the server itself. */
export function connectionOptions(limits: ConnectionLimits): Pick<FastifyServerOptions, 'connectionTimeout' | 'requestTimeout' | 'keepAliveTimeout'> & { http: ServerOptions } {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: timeoutCheckEveryMs(limits),
    },
  };
}

// What Node itself writes when a request outlasts its request timeout.
const REQUEST_TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/** Whether a request's headers announce a body. */
export const sendsBody = (headers: IncomingHttpHeaders) => headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * Node cuts a connection that falls idle mid-request without a word, and with the defaults the
 * idle timeout comes before the request timeout's check: a stalled body is told 408 either way.
 */
export function answerStalledRequests(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    // Node emits this only while the request's body is unfinished; a listener means Node leaves the socket to it. A request without a body has none to stall.
    if (!sendsBody(request.headers)) return done();
    request.raw.once('timeout', () => {
      const { socket } = request.raw;
      if (reply.raw.headersSent) socket.destroy();
      else socket.end(REQUEST_TIMEOUT_ANSWER, () => socket.destroy());
    });
    done();
  });
}
