/**
 * A register of names of one or more words (countries, languages), indexed for reading a text word by word: each
 * capitalised word is looked up as a first word first (most words open no name), and only then are the words after
 * it read, as many as the longest name opening with that word has, for the longest name of the register there.
 */

export interface PhraseRegister {
  /** Every name's words, as the register's reader wrote them, joined by single spaces. */
  readonly names: ReadonlySet<string>;
  /** How many words the longest name opening with each first word has. */
  readonly longest: ReadonlyMap<string, number>;
}

/** An empty register and the one way a name is added to it. */
export function phraseRegister(): PhraseRegister & { add(parts: readonly string[]): void } {
  const names = new Set<string>();
  const longest = new Map<string, number>();
  return {
    names,
    longest,
    add(parts) {
      names.add(parts.join(' '));
      longest.set(parts[0], Math.max(longest.get(parts[0]) ?? 0, parts.length));
    },
  };
}

/** How the words after a first word are read: a sticky pattern whose group 1 is the word, and its written form. */
export interface NextWord {
  readonly pattern: RegExp;
  readonly written: (word: string) => string;
}

/**
 * The end of the longest name of at least `fewest` words that opens with `first` (already written as the register
 * writes it), whose text ends at `firstEnd`; undefined when there is none.
 */
export function longestNameEnd(
  register: PhraseRegister,
  text: string,
  first: string,
  firstEnd: number,
  next: NextWord,
  fewest: number,
): number | undefined {
  const most = register.longest.get(first);
  if (most === undefined) return undefined;
  const parts = [first];
  const ends = [firstEnd];
  while (parts.length < most) {
    next.pattern.lastIndex = ends[ends.length - 1];
    const m = next.pattern.exec(text);
    if (m === null) break;
    parts.push(next.written(m[1]));
    ends.push(ends[ends.length - 1] + m[0].length);
  }
  for (let n = parts.length; n >= fewest; n--) if (register.names.has(parts.slice(0, n).join(' '))) return ends[n - 1];
  return undefined;
}
