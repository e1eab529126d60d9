/**
 * A read-only word set backed by one sorted array. Building a Set of the
 * ~200k humannames entries costs ~60 ms and ~15 MB; splitting the already
 * sorted file and binary-searching it costs about half of that.
 * An index of where each two-letter start begins and ends (a few hundred
 * ranges, built in one pass) halves the probes of each search: every probe
 * reads a string somewhere in the heap, so probes are what a look-up costs.
 */
export class SortedWordList {
  private readonly words: string[];
  /** Range of words sharing the first two UTF-16 code units, by prefixKey: [from, to) packed as from * 2^21 + to. */
  private readonly ranges = new Map<number, number>();

  /** `words` must already be sorted by UTF-16 code units (the default sort). */
  constructor(words: string[]) {
    this.words = words;
    let from = 0;
    for (let i = 1; i <= words.length; i++) {
      if (i < words.length && prefixKey(words[i]) === prefixKey(words[from])) continue;
      this.ranges.set(prefixKey(words[from]), from * RANGE_SCALE + i);
      from = i;
    }
  }

  static fromUnsorted(words: Iterable<string>): SortedWordList {
    return new SortedWordList([...new Set(words)].sort());
  }

  has(word: string): boolean {
    const range = this.ranges.get(prefixKey(word));
    if (range === undefined) return false;
    const words = this.words;
    let lo = Math.floor(range / RANGE_SCALE);
    let hi = (range % RANGE_SCALE) - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const w = words[mid];
      if (w === word) return true;
      if (w < word) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }

  get size(): number {
    return this.words.length;
  }
}

/** Room for list positions up to 2^21 (2M words) in one packed number. */
const RANGE_SCALE = 2 ** 21;

/**
 * The first two code units as one number; a one-letter word (and the empty word) gets a key of its own.
 * Words with equal keys are adjacent in a sorted list.
 */
function prefixKey(word: string): number {
  if (word.length === 0) return -1;
  return word.charCodeAt(0) * 0x10001 + (word.length > 1 ? word.charCodeAt(1) + 1 : 0);
}
