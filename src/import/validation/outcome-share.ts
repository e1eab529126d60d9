/**
 * Which runs have their rows' outcomes prepared on a row thread and which on the main thread: all on the threads can
 * make them the bottleneck, so the share falls while the main thread waits for validated runs and rises while not.
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
