import { hash } from 'node:crypto';
import { EMPTY_ROOT, HASH_BYTES } from './merkle-hash';

/** 32 bytes by hand: Buffer#copy's checks cost more than the copy at this size (a third of the fold's time). */
function copy32(from: Buffer, fromOffset: number, to: Buffer, toOffset: number): void {
  for (let i = 0; i < HASH_BYTES; i += 1) to[toOffset + i] = from[fromOffset + i];
}

/** Subtrees the stack can hold: one per bit of the leaf count. */
const MAX_LEVELS = 64;

/**
 * The RFC 9162 root of leaves given one at a time, in O(log n) memory: a
 * stack of complete subtree hashes with their sizes, merged while the two
 * on top are the same size. Nothing is allocated per leaf but the digests'
 * short strings: the stack is one buffer of 32-byte slots, scratch buffers
 * carry the 0x00 / 0x01 prefixes, and each digest comes back as latin1 text
 * written straight into its slot (see sha256 in merkle-hash.ts for why).
 */
export class RootFold {
  private readonly stack = Buffer.alloc(MAX_LEVELS * HASH_BYTES);
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
    this.push(hash('sha256', this.scratch.subarray(0, length + 1), 'binary'));
  }

  /**
   * Adds the leaf `source[start, end)` without copying it: the byte before it
   * (`start` > 0), a separator the caller has read past, holds the 0x00
   * prefix while it is hashed and is then put back.
   */
  addBytesAfterSpareByte(source: Buffer, start: number, end: number): void {
    const spare = source[start - 1];
    source[start - 1] = 0x00;
    this.push(hash('sha256', source.subarray(start - 1, end), 'binary'));
    source[start - 1] = spare;
  }

  addLeafHash(leaf: Buffer): void {
    this.push(leaf.toString('latin1'));
  }

  /** Adds the leaf hash at `hashes[offset, offset + 32)` (a block of them hashed elsewhere), copying 32 bytes. */
  addLeafHashAt(hashes: Buffer, offset: number): void {
    copy32(hashes, offset, this.stack, this.sizes.length * HASH_BYTES);
    this.merge();
  }

  /** Pushes a leaf hash (latin1) and merges equal-sized subtrees on top. */
  private push(leaf: string): void {
    this.stack.write(leaf, this.sizes.length * HASH_BYTES, HASH_BYTES, 'latin1');
    this.merge();
  }

  /** Merges the leaf just written above the stack's top with the equal-sized subtrees below it. */
  private merge(): void {
    const { stack, sizes, pair } = this;
    let top = sizes.length;
    let size = 1;
    while (top > 0 && sizes[top - 1] === size) {
      copy32(stack, (top - 1) * HASH_BYTES, pair, 1);
      copy32(stack, top * HASH_BYTES, pair, 1 + HASH_BYTES);
      top -= 1;
      stack.write(hash('sha256', pair, 'binary'), top * HASH_BYTES, HASH_BYTES, 'latin1');
      size += sizes.pop() as number;
    }
    sizes.push(size);
    this.count += 1;
  }

  /** The root of every leaf added so far: the stack folded from the right (the stack itself is left as is). */
  root(): Buffer {
    const levels = this.sizes.length;
    if (levels === 0) return EMPTY_ROOT;
    let root = this.stack.subarray((levels - 1) * HASH_BYTES, levels * HASH_BYTES);
    for (let i = levels - 2; i >= 0; i -= 1) {
      this.stack.copy(this.pair, 1, i * HASH_BYTES, (i + 1) * HASH_BYTES);
      root.copy(this.pair, 1 + HASH_BYTES);
      root = Buffer.from(hash('sha256', this.pair, 'binary'), 'latin1');
    }
    return Buffer.from(root);
  }
}
