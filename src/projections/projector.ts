import type { EventReader, Position, RecordedEvent } from '../events/event-store';
import type { InlineProjection } from '../events/sqlite/inline-projection';
import { upcast } from '../events/upcasting/upcasters';
import type { Logger } from '../shared/logger';
import { foldEvents, viewKeysOf } from './fold-views';
import { type LeaseTiming, LeaseUnavailableError, type ProjectorLease } from './lease/projector-lease';
import type { ReadModelStore, SameTransactionViews, ViewChanges } from './read-model-store';
import { type ViewReactor, ViewReactions } from './view-reactor';
import { backoffDelayMs } from '../shared/backoff';
import { yieldToEventLoop } from '../shared/yield';
import { PositionWaiters } from './position-waiters';
import { RunSize } from './run-size';

export interface ProjectorOptions {
  name: string;
  batchSize: number;
  maxBatchSize?: number;
  /** How long to sleep when caught up before looking at the log again (another process may append). */
  idleMs: number;
  logger: Logger;
  /** Absent: this projector is the only one (tests, one-off replays) and always applies. */
  lease?: LeaseTiming & { lease: ProjectorLease };
  /** Subscribers run after each commit by the process applying the views. */
  reactors?: ViewReactor[];
}

/** A run the loop committed: how many events, and the view changes its reactors are told of. */
interface CommittedRun {
  count: number;
  changes: ViewChanges;
}

/**
 * Catches up from its checkpoint: read a run of events after it, fold them
 * into the views they touch, commit views and checkpoint together, repeat.
 *
 * With a lease, only the holder applies events. A standby follows the
 * checkpoint in the read store instead (so waitFor still answers) and takes
 * the lease over when the holder releases it or stops renewing it.
 */
export class Projector {
  private checkpoint: Position | null = null;
  private running = false;
  /** A run of the loop (or of catchUp) is between reading the log and committing its views. */
  private applying = false;
  /**
   * Writing views inside an append failed: appends leave them to the loop
   * until one of its runs has committed. Otherwise every append would read
   * back the events it missed and fail again on the same one.
   */
  private loopOnly = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly waiters = new PositionWaiters();
  private leased = false;
  private leaseCheckedAt = Number.NEGATIVE_INFINITY;

  private readonly reactions: ViewReactions;
  private readonly runs: RunSize;

  constructor(
    private readonly eventStore: EventReader,
    private readonly readStore: ReadModelStore,
    private readonly options: ProjectorOptions,
  ) {
    this.reactions = new ViewReactions(options.reactors ?? [], options.logger, options.name);
    this.runs = new RunSize(options.batchSize, options.maxBatchSize);
  }

  get position(): Position | null {
    return this.checkpoint;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.checkpoint = await this.readStore.checkpoint(this.options.name);
    this.running = true;
    this.loop = this.run();
  }

  /** True while this process holds the lease (always true without one). */
  get active(): boolean {
    return this.options.lease === undefined || this.leased;
  }

  async stop(): Promise<void> {
    this.running = false;
    this.notify();
    await this.loop;
    if (this.options.lease && this.leased) {
      this.leased = false;
      await this.options.lease.lease.release(this.options.name).catch((error: unknown) => {
        this.options.logger.warn({ err: error, projection: this.options.name }, 'lease release failed; it will expire');
      });
    }
    this.waiters.dropAll();
  }

  /**
   * New events were appended in this process (up to `position`, when given):
   * look now rather than after the idle sleep, unless the views already
   * include them (written with the append).
   */
  notify(position?: Position): void {
    if (position !== undefined && this.checkpoint !== null && this.checkpoint >= position) return;
    this.wake?.();
  }

  /** Whether the views include `position` now (the usual case for a write of this process: written with it). */
  includes(position: Position): boolean {
    return this.checkpoint !== null && this.checkpoint >= position;
  }

  /** Resolves true once the views include `position`, false after the timeout. */
  waitFor(position: Position, timeoutMs: number): Promise<boolean> {
    if (this.includes(position)) return Promise.resolve(true);
    const reached = this.waiters.add(position, timeoutMs);
    this.notify();
    return reached;
  }

  /**
   * Applies everything in the log now; used by tests and the rebuild command,
   * which follows each run with `onRun` (events applied so far, checkpoint).
   */
  async catchUp(onRun: (applied: number, checkpoint: Position) => void = () => undefined): Promise<number> {
    let applied = 0;
    for (;;) {
      await this.assertLease();
      const count = await this.applyNextRun();
      if (count === 0) return applied;
      applied += count;
      if (this.checkpoint !== null) onRun(applied, this.checkpoint);
    }
  }

  /** Throws LeaseUnavailableError unless this process holds the lease (renewed when due); for one-off catch-ups. */
  async assertLease(): Promise<void> {
    if (!(await this.holdLease(!this.leased))) throw new LeaseUnavailableError(this.options.name);
  }

  /**
   * The position the views need next, when an append's transaction may
   * write them now (running, holding the lease, no run of the loop in
   * flight); otherwise null, and the loop applies what is appended.
   */
  nextInTransaction(): Position | null {
    if (!this.running || this.applying || this.loopOnly || !this.active) return null;
    return (this.checkpoint ?? 0) + 1;
  }

  /** The projector as an inline projection of a log that keeps `views` in its own file. */
  inline(views: SameTransactionViews): InlineProjection {
    return {
      nextPosition: () => this.nextInTransaction(),
      apply: (events) => this.applyInTransaction(events.map(upcast), views),
    };
  }

  /**
   * Applies `events`, just appended by a still open write transaction, inside
   * it: views, checkpoint and events commit together and a write waits for no
   * run of the loop. Only when they start at nextInTransaction(); otherwise the
   * loop applies them. A failure is logged and thrown, so the log appends
   * without the views and the loop applies them. Returns what to do once
   * committed: move the checkpoint, answer waiters, run the reactors.
   */
  applyInTransaction(events: RecordedEvent[], views: SameTransactionViews): (() => void) | null {
    const first = events[0];
    if (first === undefined || first.position !== this.nextInTransaction()) return null;
    const last = events[events.length - 1].position;
    let changes: ViewChanges;
    try {
      changes = foldEvents(views.loadInTransaction(viewKeysOf(events)), events);
      views.commitInTransaction(this.options.name, changes, last);
    } catch (error) {
      this.loopOnly = true;
      this.options.logger.warn(
        { err: error, projection: this.options.name, position: first.position },
        'views not written with the append; the projection loop applies it',
      );
      throw error;
    }
    return () => {
      this.reached(last);
      void this.reactions.react(changes);
    };
  }

  private async applyNextRun(): Promise<number> {
    this.applying = true;
    const run = await this.readAndCommitRun().finally(() => {
      this.applying = false;
    });
    if (!run) return 0;
    await this.reactions.react(run.changes);
    return run.count;
  }

  private async readAndCommitRun(): Promise<CommittedRun | null> {
    const events = await this.runs.read((limit) => this.eventStore.readAll(this.checkpoint, limit));
    if (events.length === 0) {
      // Caught up: nothing an append would have to read back.
      this.loopOnly = false;
      return null;
    }
    const views = await this.readStore.load(viewKeysOf(events));
    const changes = foldEvents(views, events);
    const last = events[events.length - 1].position;
    await this.readStore.commit(this.options.name, changes, last);
    this.reached(last);
    this.loopOnly = false;
    return { count: events.length, changes };
  }

  private reached(position: Position): void {
    this.checkpoint = position;
    this.waiters.reached(position);
  }

  /**
   * Whether we may apply the next run: renews a held lease when due, or
   * (at most every acquireEveryMs unless `now`) tries to take it. Any doubt,
   * including a failed renewal call, counts as not holding it.
   */
  private async holdLease(now = false): Promise<boolean> {
    const config = this.options.lease;
    if (!config) return true;
    const startedAt = Date.now();
    const interval = this.leased ? config.renewEveryMs : config.acquireEveryMs;
    if (!now && startedAt - this.leaseCheckedAt < interval) return this.leased;
    const name = this.options.name;
    const held = this.leased;
    this.leased = await (held ? config.lease.renew(name) : config.lease.acquire(name)).catch((error: unknown) => {
      this.options.logger.error(
        { err: error, projection: name },
        'lease call failed; not applying until the lease is confirmed',
      );
      return false;
    });
    this.leaseCheckedAt = startedAt;
    if (held && !this.leased)
      this.options.logger.warn({ projection: name, holder: config.lease.holder }, 'projection lease lost; standing by');
    if (!held && this.leased) {
      // Another holder may have moved the checkpoint (or a rebuild reset it) while we stood by.
      this.checkpoint = await this.readStore.checkpoint(name);
      this.reactions.sweepLater();
      this.options.logger.info(
        { projection: name, holder: config.lease.holder, checkpoint: this.checkpoint },
        'projection lease acquired',
      );
    }
    return this.leased;
  }

  /** A standby does not apply events, but its waiters are answered by the holder's progress. */
  private async followStoreCheckpoint(): Promise<void> {
    if (this.waiters.size === 0) return;
    const stored = await this.readStore.checkpoint(this.options.name);
    if (stored !== null && (this.checkpoint === null || stored > this.checkpoint)) this.reached(stored);
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        if (await this.holdLease()) {
          await this.reactions.sweepIfDue();
          const applied = await this.applyNextRun();
          failures = 0;
          if (applied > 0) {
            // The embedded store answers synchronously: a long catch-up must not starve requests.
            await yieldToEventLoop();
            continue;
          }
        } else {
          await this.followStoreCheckpoint();
        }
      } catch (error) {
        failures += 1;
        this.options.logger.error(
          { err: error, projection: this.options.name, failures },
          'projection run failed; retrying',
        );
      }
      await new Promise<void>((resolve) => {
        // Bounded jittered backoff: a store that comes back is used again within about 2 s.
        const delay = failures > 0 ? backoffDelayMs(failures, 200, 2000) : this.options.idleMs;
        const timer = setTimeout(done, delay);
        function done(): void {
          clearTimeout(timer);
          resolve();
        }
        this.wake = done;
      });
      this.wake = null;
    }
  }
}
