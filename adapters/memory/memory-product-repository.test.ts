import { productRepositoryContract } from '../../tests/contracts/product-repository.contract';
import { MemoryOrderRepository } from './memory-order-repository';
import { MemoryProductRepository } from './memory-product-repository';

productRepositoryContract('memory', async () => {
  const orders = new MemoryOrderRepository();
  return { products: new MemoryProductRepository(orders), orders, dispose: async () => {} };
});
