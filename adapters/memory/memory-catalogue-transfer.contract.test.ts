import { catalogueTransferContract } from '../../tests/contracts/catalogue-transfer.contract';
import { memoryRepositories } from './memory-module';

catalogueTransferContract('memory', async () => {
  const { catalogueTransfer, products, categories } = memoryRepositories();
  return { store: catalogueTransfer, products, categories, dispose: async () => {} };
});
