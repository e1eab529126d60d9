import type { Position } from '../events/event-store';
import type { ProjectionWaiter } from './projection-waiter';
import type { ReadModelStore } from './read-model-store';

/** When the projector runs in another process, watch its checkpoint in the read store. */
export function pollingWaiter(readStore: ReadModelStore, projection: string, intervalMs = 10): ProjectionWaiter {
  return {
    async waitFor(position: Position, timeoutMs: number): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const checkpoint = await readStore.checkpoint(projection);
        if (checkpoint !== null && checkpoint >= position) return true;
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    },
  };
}
