import type { EventReader, Position } from '../events/event-store';
import type { Dependency } from '../shared/dependency-error';
import { degradedWarnings } from '../shared/degraded-modes';

/** One backing service as readiness sees it. */
export interface DependencyProbe {
  name: Dependency;
  /** Resolves when the service answered a trivial request (ping, select 1). */
  check(): Promise<unknown>;
}

export interface DependencyState {
  name: Dependency;
  status: 'up' | 'down';
  latency_ms: number;
}

export interface ProjectionLag {
  checkpoint: Position | null;
  /** Events in the log the read models do not include yet (counted up to LAG_COUNT_LIMIT). */
  lag_events: number;
  /** True when there are at least LAG_COUNT_LIMIT events behind (the count stops there). */
  lag_events_capped: boolean;
  /** Age of the oldest event not applied yet; 0 when caught up. */
  lag_seconds: number;
}

export interface ReadinessReport {
  ready: boolean;
  checked_at: string;
  dependencies: DependencyState[];
  /** Null when the read store or the log could not be read. */
  projection: ProjectionLag | null;
  /** Rows waiting in the import queue; null when it could not be asked. */
  import_queue: { depth: number } | null;
  /** Reasons other than a dependency (an import consumer that stopped for good). */
  problems: string[];
  /** Fallbacks in force (rate limits or lockouts counted per process while Redis is down): served, but weaker. */
  warnings: string[];
}

export interface ReadinessSources {
  probes: DependencyProbe[];
  events: EventReader;
  checkpoint(): Promise<Position | null>;
  queueDepth(): Promise<number>;
  problems(): string[];
  now?: () => number;
}

/** Probes answer within this, or count as down: readiness itself must never hang. */
export const PROBE_TIMEOUT_MS = 1500;
export const LAG_COUNT_LIMIT = 500;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function probe(dependency: DependencyProbe): Promise<DependencyState> {
  const started = performance.now();
  const status = await withinTimeout(
    Promise.resolve().then(() => dependency.check()),
    PROBE_TIMEOUT_MS,
  ).then(
    () => 'up' as const,
    () => 'down' as const,
  );
  return { name: dependency.name, status, latency_ms: Math.round((performance.now() - started) * 10) / 10 };
}

async function projectionLag(sources: ReadinessSources, now: number): Promise<ProjectionLag> {
  const checkpoint = await sources.checkpoint();
  const behind = await sources.events.readAll(checkpoint, LAG_COUNT_LIMIT);
  const oldest = behind[0] ? Date.parse(behind[0].recordedAt) : now;
  return {
    checkpoint,
    lag_events: behind.length,
    lag_events_capped: behind.length >= LAG_COUNT_LIMIT,
    lag_seconds: Math.max(0, Math.round((now - oldest) / 100) / 10),
  };
}

/**
 * Readiness: may this process take traffic? Every backing service it uses
 * must answer. Projection lag and queue depth are reported, not judged: a
 * lagging projection still serves consistent (older) reads, and writes
 * succeed. Reports are cached for a second, so frequent probes and metric
 * scrapes do not multiply the load on the stores.
 */
export class Readiness {
  private cached: { at: number; report: Promise<ReadinessReport> } | null = null;

  constructor(private readonly sources: ReadinessSources) {}

  report(maxAgeMs = 1000): Promise<ReadinessReport> {
    const now = (this.sources.now ?? Date.now)();
    if (this.cached && now - this.cached.at < maxAgeMs) return this.cached.report;
    const report = this.measure(now);
    this.cached = { at: now, report };
    return report;
  }

  private async measure(now: number): Promise<ReadinessReport> {
    const [dependencies, projection, depth] = await Promise.all([
      Promise.all(this.sources.probes.map(probe)),
      withinTimeout(projectionLag(this.sources, now), PROBE_TIMEOUT_MS).catch(() => null),
      withinTimeout(this.sources.queueDepth(), PROBE_TIMEOUT_MS).catch(() => null),
    ]);
    const problems = this.sources.problems();
    return {
      ready: dependencies.every((dependency) => dependency.status === 'up') && problems.length === 0,
      checked_at: new Date(now).toISOString(),
      dependencies,
      projection,
      import_queue: depth === null ? null : { depth },
      problems,
      warnings: degradedWarnings(),
    };
  }
}
