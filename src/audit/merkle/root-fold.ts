import { hash } from 'node:crypto';
import { EMPTY_ROOT, HASH_BYTES } from './merkle-hash';

/**
 * The RFC 9162 root of leaves given one at a time, in O(log n) memory: a
 * stack of complete subtree hashes with their sizes, merged while the two
 * on top are the same size. Scratch buffers carry the 0x00 / 0x01 prefixes,
 * so a leaf costs one copy and one hash, and allocates only its digest.
 */
export class RootFold {
  private readonly hashes: Buffer[] = [];
  private readonly sizes: number[] = [];
  private scratch = Buffer.alloc(4096);
  private readonly pair = Buffer.alloc(1 + 2 * HASH_BYTES);
  count = 0;

  constructor() {
    this.pair[0] = 0x01;
  }

  /** Adds the leaf whose bytes are `source[start, end)`. */
  addBytes(source: Buffer, start: number, end: number): void {
    const length = end - start;
    if (this.scratch.length < length + 1) this.scratch = Buffer.alloc(2 * (length + 1));
    this.scratch[0] = 0x00;
    source.copy(this.scratch, 1, start, end);
    this.addLeafHash(hash('sha256', this.scratch.subarray(0, length + 1), 'buffer'));
  }

  addLeafHash(leaf: Buffer): void {
    let top = leaf;
    let size = 1;
    const { hashes, sizes, pair } = this;
    while (sizes.length > 0 && sizes[sizes.length - 1] === size) {
      (hashes.pop() as Buffer).copy(pair, 1);
      top.copy(pair, 1 + HASH_BYTES);
      top = hash('sha256', pair, 'buffer');
      size += sizes.pop() as number;
    }
    hashes.push(top);
    sizes.push(size);
    this.count += 1;
  }

  /** The root of every leaf added so far: the stack folded from the right. */
  root(): Buffer {
    if (this.hashes.length === 0) return EMPTY_ROOT;
    let root = this.hashes[this.hashes.length - 1];
    for (let i = this.hashes.length - 2; i >= 0; i -= 1) {
      this.hashes[i].copy(this.pair, 1);
      root.copy(this.pair, 1 + HASH_BYTES);
      root = hash('sha256', this.pair, 'buffer');
    }
    return root;
  }
}
