import { describe, expect, it } from 'vitest';
import { pathOf, routes, type RouteName } from '../../core/contract';
import { createDispatcher } from './dispatcher';
import { inProcessFetch } from './in-process-fetch';
import { matchRoute } from './match-route';
import { RateLimiter } from './server/rate-limiter';
import { ResponseCache } from './server/response-cache';

const services = (checkAnswers: boolean) => ({
  authenticate: async () => null,
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
});
