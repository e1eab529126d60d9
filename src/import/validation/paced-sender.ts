/**
 * Sends the items of an async source one message each, never more than
 * `window` ahead of the receiver's acknowledgements: a row thread reading an
 * upload faster than the main thread publishes it holds a few chunks, not
 * the whole file.
 */
export class PacedSender<T> {
  private credits: number;
  private stopped = false;
  private wake: (() => void) | null = null;

  constructor(window: number) {
    this.credits = window;
  }

  /** The receiver took an item: one more may be sent. */
  acknowledge(): void {
    this.credits += 1;
    this.resume();
  }

  /** The receiver wants no more: the source is closed instead of read on. */
  stop(): void {
    this.stopped = true;
    this.resume();
  }

  /**
   * Sends items until the source ends (true) or the receiver stops it
   * (false); throws what the source throws. The next item is read while the
   * window is full, so the end of the source is known without waiting.
   */
  async run(source: AsyncIterable<T>, send: (item: T) => void): Promise<boolean> {
    for await (const item of source) {
      while (this.credits <= 0 && !this.stopped) {
        await new Promise<void>((resume) => {
          this.wake = resume;
        });
      }
      if (this.stopped) return false;
      send(item);
      this.credits -= 1;
    }
    return true;
  }

  private resume(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}
