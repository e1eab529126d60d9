import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { EventReader } from '../../events/event-store';
import type { Logger } from '../../shared/logger';
import { BuildStopped } from './export-files';
import { runBuild } from './export-build';
import type { BuildState, ExportStore } from './export-store';
import type { LogChain } from './replay-as-of';
import type { LiveViews } from './live-views';

export interface ExportWorkerOptions {
  /** How often the worker looks for builds to run. */
  pollMs?: number;
  /** A build whose worker has not renewed its lease for this long is taken over by another (or a restarted) one. */
  leaseTtlMs?: number;
  /** Events folded per step of a replay. */
  chunkEvents?: number;
  /** A finished build is removed this long after it finished (see ExportStore.expireFinished); 24 h by default. */
  expireAfterMs?: number;
  /** How often the worker looks for expired builds. */
  expirySweepMs?: number;
  /** Tells this worker's leases apart; random by default. */
  holder?: string;
  /** The live views, read instead of replaying when they show a build's position (embedded profile). */
  liveViews?: LiveViews;
  /**
   * No build starts before this settles: the audit notary's first run, where it runs in the same process.
   * A service started on a log that grew without it folds that backlog first; a build meanwhile would fold
   * the same chain head again and hold its own memory beside the notary's.
   */
  startAfter?: Promise<void>;
}

/** How often a running build's state (its progress) is written for the status answers, at most. */
const SAVE_EVERY_MS = 250;

/**
 * Runs dataset export builds, one at a time, in the process of the import
 * worker role: it picks a pending build, takes its lease and runs it in
 * steps that give the event loop a turn, renewing the lease as it goes. A
 * build cancelled meanwhile is dropped with its files; one this worker
 * stops (shutdown) keeps its replay, and the next worker resumes it.
 */
export class ExportWorker {
  private readonly pollMs: number;
  private readonly leaseTtlMs: number;
  private readonly chunkEvents: number;
  private readonly expireAfterMs: number;
  private readonly expirySweepMs: number;
  private readonly liveViews: LiveViews | undefined;
  private readonly startAfter: Promise<void>;
  private sweptAt = 0;
  readonly holder: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;
  /** Builds this worker finished (tests: two callers of one position make one build). */
  buildsDone = 0;

  constructor(
    private readonly store: ExportStore,
    private readonly reader: EventReader,
    private readonly chain: LogChain,
    private readonly logger: Logger,
    options: ExportWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 500;
    this.leaseTtlMs = options.leaseTtlMs ?? 30_000;
    this.chunkEvents = options.chunkEvents ?? 1000;
    this.expireAfterMs = options.expireAfterMs ?? 24 * 3600 * 1000;
    this.expirySweepMs = options.expirySweepMs ?? 60_000;
    this.liveViews = options.liveViews;
    this.startAfter = options.startAfter ?? Promise.resolve();
    this.holder = options.holder ?? `worker-${process.pid}-${randomBytes(4).toString('hex')}`;
  }

  start(): void {
    this.stopping = false;
    void this.startAfter.then(() => {
      if (this.stopping) return;
      this.timer ??= setInterval(() => this.poll(), this.pollMs);
      this.timer.unref();
      this.poll();
    });
  }

  /** Stops after the current step; the build keeps its replay and lease-free, so another worker resumes it at once. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Resolves when no build is running (tests). */
  async idle(): Promise<void> {
    await this.running;
  }

  private poll(): void {
    if (this.running || this.stopping) return;
    this.sweepExpired();
    const next = this.store
      .pendingBuilds()
      .find((build) => this.store.claim(build.key, this.holder, this.leaseTtlMs, Date.now()));
    if (!next) return;
    this.running = this.run(next).finally(() => {
      this.running = null;
      if (!this.stopping) setImmediate(() => this.poll());
    });
  }

  private sweepExpired(): void {
    const now = Date.now();
    if (now - this.sweptAt < this.expirySweepMs) return;
    this.sweptAt = now;
    try {
      const expired = this.store.expireFinished(now, this.expireAfterMs);
      if (expired.length > 0) this.logger.info({ builds: expired.length }, 'expired dataset export builds removed');
    } catch (error) {
      this.logger.warn({ err: error }, 'dataset export expiry sweep failed; retried at the next sweep');
    }
  }

  private cancelled(build: BuildState): boolean {
    return this.store.build(build.key)?.generation !== build.generation;
  }

  private async run(build: BuildState): Promise<void> {
    let savedAt = 0;
    let renewedAt = Date.now();
    const dir = this.store.buildDir(build.key);
    try {
      const done = await runBuild(build, {
        dir,
        reader: this.reader,
        chain: this.chain,
        chunkEvents: this.chunkEvents,
        liveViews: this.liveViews,
        shouldStop: () => this.stopping || this.cancelled(build) || !this.store.holds(build.key, this.holder),
        onState: (state) => {
          const now = Date.now();
          if (now - renewedAt > this.leaseTtlMs / 3) {
            this.store.claim(build.key, this.holder, this.leaseTtlMs, now);
            renewedAt = now;
          }
          if (now - savedAt < SAVE_EVERY_MS || !this.store.holds(build.key, this.holder)) return;
          savedAt = now;
          this.store.saveBuild(state);
        },
      });
      if (this.cancelled(build) || !this.store.holds(build.key, this.holder)) throw new BuildStopped();
      this.store.saveBuild(done);
      this.buildsDone += 1;
      this.logger.info({ build: build.key, phases: done.phases }, 'dataset export build done');
      for (const suffix of ['', '-wal', '-shm']) rmSync(join(dir, `replay.sqlite${suffix}`), { force: true });
    } catch (error) {
      if (this.cancelled(build)) {
        // The cancel removed the directory; anything written after it went with the closed files.
        if (this.store.build(build.key) === null) rmSync(dir, { recursive: true, force: true });
        return;
      }
      if (!(error instanceof BuildStopped) && this.store.holds(build.key, this.holder)) {
        this.logger.error({ err: error, build: build.key }, 'dataset export build failed');
        this.store.saveBuild({ ...build, phase: 'failed' });
      }
    } finally {
      this.store.release(build.key, this.holder);
    }
  }
}
