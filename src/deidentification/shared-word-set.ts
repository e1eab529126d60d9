/**
 * A read-only set of words in one SharedArrayBuffer: an open-addressing hash
 * table over the words' UTF-16 code units. The import's row threads run the
 * same detector as the main thread; as JavaScript Sets each thread held its
 * own ~20 MB copy of the large word lists (plus the garbage of building
 * them), while one buffer is built once and read by every thread.
 *
 * Layout, all little-endian 32-bit words then the characters:
 *   [word count, slot count, character count, 0]
 *   offsets: word count + 1 (word i is characters offsets[i] .. offsets[i + 1])
 *   slots:   slot count, each 0 (empty) or word index + 1; slot count is a power of two, at least twice the words
 *   chars:   character count UTF-16 code units
 */
const HEADER_WORDS = 4;

export class SharedWordSet {
  private readonly offsets: Uint32Array;
  private readonly slots: Uint32Array;
  private readonly chars: Uint16Array;
  private readonly mask: number;
  readonly size: number;

  private constructor(readonly buffer: SharedArrayBuffer) {
    const [count, slotCount, charCount] = new Uint32Array(buffer, 0, HEADER_WORDS);
    let at = HEADER_WORDS * 4;
    this.offsets = new Uint32Array(buffer, at, count + 1);
    at += (count + 1) * 4;
    this.slots = new Uint32Array(buffer, at, slotCount);
    at += slotCount * 4;
    this.chars = new Uint16Array(buffer, at, charCount);
    this.mask = slotCount - 1;
    this.size = count;
  }

  /** A set over a buffer another thread built (received as workerData). */
  static over(buffer: SharedArrayBuffer): SharedWordSet {
    return new SharedWordSet(buffer);
  }

  static of(words: Iterable<string>): SharedWordSet {
    const unique = [...new Set(words)];
    let slotCount = 2;
    while (slotCount < unique.length * 2) slotCount *= 2;
    const charCount = unique.reduce((sum, word) => sum + word.length, 0);
    const bytes = (HEADER_WORDS + unique.length + 1 + slotCount) * 4 + charCount * 2;
    const buffer = new SharedArrayBuffer(bytes);
    new Uint32Array(buffer, 0, HEADER_WORDS).set([unique.length, slotCount, charCount, 0]);
    const set = new SharedWordSet(buffer);
    set.fill(unique);
    return set;
  }

  has(word: string): boolean {
    const { offsets, slots, chars, mask } = this;
    const length = word.length;
    for (let slot = hashOf(word) & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot];
      if (entry === 0) return false;
      const start = offsets[entry - 1];
      if (offsets[entry] - start === length && sameChars(chars, start, word)) return true;
    }
  }

  private fill(words: string[]): void {
    const { offsets, slots, chars, mask } = this;
    let at = 0;
    words.forEach((word, index) => {
      offsets[index] = at;
      for (let i = 0; i < word.length; i++) chars[at + i] = word.charCodeAt(i);
      at += word.length;
      let slot = hashOf(word) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = index + 1;
    });
    offsets[words.length] = at;
  }
}

/** FNV-1a over the UTF-16 code units. */
function hashOf(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function sameChars(chars: Uint16Array, start: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) if (chars[start + i] !== word.charCodeAt(i)) return false;
  return true;
}
