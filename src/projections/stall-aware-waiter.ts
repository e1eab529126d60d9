import type { Position } from '../events/event-store';
import type { ProjectionWaiter } from './projection-waiter';

/** While the projection looks stalled, a write waits at most this long for it. */
export const STALLED_WAIT_MS = 250;
/** A wait still unanswered after this makes the projection suspect: writes arriving meanwhile wait only briefly. */
export const SUSPECT_AFTER_MS = 1000;

/**
 * Read-your-writes without false failures and without making every write
 * pay for a dead projector:
 * - a failing wait (the read store is down) counts as "not reached": the
 *   event is already appended, so the write has succeeded either way;
 * - after one wait ran out its full bound, the projection is taken as
 *   stalled (no projector alive, or it cannot write) and later writes wait
 *   only STALLED_WAIT_MS, until one sees its position reached again;
 * - so do writes arriving while an earlier wait has gone SUSPECT_AFTER_MS
 *   without an answer: they need not each sit out the full bound first.
 */
export function stallAwareWaiter(inner: ProjectionWaiter): ProjectionWaiter & { readonly stalled: boolean } {
  let stalled = false;
  /** When each wait in progress began. */
  const waiting = new Set<{ since: number }>();
  const suspect = (now: number): boolean => {
    for (const wait of waiting) if (now - wait.since > SUSPECT_AFTER_MS) return true;
    return false;
  };
  return {
    get stalled() {
      return stalled;
    },
    async waitFor(position: Position, timeoutMs: number): Promise<boolean> {
      // Views written with the append (the embedded store): no timer and no race for a wait that is over.
      if (inner.includes?.(position)) {
        stalled = false;
        return true;
      }
      const now = Date.now();
      const bound = stalled || suspect(now) ? Math.min(timeoutMs, STALLED_WAIT_MS) : timeoutMs;
      const wait = { since: now };
      waiting.add(wait);
      // The bound holds even when the read store itself is slow to fail (a server selection timeout).
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), bound + 50);
      });
      const reached = await Promise.race([inner.waitFor(position, bound).catch(() => false), outOfTime]);
      clearTimeout(timer);
      waiting.delete(wait);
      stalled = !reached;
      return reached;
    },
  };
}
