/**
 * Serializes commands on the same stream within this process: concurrent
 * requests for one record then take turns instead of racing to a revision
 * conflict. Across processes the expected-revision retry still decides.
 */
export class StreamLocks {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(streamId);
    let release: () => void = () => undefined;
    const current = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Nearly every command is alone on its stream (a create always is): it starts at once, without a turn to wait.
    const tail = previous ? previous.then(() => current) : current;
    this.tails.set(streamId, tail);
    if (previous) await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    }
  }
}
