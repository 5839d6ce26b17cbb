import { pgliteForFile } from '../../tests/support/pglite-for-file';
import { postgresRepositoryContracts } from '../../tests/contracts/postgres-repositories';

postgresRepositoryContracts('PGlite on disk', pgliteForFile());
