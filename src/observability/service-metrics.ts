import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Readiness } from './readiness';
import { registerRebuildGauges } from './rebuild-metrics';

/** Seconds over which import_rows_per_second is averaged. */
const RATE_WINDOW_S = 10;

/**
 * The process's Prometheus metrics (prom-client). Route labels are route
 * templates (`/v1/patients/:id`), never paths with ids, and no label carries
 * request data, so the scrape output holds nothing about patients.
 * Gauges that need the stores (dependency up/down, projection lag, queue
 * depth) are read at scrape time from the cached readiness report.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly eventsAppended: Counter;
  readonly importRows: Counter;
  private readonly importedAt: { at: number; rows: number }[] = [];

  /** `nodeDefaults: false`: without node's own series (their event-loop delay sampler wakes the process 100/s). */
  constructor(readiness: Readiness, options: { nodeDefaults?: boolean } = {}) {
    const registers = [this.registry];
    // Includes nodejs_eventloop_lag_seconds (and its percentiles), heap, CPU and handles.
    if (options.nodeDefaults !== false) collectDefaultMetrics({ register: this.registry });
    this.httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.eventsAppended = new Counter({
      name: 'events_appended_total',
      help: 'Events this process appended to the log',
      registers,
    });
    this.importRows = new Counter({
      name: 'import_rows_total',
      help: 'CSV rows this process gave an outcome (imported or rejected)',
      registers,
    });
    const importedAt = this.importedAt;
    new Gauge({
      name: 'import_rows_per_second',
      help: `CSV rows imported per second by this process, over the last ${RATE_WINDOW_S} s`,
      registers,
      collect() {
        const since = Date.now() - RATE_WINDOW_S * 1000;
        this.set(importedAt.filter((entry) => entry.at >= since).reduce((sum, e) => sum + e.rows, 0) / RATE_WINDOW_S);
      },
    });
    new Gauge({
      name: 'dependency_up',
      help: 'Whether a backing service answered its readiness probe (1) or not (0)',
      labelNames: ['dependency'],
      registers,
      async collect() {
        const report = await readiness.report();
        for (const dependency of report.dependencies)
          this.set({ dependency: dependency.name }, dependency.status === 'up' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'projection_lag_events',
      help: 'Events in the log the read models do not include yet (counting stops at 500)',
      registers,
      async collect() {
        const lag = (await readiness.report()).projection;
        if (lag) this.set(lag.lag_events);
      },
    });
    new Gauge({
      name: 'projection_lag_seconds',
      help: 'Age of the oldest event the read models do not include yet',
      registers,
      async collect() {
        const lag = (await readiness.report()).projection;
        if (lag) this.set(lag.lag_seconds);
      },
    });
    new Gauge({
      name: 'import_queue_depth',
      help: 'CSV rows queued and not yet imported',
      registers,
      async collect() {
        const queue = (await readiness.report()).import_queue;
        if (queue) this.set(queue.depth);
      },
    });
    registerRebuildGauges(this.registry);
  }

  rowsImported(rows: number): void {
    this.importRows.inc(rows);
    const now = Date.now();
    this.importedAt.push({ at: now, rows });
    while (this.importedAt.length > 0 && this.importedAt[0].at < now - RATE_WINDOW_S * 1000) this.importedAt.shift();
  }
}
