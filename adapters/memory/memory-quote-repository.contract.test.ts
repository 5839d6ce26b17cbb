import { quoteRepositoryContract } from '../../tests/contracts/quote-repository.contract';
import { memoryRepositories } from './memory-module';

// One shop's repositories for the whole suite: each test has its own customers.
const repositories = memoryRepositories();
quoteRepositoryContract('memory', async () => repositories);
