import { readModelStoreContract } from './read-model-store.contract';
import { mongoBackend, pgliteBackend, postgresBackend } from './read-model-store.setups';

// PGlite always; PostgreSQL at POSTGRES_URL and MongoDB/FerretDB at MONGODB_URL when reachable (else a loud skip).
readModelStoreContract(pgliteBackend());
readModelStoreContract(postgresBackend());
readModelStoreContract(mongoBackend());
