import { auditLogContract } from '../../tests/contracts/audit-log.contract';
import { memoryRepositories } from './memory-module';

// One shop's repositories for the whole suite: each test reads only what its own admin did.
const repositories = memoryRepositories();
auditLogContract('memory', async () => repositories);
