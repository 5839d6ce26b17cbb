import { cartRepositoryContract } from '../../tests/contracts/cart-repository.contract';
import { MemoryCartRepository } from './memory-cart-repository';

cartRepositoryContract('memory', async () => ({ carts: new MemoryCartRepository(), reset: async () => {} }));
