import type { Position } from '../events/event-store';

/** A rebuild under way in this process, as /metrics and the CLI show it. */
export interface RebuildState {
  projection: string;
  /** Events applied (committed) so far. */
  applied: number;
  /** The position the rebuild has reached, and the log's head when it started: the ratio is its progress. */
  checkpoint: Position;
  head: Position;
}

/** The rebuilds running in this process (one per projection at most); read at scrape time. */
export class RebuildProgress {
  private readonly running = new Map<string, RebuildState>();

  start(projection: string, head: Position): void {
    this.running.set(projection, { projection, applied: 0, checkpoint: 0, head });
  }

  update(projection: string, applied: number, checkpoint: Position): void {
    const state = this.running.get(projection);
    if (state) Object.assign(state, { applied, checkpoint });
  }

  finish(projection: string): void {
    this.running.delete(projection);
  }

  states(): RebuildState[] {
    return [...this.running.values()];
  }
}

/** The process's one registry: rebuildViews reports to it, the metrics read it. */
export const rebuildProgress = new RebuildProgress();
