import type { EventStore, Position } from '../events/event-store';
import type { Logger } from '../shared/logger';
import { foldEvents, viewKeysOf } from './fold-views';
import type { ReadModelStore } from './read-model-store';

export interface ProjectorOptions {
  name: string;
  batchSize: number;
  /** How long to sleep when caught up before looking at the log again (another process may append). */
  idleMs: number;
  logger: Logger;
}

/**
 * Catches up from its checkpoint: read a run of events after it, fold them
 * into the views they touch, commit views and checkpoint together, repeat.
 */
export class Projector {
  private checkpoint: Position | null = null;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly waiters = new Set<{ position: Position; resolve: (reached: boolean) => void }>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadModelStore,
    private readonly options: ProjectorOptions,
  ) {}

  get position(): Position | null {
    return this.checkpoint;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.checkpoint = await this.readStore.checkpoint(this.options.name);
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.notify();
    await this.loop;
    for (const waiter of this.waiters) waiter.resolve(false);
    this.waiters.clear();
  }

  /** New events were appended in this process: look now rather than after the idle sleep. */
  notify(): void {
    this.wake?.();
  }

  /** Resolves true once the views include `position`, false after the timeout. */
  waitFor(position: Position, timeoutMs: number): Promise<boolean> {
    if (this.checkpoint !== null && this.checkpoint >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        position,
        resolve: (reached: boolean) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiters.add(waiter);
      this.notify();
    });
  }

  /** Applies everything in the log now; used by tests and the rebuild command. */
  async catchUp(): Promise<number> {
    let applied = 0;
    for (;;) {
      const count = await this.applyNextRun();
      if (count === 0) return applied;
      applied += count;
    }
  }

  private async applyNextRun(): Promise<number> {
    const events = await this.eventStore.readAll(this.checkpoint, this.options.batchSize);
    if (events.length === 0) return 0;
    const views = await this.readStore.load(viewKeysOf(events));
    const changes = foldEvents(views, events);
    const last = events[events.length - 1].position;
    await this.readStore.commit(this.options.name, changes, last);
    this.checkpoint = last;
    for (const waiter of this.waiters) if (waiter.position <= last) waiter.resolve(true);
    return events.length;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        const applied = await this.applyNextRun();
        failures = 0;
        if (applied > 0) continue;
      } catch (error) {
        failures += 1;
        this.options.logger.error({ err: error, projection: this.options.name, failures }, 'projection run failed; retrying');
      }
      await new Promise<void>((resolve) => {
        const delay = failures > 0 ? Math.min(5000, 100 * 2 ** failures) : this.options.idleMs;
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
