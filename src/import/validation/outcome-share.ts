/**
 * Which runs have their rows' outcomes prepared where they are validated
 * (on a row thread), and which leave it to the main thread. Preparing there
 * moves about a third of the main thread's work per row onto the row
 * threads, which also read uploads and validate every row: with as many
 * row threads as spare cores, moving all of it made them the bottleneck
 * instead (on 2 cores the main thread fell from 78 to 51 µs per row, the
 * row thread rose to a full core, and the import got no faster). So the
 * share follows where the import waits: when the main thread has to wait
 * for a validated run, fewer runs are prepared on the threads; when a run
 * is ready before the main thread asks for it, more are.
 */
export class OutcomeShare {
  private share: number;
  private credit = 0;

  constructor(private readonly settings: OutcomeShareSettings = DEFAULT_OUTCOME_SHARE) {
    this.share = settings.initial;
  }

  /** Whether the next run asks for its outcomes; runs that do are spread evenly over those that do not. */
  prepareNext(): boolean {
    this.credit += this.share;
    if (this.credit < 1) return false;
    this.credit -= 1;
    return true;
  }

  /** How long the main thread waited for the validated run it takes now (not the first of a group: none is ahead). */
  waited(ms: number): void {
    const { step, waitMs } = this.settings;
    this.share = Math.min(1, Math.max(0, this.share + (ms > waitMs ? -step : step / 2)));
  }

  /** The current share, from 0 (all on the main thread) to 1 (all on the row threads). */
  get current(): number {
    return this.share;
  }
}

export interface OutcomeShareSettings {
  /** The share at first. */
  initial: number;
  /** Change of the share per run taken; it falls twice as fast as it rises, so a bottleneck clears quickly. */
  step: number;
  /** A wait longer than this means the threads are behind. */
  waitMs: number;
}

/** Starts with everything on the threads: with cores to spare, that is where it stays. */
export const DEFAULT_OUTCOME_SHARE: OutcomeShareSettings = { initial: 1, step: 0.1, waitMs: 0.5 };
