import { describe, expect, it } from 'vitest';
import { pathOf, routes, type RouteName } from '../../core/contract';
import type { User } from '../../core/domain/user';
import { createDispatcher, type Handlers } from './dispatcher';
import { inProcessFetch } from './in-process-fetch';
import { matchRoute } from './match-route';
import { RateLimiter } from './server/rate-limiter';
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
