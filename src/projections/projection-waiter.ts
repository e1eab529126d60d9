import type { Position } from '../events/event-store';

/** Read-your-writes: resolves true once the read models include a position (or false after the timeout). */
export interface ProjectionWaiter {
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
  /**
   * Whether the read models include `position` already, when this can be
   * known without waiting (the projector of this process); optional.
   */
  includes?(position: Position): boolean;
}
