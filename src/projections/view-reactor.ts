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
