import { afterAll } from 'vitest';
import { HttpClient } from '../../adapters/http/client/http-client';
import { HttpOrdersApi } from '../../adapters/http/client/http-orders-api';
import { inProcessFetch } from '../../adapters/http/in-process-fetch';
import { ordersApiContract, type OrdersApiHarness } from '../contracts/orders-api.contract';
import { storeUser } from '../support/customers';
import { startTestServer } from '../support/test-server';

const closers: (() => Promise<unknown>)[] = [];
afterAll(() => Promise.all(closers.map((close) => close())));

/** The one client as each user, over `fetch`: the dispatcher in this process, or the network. */
async function harness(viaHttp: boolean): Promise<OrdersApiHarness> {
  const { app, dispatch, products, orders, users, tokens } = await startTestServer();
  closers.push(() => app.close());
  const [base, fetchImpl] = viaHttp ? [await app.listen({ port: 0, host: '127.0.0.1' }), undefined] : ['http://shop.test', inProcessFetch(dispatch)];
  return {
    as: async (user) => {
      const stored = await storeUser(users, user);
      const { token } = tokens.issue({ userId: stored.id, sessionVersion: stored.sessionVersion });
      return new HttpOrdersApi(new HttpClient(base, fetchImpl, { get: () => token, set() {}, clear() {} }));
    },
    products,
    orders,
  };
}

ordersApiContract('in-process dispatcher', () => harness(false));
ordersApiContract('HTTP', () => harness(true));
