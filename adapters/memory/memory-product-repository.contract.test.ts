import { productRepositoryContract } from '../../tests/contracts/product-repository.contract';
import { memoryRepositories } from './memory-module';

productRepositoryContract('memory', async () => {
  const { orders, products } = memoryRepositories();
  return { products, orders, dispose: async () => {} };
});
