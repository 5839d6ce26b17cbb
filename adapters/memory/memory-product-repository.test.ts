import { productRepositoryContract } from '../../tests/contracts/product-repository.contract';
import { MemoryProductRepository } from './memory-product-repository';

productRepositoryContract('memory', async () => ({ products: new MemoryProductRepository(), dispose: async () => {} }));
