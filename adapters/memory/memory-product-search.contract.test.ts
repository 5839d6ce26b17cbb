import { productSearchContract } from '../../tests/contracts/product-search.contract';
import { MemoryProductRepository } from './memory-product-repository';

productSearchContract('memory', async () => ({ products: new MemoryProductRepository(), dispose: async () => {} }));
