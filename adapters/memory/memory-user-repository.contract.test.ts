import { userRepositoryContract } from '../../tests/contracts/user-repository.contract';
import { MemoryUserRepository } from './memory-user-repository';

userRepositoryContract('memory', async () => ({ users: new MemoryUserRepository(), reset: async () => {} }));
