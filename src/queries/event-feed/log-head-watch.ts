import type { EventReader, Position } from '../../events/event-store';

export type HeadListener = (head: Position | null) => void;

/**
 * One poll of the log's head per interval for all live-tail clients of a
 * process, and only while at least one is connected. Polling the store
 * (rather than listening to this process's own appends) is what lets any
 * API process serve the tail of events other processes append.
 */
export class LogHeadWatch {
  private readonly listeners = new Set<HeadListener>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;

  constructor(
    private readonly reader: Pick<EventReader, 'headPosition'>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Calls `listener` with the head after every poll; returns the unsubscribe function. */
  subscribe(listener: HeadListener): () => void {
    this.listeners.add(listener);
    this.timer ??= setInterval(() => void this.poll(), this.intervalMs);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  private async poll(): Promise<void> {
    if (this.polling) return; // a slow store: skip a tick rather than pile up queries
    this.polling = true;
    try {
      const head = await this.reader.headPosition();
      for (const listener of [...this.listeners]) listener(head);
    } catch (error) {
      this.onError(error);
    } finally {
      this.polling = false;
    }
  }
}
