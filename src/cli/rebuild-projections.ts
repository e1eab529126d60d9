import { loadConfig } from '../config/config';
import type { ProjectorLease } from '../projections/lease/projector-lease';
import { MongoConnection } from '../projections/mongo/mongo-connection';
import { rebuildViews } from '../projections/rebuild-views';
import { SqlClients, openEventStore, openProjectorLease, openReadStore } from '../runtime/adapters';
import { createLogger } from '../shared/logger';
import { parseArgs } from 'node:util';
import { Registry } from 'prom-client';
import { registerRebuildGauges } from '../observability/rebuild-metrics';
import { startMetricsServer } from '../runtime/metrics-server';
import { startProgress } from './progress';
import { errorMessage } from '../shared/error-message';
import type { RebuildPhase } from '../projections/rebuild-phases';
import { phaseTable } from './rebuild-phase-table';

/** The projection the server runs (runtime.ts VIEWS_PROJECTION), named here to keep this command's imports small. */
const VIEWS_PROJECTION = 'views';

const USAGE = `Usage: npm run projections:rebuild [-- --metrics-port <port>]
Replays the whole event log into the read models. Embedded profile: blue-green, into new tables
beside the live ones, swapped in at the end (a failed rebuild leaves the old ones as they were).
Server profiles: drops every read model and its checkpoint, then replays in place.
--metrics-port: serves the rebuild's progress on http://METRICS_HOST:<port>/metrics meanwhile
(projection_rebuild_events_applied, projection_rebuild_head_position, projection_rebuild_progress_ratio).
Honors the server's configuration (DATA_DIR, EVENT_STORE, READ_STORE, POSTGRES_URL, MONGODB_URL, ...).
Embedded profile: stop the server first; DATA_DIR belongs to one process.
Server profiles: projector processes may keep running on standby, but an active one
holds the projection lease; the rebuild waits one lease ttl for it and then gives up.
A progress bar (events/s, ETA) on a terminal, plain progress lines otherwise (both on stderr); after a
blue-green rebuild, each phase's wall and CPU time.`;

/** A live projector renews its lease; wait long enough for a dead one's lease to run out, no longer. */
async function takeLease(lease: ProjectorLease, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (await lease.acquire(VIEWS_PROJECTION)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' }, 'metrics-port': { type: 'string' } },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const metricsPort = metricsPortOf(values['metrics-port']);
  const metrics = new Registry();
  registerRebuildGauges(metrics);
  const metricsServer =
    metricsPort === null ? null : await startMetricsServer(metricsPort, config.metricsHost, { registry: metrics });
  if (config.eventStore === 'sqlite' || config.readStore === 'sqlite' || config.importQueue === 'sqlite') {
    logger.warn(
      { dataDir: config.dataDir },
      'embedded profile: the server must be stopped while rebuilding (it holds DATA_DIR)',
    );
  }
  // One connection to the embedded file, so that the rebuild's bulk writes can leave the write-ahead log.
  const sql = new SqlClients(config, logger, { serving: false, oneConnection: true });
  const mongo = new MongoConnection(config.mongodbUrl);
  try {
    const events = await openEventStore(config, sql);
    const readStore = await openReadStore(config, sql, mongo);
    const lease = await openProjectorLease(config, sql, mongo);
    try {
      if (!(await takeLease(lease, Math.min(lease.ttlMs, 60_000) + 2_000))) {
        throw new Error(
          `another process is applying projection "${VIEWS_PROJECTION}" (its lease stays renewed); stop the ` +
            `active projector process and retry`,
        );
      }
      const started = Date.now();
      logger.info({ readStore: config.readStore }, 'dropping the read models and replaying the event log');
      const phases: RebuildPhase[] = [];
      const progress = startProgress({ label: 'rebuild', from: 0, to: (await events.headPosition()) ?? 0 });
      const applied = await rebuildViews(events, readStore, {
        name: VIEWS_PROJECTION,
        logger,
        // Renewed between runs; the projector refuses to go on if the lease is lost midway.
        lease: { lease, renewEveryMs: Math.min(lease.ttlMs / 3, 3_000), acquireEveryMs: 1_000 },
        onRun: (count, checkpoint) => progress.update(count, checkpoint),
        onPhase: (phase) => phases.push(phase),
      });
      progress.stop();
      for (const line of phaseTable(phases, applied)) process.stderr.write(`${line}\n`);
      const checkpoint = await readStore.checkpoint(VIEWS_PROJECTION);
      logger.info({ events: applied, checkpoint, ms: Date.now() - started }, 'read models rebuilt');
    } finally {
      await lease.close();
      await readStore.close();
      await events.close();
    }
  } finally {
    await sql.closeAll();
    await mongo.close();
    metricsServer?.close();
  }
}

function metricsPortOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--metrics-port takes a port number');
  return port;
}

main().catch((error: unknown) => {
  process.stderr.write(`projections:rebuild: ${errorMessage(error)}\n`);
  process.exitCode = 1;
});
