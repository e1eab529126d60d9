/**
 * Child process of rebuild-crash.e2e.spec.ts: rebuilds the views of the
 * DATA_DIR given as its first argument and kills itself (SIGKILL, no
 * cleanup of any kind) in the middle: after its third committed run
 * (`build`, the default), once the next views file is complete and before
 * it is renamed over the live one (`before-swap`), or once it is renamed
 * (`after-swap`). It opens the directory as `projections:rebuild` does,
 * with one connection, which swaps the views file.
 */
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { rebuildViews } from '../../src/projections/rebuild-views';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { silentLogger } from '../../src/shared/logger';
import { openSqliteClient } from '../../src/storage/sqlite-client';

async function main(): Promise<void> {
  const db = openSqliteClient(process.argv[2], { synchronous: 'normal', oneConnection: true });
  const events = new UpcastingEventStore(await SqliteEventStore.open(db));
  const store = await SqliteReadModelStore.open(db);
  const during = process.argv[3] ?? 'build';
  let runs = 0;
  await rebuildViews(events, store, {
    name: 'views',
    logger: silentLogger,
    runSize: 10,
    onRun: () => {
      runs += 1;
      if (during === 'build' && runs === 3) process.kill(process.pid, 'SIGKILL');
    },
    onPhase: (phase) => {
      // The thread beside is done and its file not yet copied in.
      if (during === 'beside-built' && phase.name === 'creations: waiting for the thread beside') {
        process.kill(process.pid, 'SIGKILL');
      }
      if (during === 'before-swap' && phase.name === 'counts') process.kill(process.pid, 'SIGKILL');
      if (during === 'after-swap' && phase.name === 'swap') process.kill(process.pid, 'SIGKILL');
    },
  });
  // Reached only if the rebuild ended before the kill: the spec then fails on the exit code.
  process.exitCode = 3;
}

void main();
