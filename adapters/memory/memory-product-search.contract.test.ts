import { productSearchContract } from '../../tests/contracts/product-search.contract';
import { memoryRepositories } from './memory-module';

productSearchContract('memory', async () => {
  const { products, categories } = memoryRepositories();
  return { products, categories, dispose: async () => {} };
});
