/**
 * How many events a projector reads per run. Behind the head (a run came back
 * full) the next run is twice as large, up to `max`: a catch-up commits fewer,
 * larger transactions to a server read store. At the head it is `base` again,
 * so a waiter's event is committed in a small run.
 */
export class RunSize {
  private current: number;

  constructor(
    private readonly base: number,
    private readonly max: number = base,
  ) {
    this.current = base;
  }

  /** Reads one run with `read(limit)` and sizes the next from how full it came back. */
  async read<T>(read: (limit: number) => Promise<T[]>): Promise<T[]> {
    const asked = this.current;
    const items = await read(asked);
    this.current = items.length >= asked ? Math.min(asked * 2, this.max) : this.base;
    return items;
  }
}
