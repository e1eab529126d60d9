import type { Position } from '../events/event-store';

/** Callers waiting for the views to reach a log position (read-your-writes), each with a timeout. */
export class PositionWaiters {
  private readonly waiting = new Set<{ position: Position; resolve: (reached: boolean) => void }>();

  get size(): number {
    return this.waiting.size;
  }

  /** Resolves true once `reached` passes `position`, false after the timeout or when all are dropped. */
  add(position: Position, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter = {
        position,
        resolve: (reached: boolean) => {
          clearTimeout(timer);
          this.waiting.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiting.add(waiter);
    });
  }

  reached(position: Position): void {
    for (const waiter of this.waiting) if (waiter.position <= position) waiter.resolve(true);
  }

  dropAll(): void {
    for (const waiter of this.waiting) waiter.resolve(false);
  }
}
