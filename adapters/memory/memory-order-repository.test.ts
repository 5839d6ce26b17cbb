import { orderRepositoryContract } from '../../tests/contracts/order-repository.contract';
import { MemoryOrderRepository } from './memory-order-repository';
import { MemoryProductRepository } from './memory-product-repository';

orderRepositoryContract('memory', async () => {
  const orders = new MemoryOrderRepository();
  const products = new MemoryProductRepository(orders);
  return { orders, products, reset: async () => {} };
});
