import type { Position, RecordedEvent } from '../event-store';

/**
 * A projection the SQLite log runs inside each append's transaction, before it
 * commits (Emmett calls these inline projections): views kept in the log's own
 * file are then written in the same commit as the events they follow.
 */
export interface InlineProjection {
  /**
   * The position it would apply next inside an append's transaction, or
   * null when it cannot now (a run of its own is in flight, it stands by).
   * Asked before any event is parsed for it: one that declines costs nothing.
   */
  nextPosition(): Position | null;
  /**
   * Applies `events`, which run without a gap from nextPosition() to the end
   * of this append. What it returns runs once the transaction has committed
   * (nothing of it runs when the transaction fails) and must not throw: the
   * append is in the log by then. Should `apply` throw, the transaction is
   * rolled back and the append made again without it.
   */
  apply(events: RecordedEvent[]): (() => void) | null;
}
