import { catalogueTransferContract } from '../../tests/contracts/catalogue-transfer.contract';
import { memoryRepositories } from './memory-module';

catalogueTransferContract('memory', async () => {
  const { catalogueTransfer, products, categories, audit } = memoryRepositories();
  return { store: catalogueTransfer, products, categories, audit, dispose: async () => {} };
});
