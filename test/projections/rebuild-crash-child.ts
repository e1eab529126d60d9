/**
 * Child process of rebuild-crash.e2e.spec.ts: rebuilds the views of the
 * DATA_DIR given as its argument and kills itself (SIGKILL, no cleanup of
 * any kind) after its third committed run, in the middle of the build.
 */
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { rebuildViews } from '../../src/projections/rebuild-views';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { silentLogger } from '../../src/shared/logger';
import { openSqliteClient } from '../../src/storage/sqlite-client';

async function main(): Promise<void> {
  const db = openSqliteClient(process.argv[2], { synchronous: 'normal' });
  const events = new UpcastingEventStore(await SqliteEventStore.open(db));
  const store = await SqliteReadModelStore.open(db);
  let runs = 0;
  await rebuildViews(events, store, {
    name: 'views',
    logger: silentLogger,
    runSize: 10,
    onRun: () => {
      runs += 1;
      if (runs === 3) process.kill(process.pid, 'SIGKILL');
    },
  });
  // Reached only if the rebuild ended before its third run: the spec then fails on the exit code.
  process.exitCode = 3;
}

void main();
