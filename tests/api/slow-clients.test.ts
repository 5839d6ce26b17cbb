import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS, timeoutCheckEveryMs, type ConnectionLimits } from '../../adapters/http/server/connection-limits';
import { startTestServer } from '../support/test-server';

/**
 * Clients that open a connection and stall: each is cut, on a listening server, within its
 * configured timeout. The limits here are short so that the test is quick; the defaults are
 * checked on their own.
 */
const limits: ConnectionLimits = { headersTimeoutMs: 500, requestTimeoutMs: 1_000, idleTimeoutMs: 3_000, keepAliveTimeoutMs: 500, maxConnections: 4 };
/** Longer than any limit above plus Node's check interval; far below the 330 s the review saw. */
const GIVE_UP_MS = 5_000;

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  ({ app } = await startTestServer({ connectionLimits: limits }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(() => app.close());

interface RawClient {
  socket: net.Socket;
  /** When the server closed it (ms after connecting) and what it had answered; `open` if it never did. */
  closed: Promise<{ afterMs: number; received: string } | 'open'>;
}

async function connect(to = port): Promise<RawClient> {
  const socket = net.connect(to, '127.0.0.1');
  socket.on('error', () => {});
  await once(socket, 'connect');
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  const closed = new Promise<{ afterMs: number; received: string } | 'open'>((resolve) => {
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve('open');
    }, GIVE_UP_MS);
    socket.once('close', () => {
      clearTimeout(giveUp);
      resolve({ afterMs: Date.now() - started, received });
    });
  });
  return { socket, closed };
}

// A public route: on the others a caller not signed in is refused before the body.
const postHeaders = 'POST /api/contact HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';

describe('a client that stalls', () => {
  it('after the headers, promising a body it never sends, is answered 408 and cut', async () => {
    const client = await connect();
    client.socket.write(postHeaders);
    const closed = await client.closed;
    expect(closed).not.toBe('open');
    if (closed === 'open') return;
    expect(closed.afterMs).toBeLessThan(limits.requestTimeoutMs + 1_500);
    expect(closed.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('while sending the headers is cut at the headers timeout', async () => {
    const client = await connect();
    client.socket.write('GET /api/products HTTP/1.1\r\nHost: shop.test\r\n');
    const closed = await client.closed;
    expect(closed).not.toBe('open');
    if (closed !== 'open') expect(closed.afterMs).toBeLessThan(limits.headersTimeoutMs + 1_500);
  });

  it('trickling the body a byte at a time, never idle, is cut at the request timeout', async () => {
    const client = await connect();
    client.socket.write(postHeaders);
    const drip = setInterval(() => client.socket.writable && client.socket.write(' '), 150);
    const closed = await client.closed;
    clearInterval(drip);
    expect(closed).not.toBe('open');
    if (closed !== 'open') expect(closed.afterMs).toBeLessThan(limits.requestTimeoutMs + 1_500);
  });

  it('sending nothing at all is cut too', async () => {
    const client = await connect();
    const closed = await client.closed;
    expect(closed).not.toBe('open');
    if (closed !== 'open') expect(closed.afterMs).toBeLessThan(limits.idleTimeoutMs + 1_500);
  });

  it('keeping an answered connection alive is cut at the keep-alive timeout', async () => {
    const client = await connect();
    client.socket.write('GET /api/products HTTP/1.1\r\nHost: shop.test\r\nConnection: keep-alive\r\n\r\n');
    const closed = await client.closed;
    expect(closed).not.toBe('open');
    if (closed === 'open') return;
    expect(closed.received).toMatch(/^HTTP\/1\.1 200/);
    expect(closed.afterMs).toBeLessThan(limits.keepAliveTimeoutMs + 1_500);
  });
});

describe('a client that stalls its body, as long as the idle timeout is', () => {
  // The defaults' shape: the idle timeout equals the request timeout, so the socket falls idle first.
  const sameLimits: ConnectionLimits = { ...limits, idleTimeoutMs: limits.requestTimeoutMs };
  let shop: FastifyInstance;
  let shopPort: number;
  beforeAll(async () => {
    ({ app: shop } = await startTestServer({ connectionLimits: sameLimits }));
    await shop.listen({ port: 0, host: '127.0.0.1' });
    shopPort = (shop.server.address() as net.AddressInfo).port;
  });
  afterAll(() => shop.close());

  it('is answered 408, then cut, whichever timeout comes first', async () => {
    const client = await connect(shopPort);
    client.socket.write(postHeaders);
    client.socket.write('{"name":');
    const closed = await client.closed;
    expect(closed).not.toBe('open');
    if (closed === 'open') return;
    expect(closed.afterMs).toBeLessThan(sameLimits.requestTimeoutMs + 1_500);
    // Either the idle timeout (the shop's own 408) or Node's request timeout (Fastify's) comes first; both answer, then cut.
    expect(closed.received).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('connections at once', () => {
  it('beyond the most allowed are closed as they arrive, while the others stay open', async () => {
    const held = await Promise.all(Array.from({ length: limits.maxConnections }, () => connect()));
    const extra = await connect();
    const closed = await extra.closed;
    expect(closed).not.toBe('open');
    if (closed !== 'open') {
      expect(closed.afterMs).toBeLessThan(limits.headersTimeoutMs);
      expect(closed.received).toBe('');
    }
    expect(held.every((client) => !client.socket.destroyed)).toBe(true);
    held.forEach((client) => client.socket.destroy());
  });
});

describe('the defaults', () => {
  it('cut a stalled client within 30 seconds, and hold a bounded number of connections', () => {
    const { headersTimeoutMs, requestTimeoutMs, idleTimeoutMs, keepAliveTimeoutMs, maxConnections } = DEFAULT_CONNECTION_LIMITS;
    for (const timeout of [headersTimeoutMs, requestTimeoutMs, idleTimeoutMs, keepAliveTimeoutMs]) expect(timeout).toBeLessThanOrEqual(30_000);
    expect(headersTimeoutMs).toBeLessThanOrEqual(requestTimeoutMs);
    // Node enforces the header and request timeouts only when it checks, so it must check often.
    expect(timeoutCheckEveryMs(DEFAULT_CONNECTION_LIMITS)).toBeLessThanOrEqual(1_000);
    expect(Math.min(requestTimeoutMs, idleTimeoutMs) + timeoutCheckEveryMs(DEFAULT_CONNECTION_LIMITS)).toBeLessThanOrEqual(31_000);
    expect(maxConnections).toBeGreaterThan(0);
    expect(Number.isFinite(maxConnections)).toBe(true);
  });
});
