import { describe, expect, it } from 'vitest';
import { pathOf, routes, type RouteName } from '../../core/contract';
import type { User } from '../../core/domain/user';
import { createDispatcher, type Handlers } from './dispatcher';
import { inProcessFetch } from './in-process-fetch';
import { matchRoute } from './match-route';
import { RateLimiter } from './server/rate-limiter';
import { InProcessRateCounter } from './server/in-process-rate-counter';
import type { RateCounter } from '../../core/ports/driven/rate-counter';
import type { SessionUser } from '../../core/ports/driven/user-repository';
import { unauthorized } from '../../core/shop/errors';
import { ResponseCache } from './server/response-cache';

const callers: Record<string, User> = {
  'ann-token': { id: 'user-ann', email: 'ann@example.com', displayName: 'Ann', role: 'customer', emailVerified: true },
  'boss-token': { id: 'user-boss', email: 'boss@example.com', displayName: 'Boss', role: 'admin', emailVerified: true },
};

const services = (checkAnswers: boolean) => ({
  authenticate: async (bearer: string | null) => (bearer ? callers[bearer] : null),
  rateLimiter: new RateLimiter({
    perAccount: { orders: 10, payments: 10, uploads: 10, emails: 10, addresses: 10 },
    perAddress: { orders: 10, payments: 10, uploads: 10, signIns: 10, messages: 10, emails: 10, addresses: 10 },
  }),
  responses: new ResponseCache(0),
  checkAnswers,
});

describe('the contract served without a framework', () => {
  it('finds every route of the contract by its method and a path filled in', () => {
    for (const name of Object.keys(routes) as RouteName[]) {
      const path = pathOf(routes[name].path, { id: '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f', email: 'ann@example.com' });
      expect(matchRoute(routes[name].method, path), name).toMatchObject({ name });
    }
    expect(matchRoute('GET', '/api/nowhere')).toBeNull();
  });

  it('refuses, while checking answers, one that leaves its contract', async () => {
    const stray = async () => ({ admin: 'yes' }) as never;
    const strict = createDispatcher({ getAuthConfig: stray }, services(true));
    await expect(strict('getAuthConfig', { bearer: null, address: '127.0.0.1' })).rejects.toThrow(/getAuthConfig answered outside its contract/);
    const lax = createDispatcher({ getAuthConfig: stray }, services(false));
    expect(await lax('getAuthConfig', { bearer: null, address: '127.0.0.1' })).toMatchObject({ status: 200, body: { admin: 'yes' } });
  });

  it('answers in the one error shape through fetch: an unknown address, a refusal, and a failure inside', async () => {
    const failing = createDispatcher({ getPaymentConfig: async () => Promise.reject(new Error('database gone')), listUsers: async () => [] }, services(false));
    const fetch = inProcessFetch(failing);
    const unknown = await fetch('http://shop.test/api/nowhere');
    expect([unknown.status, await unknown.json()]).toEqual([404, { type: 'not_found', message: expect.any(String) }]);
    const refused = await fetch('http://shop.test/api/users');
    expect([refused.status, await refused.json()]).toEqual([401, { type: 'unauthorized', message: 'Please sign in first' }]);
    const unserved = await fetch('http://shop.test/api/auth-config');
    expect([unserved.status, await unserved.json()]).toEqual([404, { type: 'not_found', message: expect.any(String) }]);
    const broken = await fetch('http://shop.test/api/payment-config');
    expect([broken.status, await broken.json()]).toEqual([500, { type: 'internal', message: expect.not.stringContaining('database') }]);
  });

  it('decides access from the contract alone: no handler runs for a caller its route does not let in', async () => {
    const reached: RouteName[] = [];
    const handlers = Object.fromEntries((Object.keys(routes) as RouteName[]).map((name) => [name, async () => void reached.push(name)])) as Handlers;
    const dispatch = createDispatcher(handlers, services(false));
    const call = (name: RouteName, bearer: string | null) => dispatch(name, { bearer, address: '127.0.0.1', params: { id: '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f', email: 'ann@example.com' } });
    const guarded = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].access === 'signed-in' || routes[name].access === 'admin');
    for (const name of guarded) {
      expect(await call(name, null), name).toMatchObject({ status: 401, body: { type: 'unauthorized', message: 'Please sign in first' } });
      if (routes[name].access === 'admin') expect(await call(name, 'ann-token'), name).toMatchObject({ status: 403, body: { type: 'forbidden', message: 'Only an admin may do that' } });
    }
    expect(reached).toEqual([]);
    // The same callers are let in where the contract says so (the admin's answer then depends on the body each route needs).
    await call('listUsers', 'boss-token');
    await call('myReviews', 'ann-token');
    expect(reached).toEqual(['listUsers', 'myReviews']);
  });

  it("reads the caller in the rate limit's round trip where the buckets are kept beside the users, a stale session refused before the limit", async () => {
    const steps: string[] = [];
    const stored: Record<string, SessionUser> = { 'user-ann': { ...callers['ann-token'], sessionVersion: 0 } };
    const inProcess = new InProcessRateCounter();
    const counter: RateCounter = {
      take: async (buckets) => (steps.push('take'), inProcess.take(buckets)),
      takeReadingUser: async (buckets, userId) => (steps.push(`take reading ${userId}`), { before: await inProcess.take(buckets), user: stored[userId] ?? null }),
    };
    // As the shop's accounts do: the token names a user, whose account is read (by `read` where the door gives one).
    const authenticate = async (bearer: string | null, read: (id: string) => Promise<SessionUser | null> = async (id) => (steps.push(`read ${id}`), stored[id] ?? null)) => {
      if (!bearer) return null;
      const user = await read(`user-${bearer.replace(/-token$/, '')}`);
      if (!user) throw unauthorized('This account no longer exists');
      return user;
    };
    const limits = {
      perAccount: { orders: 1, payments: 10, uploads: 10, emails: 10, addresses: 10 },
      perAddress: { orders: 2, payments: 10, uploads: 10, signIns: 10, messages: 10, emails: 10, addresses: 10 },
    };
    const dispatch = createDispatcher({}, { authenticate, rateLimiter: new RateLimiter(limits, counter), responses: new ResponseCache(0) });
    const door = (bearer: string | null) => ({ bearer, address: '192.0.2.1' });

    expect(await dispatch.admit('checkout', door('ann-token'))).toMatchObject({ route: 'checkout', caller: { id: 'user-ann' } });
    expect(steps).toEqual(['take reading user-ann']);
    expect(await dispatch.admit('checkout', door('ann-token'))).toMatchObject({ status: 429, body: { message: 'Too many orders in a short time. Please wait a moment and try again.' } });
    // Gone, and past the address's limit too: the session's refusal comes first.
    expect(await dispatch.admit('checkout', door('gone-token'))).toMatchObject({ status: 401, body: { message: 'This account no longer exists' } });
    expect(await dispatch.admit('checkout', door('gone-token'))).toMatchObject({ status: 401 });
    expect(await dispatch.admit('checkout', door(null))).toMatchObject({ status: 401 });
    // A limited route that reads no account counts the call alone; a guarded one without a limit reads the account alone.
    await dispatch.admit('checkAccount', door(null));
    await dispatch.admit('myReviews', door('ann-token'));
    expect(steps).toEqual(['take reading user-ann', 'take reading user-ann', 'take reading user-gone', 'take reading user-gone', 'take', 'read user-ann']);
  });

  it('answers a public read again from the cache at once, and leaves every other call to the dispatch', async () => {
    let reads = 0;
    const handlers = { getProduct: async () => ({ name: 'Wrench', stock: ++reads }), listOrders: async () => [] } as unknown as Handlers;
    const dispatch = createDispatcher(handlers, { ...services(false), responses: new ResponseCache(60_000) });
    const id = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
    const call = (params: unknown) => ({ bearer: null, address: '127.0.0.1', params });
    expect(dispatch.answered('getProduct', call({ id }))).toBeUndefined();
    const first = await dispatch('getProduct', call({ id }));
    const again = dispatch.answered('getProduct', call({ id }));
    expect(again).toEqual({ status: 200, json: first.json, headers: {} });
    expect(JSON.parse(new TextDecoder().decode(again!.json))).toMatchObject({ stock: 1 });
    expect(reads).toBe(1);
    // Refused input, and a route whose door checks the caller, go through the dispatch, which says why.
    expect(dispatch.answered('getProduct', call({ id: 'not-an-id' }))).toBeUndefined();
    expect(dispatch.answered('getProduct', call({ id: `${id}\u0000` }))).toBeUndefined();
    expect(dispatch.answered('listOrders', call({}))).toBeUndefined();
  });
});
