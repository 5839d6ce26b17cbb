import { orderRepositoryContract } from '../../tests/contracts/order-repository.contract';
import { memoryRepositories } from './memory-module';

orderRepositoryContract('memory', async () => {
  const { orders, products, outbox } = memoryRepositories();
  return { orders, products, outbox, reset: async () => {}, company: async () => crypto.randomUUID() };
});
