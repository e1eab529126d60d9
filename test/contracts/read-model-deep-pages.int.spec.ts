import { readModelDeepPagesContract } from './read-model-deep-pages.contract';
import { mongoBackend, postgresBackend, sqliteBackend } from './read-model-store.setups';

// SQLite always; PostgreSQL and MongoDB/FerretDB when reachable (else a loud skip), as the main contract.
readModelDeepPagesContract(sqliteBackend());
readModelDeepPagesContract(postgresBackend());
readModelDeepPagesContract(mongoBackend(), { scansPerQuery: true });
