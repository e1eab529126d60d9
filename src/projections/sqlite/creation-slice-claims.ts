import type { Position } from '../../events/event-store';

/** A slice of log positions: after `from`, up to and including `to`. */
export interface PositionSlice {
  from: Position;
  to: Position;
}

const CLAIMED = 0;
const FRONT = 1;
const BACK = 2;
const SLOTS = 3;

/**
 * The slices of the log up to a head that two threads share out for the
 * set-based visits' inserts: the writer takes them from the front, the
 * thread beside it from the back, each as soon as it is free, until they
 * meet. Each thread's share follows from how fast it goes on the day, so no
 * fixed split can leave one core waiting for the other. Every slice is
 * taken exactly once: a claim first counts itself against the number of
 * slices, so the front's and the back's claims never exceed it together.
 */
export class SliceClaims {
  private readonly shared: Int32Array;
  private readonly slices: number;

  /** `buffer` is shared with the other thread (see `buffer`); a new one when absent. */
  constructor(
    private readonly head: Position,
    private readonly positions: number,
    buffer: SharedArrayBuffer = new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT),
  ) {
    this.shared = new Int32Array(buffer);
    this.slices = Math.ceil(head / positions);
  }

  get buffer(): SharedArrayBuffer {
    return this.shared.buffer as SharedArrayBuffer;
  }

  /** The first slice nobody has taken yet, or null once none is left. */
  fromFront(): PositionSlice | null {
    return this.claim() ? this.slice(Atomics.add(this.shared, FRONT, 1)) : null;
  }

  /** The last slice nobody has taken yet, or null once none is left. */
  fromBack(): PositionSlice | null {
    return this.claim() ? this.slice(this.slices - 1 - Atomics.add(this.shared, BACK, 1)) : null;
  }

  private claim(): boolean {
    return Atomics.add(this.shared, CLAIMED, 1) < this.slices;
  }

  private slice(index: number): PositionSlice {
    const from = index * this.positions;
    return { from, to: Math.min(this.head, from + this.positions) };
  }
}

/** Every slice up to `head` in log order, for one thread alone. */
export function* allSlices(head: Position, positions: number): Generator<PositionSlice> {
  for (let from = 0; from < head; from += positions) yield { from, to: Math.min(head, from + positions) };
}
