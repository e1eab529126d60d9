import { SqlEventStore } from '../../src/events/sql/sql-event-store';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { openPgClient } from '../../src/storage/pg-client';
import { guardDependency } from '../../src/shared/dependency-error';
import { openScratchSqlite } from '../support/scratch-sqlite';
import { idempotencyRecordContract } from './idempotency-record.contract';
import { POSTGRES_URL, createPgTestSchema, isReachable, warnSkipped } from './support/servers';

describe('idempotency record contract: SQLite (temp dir)', () => {
  idempotencyRecordContract(async () => {
    const { db, dispose } = openScratchSqlite('idem-contract');
    return { store: await SqliteEventStore.open(db), close: dispose };
  });
});

describe('idempotency record contract: PostgreSQL (own schema per run, guarded as the service runs it)', () => {
  idempotencyRecordContract(async () => {
    if (!(await isReachable(POSTGRES_URL, 5432))) {
      warnSkipped('PostgreSQL idempotency record contract', `nothing listening at ${new URL(POSTGRES_URL).host}`);
      return null;
    }
    const schema = await createPgTestSchema();
    const sql = await openPgClient(schema.url, 4);
    return {
      // Wrapped like the runtime wraps it: the key's violation must still be recognizable through the wrapper.
      store: guardDependency(await SqlEventStore.open(sql), 'postgres'),
      async close() {
        await sql.close();
        await schema.drop();
      },
    };
  });
});
