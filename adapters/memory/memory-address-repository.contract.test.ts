import { addressRepositoryContract } from '../../tests/contracts/address-repository.contract';
import { MemoryAddressRepository } from './memory-address-repository';

addressRepositoryContract('memory', async () => ({ addresses: new MemoryAddressRepository(), reset: async () => {} }));
