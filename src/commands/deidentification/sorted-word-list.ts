/**
 * A read-only word set backed by one sorted array. Building a Set of the
 * ~200k humannames entries costs ~60 ms and ~15 MB; splitting the already
 * sorted file and binary-searching it costs about half of that.
 */
export class SortedWordList {
  private readonly words: string[];

  /** `words` must already be sorted by UTF-16 code units (the default sort). */
  constructor(words: string[]) {
    this.words = words;
  }

  static fromUnsorted(words: Iterable<string>): SortedWordList {
    return new SortedWordList([...new Set(words)].sort());
  }

  has(word: string): boolean {
    const words = this.words;
    let lo = 0;
    let hi = words.length - 1;
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
