import { EsdbEventStore } from '../../src/events/esdb/esdb-event-store';
import { SqlEventStore } from '../../src/events/sql/sql-event-store';
import { openPgClient } from '../../src/storage/pg-client';
import { eventStoreContract } from './event-store.contract';
import { startEventStoreDb } from './support/eventstoredb-container';
import { POSTGRES_URL, createPgTestSchema, isDockerReachable, isReachable, warnSkipped } from './support/servers';
import { openScratchSqlite, sqliteExecutor } from '../support/scratch-sqlite';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';

describe('event store contract: SQLite (temp dir)', () => {
  eventStoreContract(async () => {
    const { db, dispose } = openScratchSqlite('es-contract');
    return { store: await SqliteEventStore.open(db), sql: sqliteExecutor(db), close: dispose };
  });
});

describe('event store contract: PostgreSQL (own schema per run)', () => {
  eventStoreContract(async () => {
    if (!(await isReachable(POSTGRES_URL, 5432))) {
      warnSkipped(
        'PostgreSQL event store contract suite',
        `nothing listening at ${new URL(POSTGRES_URL).host} (start deploy/local/services.sh up)`,
      );
      return null;
    }
    const schema = await createPgTestSchema();
    const sql = await openPgClient(schema.url, 4);
    return {
      store: await SqlEventStore.open(sql),
      sql,
      async close() {
        await sql.close();
        await schema.drop();
      },
    };
  });
});

describe('event store contract: EventStoreDB (testcontainers)', () => {
  eventStoreContract(async () => {
    if (!(await isDockerReachable())) {
      warnSkipped(
        'EventStoreDB contract suite',
        'no Docker engine reachable (no docker socket / DOCKER_HOST); the adapter ran only against the ' +
          'in-memory double',
      );
      return null;
    }
    const server = await startEventStoreDb();
    const store = await EsdbEventStore.connect(server.connectionString);
    return {
      store,
      async close() {
        await store.close();
        await server.stop();
      },
    };
  });
});
