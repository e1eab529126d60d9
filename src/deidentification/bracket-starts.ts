/**
 * Where a match of a pattern built as "a word, spaces, then a bracket" can start: "(?<![\p{L}])(\p{L}+)[^\S\n]*\(…".
 * Its lookbehind refusing a letter gives the engine no first character, so scanning the text runs the pattern at
 * every position (a `u`-flag class at each, costly on two-byte text); every match holds a "(" with the word and
 * the spaces right before it, so the word's first letter, read back from each "(", is the only place a match
 * using that bracket can begin. Tried there alone (matchesFrom), the pattern runs once per bracket.
 */
import { isSpaceNotLineFeed } from './matches-at';

export interface BracketWord {
  /** The class the lookbehind refuses (the word's letters and whatever else may not precede it), flags u and y. */
  readonly runChar: RegExp;
  /** The class answered for each ASCII character. */
  readonly ascii: Uint8Array;
  /** Whether the word is optional, so that a bracket with no word before it starts a match itself. */
  readonly bare: boolean;
}

export function bracketWord(runClass: string, bare = false): BracketWord {
  const runChar = new RegExp(runClass, 'uy');
  const ascii = Uint8Array.from({ length: 0x80 }, (_, c) =>
    Number(new RegExp(runClass, 'u').test(String.fromCharCode(c))),
  );
  return { runChar, ascii, bare };
}

/** Length of the run character that ends at `end` (a whole surrogate pair), 0 when it is none. */
function runCharBefore(word: BracketWord, text: string, end: number): number {
  const c = text.charCodeAt(end - 1);
  if (c < 0x80) return word.ascii[c];
  const { runChar } = word;
  if (c >= 0xdc00 && c <= 0xdfff && end >= 2) {
    const high = text.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) {
      runChar.lastIndex = end - 2;
      return runChar.test(text) ? 2 : 0;
    }
  }
  runChar.lastIndex = end - 1;
  return runChar.test(text) && runChar.lastIndex === end ? 1 : 0;
}

/** The start of the word before each "(", in order (the "(" itself for a bare bracket, when allowed). */
export function bracketWordStarts(word: BracketWord, text: string): number[] {
  const starts: number[] = [];
  for (let bracket = text.indexOf('('); bracket !== -1; bracket = text.indexOf('(', bracket + 1)) {
    let end = bracket;
    while (end > 0 && isSpaceNotLineFeed(text.charCodeAt(end - 1))) end--;
    let start = end;
    for (let width = start > 0 ? runCharBefore(word, text, start) : 0; width > 0;) {
      start -= width;
      width = start > 0 ? runCharBefore(word, text, start) : 0;
    }
    if (start < end) starts.push(start);
    else if (word.bare) starts.push(bracket);
  }
  word.runChar.lastIndex = 0;
  return starts;
}

/**
 * Every offset (each code point) of the word before each "(", in order: for a pattern whose word may start inside
 * the run read back ("(?<![\p{L}])(\p{Lu}[\p{L}\p{M}-]+)[^\S\n]*\(": a hyphen or a mark before a capital lets a
 * match begin there), so the sticky pattern itself decides at which of them a match begins.
 */
export function bracketRunOffsets(word: BracketWord, text: string): number[] {
  const offsets: number[] = [];
  for (const start of bracketWordStarts(word, text)) {
    const bracket = text.indexOf('(', start);
    let end = bracket;
    while (end > start && isSpaceNotLineFeed(text.charCodeAt(end - 1))) end--;
    for (let at = start; at < end; at += isPairAt(text, at) ? 2 : 1) offsets.push(at);
  }
  return offsets;
}

function isPairAt(text: string, at: number): boolean {
  const first = text.charCodeAt(at);
  const second = text.charCodeAt(at + 1);
  return first >= 0xd800 && first <= 0xdbff && second >= 0xdc00 && second <= 0xdfff;
}
