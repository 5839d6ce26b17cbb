import { orderRepositoryContract } from '../../tests/contracts/order-repository.contract';
import { memoryRepositories } from './memory-module';

orderRepositoryContract('memory', async () => {
  const { orders, products } = memoryRepositories();
  return { orders, products, reset: async () => {} };
});
