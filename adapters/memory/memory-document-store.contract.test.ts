import { documentStoreContract } from '../../tests/contracts/document-store.contract';
import { memoryRepositories } from './memory-module';

// One shop's repositories for the whole suite: each test numbers in years of its own. Memory keeps
// no orders' rows for documents to point at: any id will do.
const repositories = memoryRepositories();
documentStoreContract('memory', async () => ({ documents: repositories.documents, order: async () => crypto.randomUUID() }));
