import type { Logger } from '../shared/logger';
import type { ViewChanges } from './read-model-store';

/**
 * A subscriber of the projector: it reacts to views once they are committed
 * (a batch whose last row was counted gets completed). Only the process that
 * applies the views runs it, so one lease covers both.
 *
 * A reaction is not in the views' transaction: a crash can fall between the
 * two. So each reactor also has a recovery sweep, which the projector runs
 * whenever it starts applying (start, lease taken over) and after a reaction
 * failed; reactions must therefore be safe to repeat.
 */
export interface ViewReactor {
  readonly name: string;
  afterCommit(changes: ViewChanges): Promise<void>;
  recover(): Promise<void>;
}

/** The projector's reactors: each reaction after a commit, and the sweep for missed ones when one is due. */
export class ViewReactions {
  /** A sweep is due when this process starts applying and after a reaction failed. */
  private pending = true;

  constructor(
    private readonly reactors: ViewReactor[],
    private readonly logger: Logger,
    private readonly projection: string,
  ) {}

  /** A failed reaction never undoes the commit: it is logged, and the next sweep makes up for it. */
  async react(changes: ViewChanges): Promise<void> {
    for (const reactor of this.reactors) {
      await reactor.afterCommit(changes).catch((error: unknown) => {
        this.pending = true;
        this.logger.error(
          { err: error, projection: this.projection, reactor: reactor.name },
          'reaction failed; it will be retried',
        );
      });
    }
  }

  sweepLater(): void {
    this.pending = true;
  }

  /** Throws on failure, so the run loop backs off and tries again. */
  async sweepIfDue(): Promise<void> {
    if (!this.pending) return;
    for (const reactor of this.reactors) await reactor.recover();
    this.pending = false;
  }
}
