import { tradeAccountRepositoryContract } from '../../tests/contracts/trade-account-repository.contract';
import { memoryRepositories } from './memory-module';

// One shop's repositories for the whole suite: each test has its own people.
const repositories = memoryRepositories();
tradeAccountRepositoryContract('memory', async () => repositories);
