import { afterAll } from 'vitest';
import { HttpClient } from '../../adapters/http/client/http-client';
import { HttpOrdersApi } from '../../adapters/http/client/http-orders-api';
import { InProcessOrdersApi } from '../../adapters/in-process/in-process-orders-api';
import { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import { MemoryIntentStore } from '../../adapters/sandbox-card/server/memory-intent-store';
import { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import { Ordering } from '../../core/shop/ordering';
import { Payments } from '../../core/shop/payments';
import { ordersApiContract } from '../contracts/orders-api.contract';
import { storeUser } from '../support/customers';
import { startTestServer } from '../support/test-server';

ordersApiContract('in-process', async () => {
  const orders = new MemoryOrderRepository();
  const products = new MemoryProductRepository(orders);
  const users = new MemoryUserRepository();
  const ordering = new Ordering(products, orders, new Payments(orders, new SandboxCardProcessor(new MemoryIntentStore())), users);
  return {
    as: async (user) => {
      const stored = await storeUser(users, user);
      return new InProcessOrdersApi(ordering, () => stored);
    },
    products,
    orders,
  };
});

const closers: (() => Promise<unknown>)[] = [];
afterAll(() => Promise.all(closers.map((close) => close())));

ordersApiContract('HTTP', async () => {
  const { app, products, orders, users, tokens } = await startTestServer();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => app.close());
  return {
    as: async (user) => {
      const stored = await storeUser(users, user);
      const { token } = tokens.issue(stored.id);
      return new HttpOrdersApi(new HttpClient(address, undefined, { get: () => token, set() {}, clear() {} }));
    },
    products,
    orders,
  };
});
