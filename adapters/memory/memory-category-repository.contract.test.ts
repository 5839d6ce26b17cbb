import { categoryRepositoryContract } from '../../tests/contracts/category-repository.contract';
import { memoryRepositories } from './memory-module';

categoryRepositoryContract('memory', async () => {
  const { categories, products } = memoryRepositories();
  return { categories, products, dispose: async () => {} };
});
