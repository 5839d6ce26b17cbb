import { cartRepositoryContract } from '../../tests/contracts/cart-repository.contract';
import { memoryRepositories } from './memory-module';

cartRepositoryContract('memory', async () => {
  const { carts, products } = memoryRepositories();
  return { carts, products, reset: async () => {} };
});
