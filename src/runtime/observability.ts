import type { ServiceConfig } from '../config/config';
import type { EventStore } from '../events/event-store';
import type { ImportQueue } from '../import/import-queue';
import type { ImportWorker } from '../import/import-worker';
import { type DependencyProbe, Readiness } from '../observability/readiness';
import { ServiceMetrics } from '../observability/service-metrics';
import type { MongoConnection } from '../projections/mongo/mongo-connection';
import type { ReadModelStore } from '../projections/read-model-store';
import type { LimitsBackends, SqlClients } from './adapters';

export interface ObservedParts {
  config: ServiceConfig;
  sql: SqlClients;
  mongo: MongoConnection;
  limits: LimitsBackends;
  eventStore: EventStore;
  readStore: ReadModelStore;
  queue: ImportQueue;
  importWorker: ImportWorker | null;
  projection: string;
}

/** One probe per backing server the configuration uses; the embedded SQLite file needs none. */
function probesFor(parts: ObservedParts): DependencyProbe[] {
  const { config } = parts;
  const probes: DependencyProbe[] = [];
  if ([config.eventStore, config.readStore, config.importQueue].includes('postgres'))
    probes.push({ name: 'postgres', check: async () => (await parts.sql.server()).query('select 1') });
  if (config.eventStore === 'eventstoredb')
    probes.push({ name: 'eventstoredb', check: () => parts.eventStore.headPosition() });
  if (config.readStore === 'mongodb')
    probes.push({ name: 'mongodb', check: async () => (await parts.mongo.db()).command({ ping: 1 }) });
  if (config.importQueue === 'kafka') probes.push({ name: 'kafka', check: () => parts.queue.depth() });
  if (config.limitsStore === 'redis') probes.push({ name: 'redis', check: () => parts.limits.ping() });
  return probes;
}

/** Readiness (GET /ready) and the Prometheus metrics of one process. */
export function openObservability(parts: ObservedParts): { readiness: Readiness; metrics: ServiceMetrics } {
  const readiness = new Readiness({
    probes: probesFor(parts),
    events: parts.eventStore,
    checkpoint: () => parts.readStore.checkpoint(parts.projection),
    queueDepth: () => parts.queue.depth(),
    problems: () =>
      parts.importWorker?.consumerLost ? ['the import consumer stopped for good; restart this process'] : [],
  });
  // Without METRICS_PORT nobody can read node's series: not collected (a timer 100 times a second, a hook per GC).
  const nodeDefaults = parts.config.metricsPort !== undefined;
  return { readiness, metrics: new ServiceMetrics(readiness, { nodeDefaults }) };
}
