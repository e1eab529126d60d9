import { readModelStoreContract } from './read-model-store.contract';
import { mongoBackend, postgresBackend, sqliteBackend } from './read-model-store.setups';

// SQLite always; PostgreSQL at POSTGRES_URL and MongoDB/FerretDB at MONGODB_URL when reachable (else a loud skip).
readModelStoreContract(sqliteBackend());
readModelStoreContract(postgresBackend());
readModelStoreContract(mongoBackend());
