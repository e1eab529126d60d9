/**
 * The words of a text as the word patterns of the rules find them (`\p{L}[\p{L}\p{M}'’]*` and its kin), by one loop
 * over the character codes instead of a regex `exec` and a match array per word: the thirtieth round measured such a
 * scan at 40–66 µs on a slow note by `exec` against about 16 µs by a loop. Each shape is a class a word opens with
 * and a class it goes on with; every shape's pattern is one greedy run of its classes, so its matches are the spans
 * a greedy scan finds (test/deidentification/word-spans.unit.spec.ts holds each shape to its pattern).
 *
 * The classes of a character come from a table: ASCII filled at load, any other code point asked of `\p{L}`, `\p{M}`
 * and `\p{Lu}` once and remembered, so the answers are the regex engine's own. Surrogate pairs are read as one code
 * point, a lone surrogate as neither letter nor mark, as a pattern with flag u reads them.
 */
import { isSpaceNotLineFeed } from './matches-at';

export const LETTER = 1;
export const MARK = 2;
/** The straight and the curly apostrophe, ' and ’. */
export const APOSTROPHE = 4;
/** The ASCII hyphen-minus only, as `-` in a character class. */
export const HYPHEN = 8;
/** A capital (`\p{Lu}`); always beside LETTER. */
export const CAPITAL = 16;
/** A small letter (`\p{Ll}`); always beside LETTER. */
export const LOWER = 32;
const KNOWN = 128;

export interface WordShape {
  /** Classes (LETTER, MARK, APOSTROPHE, HYPHEN) a word's first character is in one of. */
  readonly opens: number;
  /** Classes every later character is in one of. */
  readonly goesOn: number;
  /** The pattern the shape stands for, flag g and u: what the spec holds the scan to. */
  readonly pattern: RegExp;
}

/** `\p{L}[\p{L}\p{M}'’]*`: a word with its apostrophes, stopped by a hyphen. */
export const WORD_WITH_APOSTROPHES: WordShape = {
  opens: LETTER,
  goesOn: LETTER | MARK | APOSTROPHE,
  pattern: /\p{L}[\p{L}\p{M}'’]*/gu,
};
/** `\p{L}[\p{L}\p{M}'’-]*`: a word with its apostrophes and hyphens ("O’Neill-Smith"). */
export const WORD_WITH_HYPHENS: WordShape = {
  opens: LETTER,
  goesOn: LETTER | MARK | APOSTROPHE | HYPHEN,
  pattern: /\p{L}[\p{L}\p{M}'’-]*/gu,
};
/** `[\p{L}'’-]+`: letters, apostrophes and hyphens, any of them opening a run; a mark ends it. */
export const LETTERS_APOSTROPHES_HYPHENS: WordShape = {
  opens: LETTER | APOSTROPHE | HYPHEN,
  goesOn: LETTER | APOSTROPHE | HYPHEN,
  pattern: /[\p{L}'’-]+/gu,
};
/** `[\p{L}\p{M}]+`: letters and marks only, a mark opening a run too. */
export const LETTERS_AND_MARKS: WordShape = { opens: LETTER | MARK, goesOn: LETTER | MARK, pattern: /[\p{L}\p{M}]+/gu };

export interface WordSpan {
  readonly start: number;
  readonly end: number;
}

const table = new Uint8Array(0x10000);
for (let c = 0; c < 0x80; c++) {
  const lower = c >= 0x61 && c <= 0x7a;
  const upper = c >= 0x41 && c <= 0x5a;
  table[c] =
    KNOWN |
    (lower || upper ? LETTER : 0) |
    (upper ? CAPITAL : 0) |
    (lower ? LOWER : 0) |
    (c === 0x27 ? APOSTROPHE : 0) |
    (c === 0x2d ? HYPHEN : 0);
}
const astral = new Map<number, number>();
const IS_LETTER = /^\p{L}$/u;
const IS_MARK = /^\p{M}$/u;
const IS_CAPITAL = /^\p{Lu}$/u;
const IS_LOWER = /^\p{Ll}$/u;

function classesOfCodePoint(code: number): number {
  const ch = String.fromCodePoint(code);
  const letter = IS_LETTER.test(ch);
  return (
    KNOWN |
    (letter ? LETTER : 0) |
    (IS_MARK.test(ch) ? MARK : 0) |
    (letter && IS_CAPITAL.test(ch) ? CAPITAL : 0) |
    (letter && IS_LOWER.test(ch) ? LOWER : 0) |
    (code === 0x2019 ? APOSTROPHE : 0)
  );
}

const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/** Classes of the code point at `at` (LETTER, MARK, APOSTROPHE, HYPHEN, CAPITAL, LOWER bits); 0 past the end. */
export function classesAt(text: string, at: number): number {
  if (at >= text.length) return 0;
  const c = text.charCodeAt(at);
  if (isHighSurrogate(c) && at + 1 < text.length && isLowSurrogate(text.charCodeAt(at + 1))) {
    const code = ((c - 0xd800) << 10) + (text.charCodeAt(at + 1) - 0xdc00) + 0x10000;
    let known = astral.get(code);
    if (known === undefined) astral.set(code, (known = classesOfCodePoint(code)));
    return known & ~KNOWN;
  }
  let known = table[c];
  // A lone surrogate is a code point of its own (Cs): neither letter nor mark.
  if (known === 0) table[c] = known = isHighSurrogate(c) || isLowSurrogate(c) ? KNOWN : classesOfCodePoint(c);
  return known & ~KNOWN;
}

/** Width in code units of the code point at `at` (2 for a surrogate pair). */
function widthAt(text: string, at: number): number {
  return isHighSurrogate(text.charCodeAt(at)) && at + 1 < text.length && isLowSurrogate(text.charCodeAt(at + 1))
    ? 2
    : 1;
}

/** Every word of `shape` in `text`, in order: the matches of `shape.pattern` as spans. */
export function scanWordSpans(text: string, shape: WordShape): WordSpan[] {
  const spans: WordSpan[] = [];
  const n = text.length;
  let at = 0;
  while (at < n) {
    const c = text.charCodeAt(at);
    // The common case first: an ASCII character in or out of the opening classes, read from the table alone.
    if (c < 0x80 ? (table[c] & shape.opens) === 0 : (classesAt(text, at) & shape.opens) === 0) {
      at += c < 0x80 ? 1 : widthAt(text, at);
      continue;
    }
    const start = at;
    at += widthAt(text, at);
    while (at < n) {
      const d = text.charCodeAt(at);
      if (d < 0x80) {
        if ((table[d] & shape.goesOn) === 0) break;
        at++;
      } else {
        if ((classesAt(text, at) & shape.goesOn) === 0) break;
        at += widthAt(text, at);
      }
    }
    spans.push({ start, end: at });
  }
  return spans;
}

/**
 * The last text scanned for each shape and its words: the rules of one call read the same text (or its normalised
 * view) one after another, so a shape's second reader gets the first one's scan. Compared by contents, which for
 * the same string is an identity check.
 */
const lastScans = new Map<WordShape, { text: string; spans: readonly WordSpan[] }>();

/** `scanWordSpans`, remembered for the last text of each shape: for scans of a whole note, not of its pieces. */
export function wordSpans(text: string, shape: WordShape): readonly WordSpan[] {
  const last = lastScans.get(shape);
  if (last !== undefined && last.text === text) return last.spans;
  const spans = scanWordSpans(text, shape);
  lastScans.set(shape, { text, spans });
  return spans;
}

/** The pattern `hyphenJoined` stands for. */
export const HYPHEN_JOINED_PATTERN = /[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*/gu;

/**
 * The runs of letters and marks joined by single hyphens ("gynäko-logisch"), as HYPHEN_JOINED_PATTERN finds them,
 * read from the LETTERS_AND_MARKS words of the same text: a run whose next one starts just past one hyphen goes on
 * into it, as the pattern's greedy group does.
 */
export function hyphenJoined(text: string, runs: readonly WordSpan[]): WordSpan[] {
  const joined: WordSpan[] = [];
  for (let i = 0; i < runs.length; i++) {
    const start = runs[i].start;
    let end = runs[i].end;
    while (i + 1 < runs.length && runs[i + 1].start === end + 1 && text.charCodeAt(end) === 0x2d) end = runs[++i].end;
    joined.push({ start, end });
  }
  return joined;
}

/** The pattern `fromFirstCapital` stands for. */
export const FROM_FIRST_CAPITAL_PATTERN = /\p{Lu}[\p{L}\p{M}'’-]*/gu;

/**
 * Each WORD_WITH_HYPHENS word from its first capital to its end ("McDonald" whole, "iPhone" from its P), as
 * FROM_FIRST_CAPITAL_PATTERN finds them: a capital is a letter, so it lies in one such word, and the pattern's run
 * from it goes on over the same classes to that word's end, where its search starts again.
 */
export function fromFirstCapital(text: string, words: readonly WordSpan[]): WordSpan[] {
  const found: WordSpan[] = [];
  for (const w of words)
    for (let at = w.start; at < w.end; at += widthAt(text, at))
      if ((classesAt(text, at) & CAPITAL) !== 0) {
        found.push({ start: at, end: w.end });
        break;
      }
  return found;
}

/** The pattern `wordBeforeSpaces` stands for: its group is the word. */
export const WORD_BEFORE_SPACES_PATTERN = /(\p{L}[\p{L}\p{M}'’-]*)[^\S\n]+$/u;

/**
 * The WORD_WITH_HYPHENS word that ends where the spaces closing `text` begin (a line feed is none), as the group of
 * WORD_BEFORE_SPACES_PATTERN, read back from the end: the pattern, anchored at the end only, is tried at every
 * position (about 3.7 µs on 40 characters). Its match starts at the first letter of the run of the word's classes
 * that ends at the spaces, since no earlier character can reach across the one before that run.
 */
export function wordBeforeSpaces(text: string): string | undefined {
  let spaces = text.length;
  while (spaces > 0 && isSpaceNotLineFeed(text.charCodeAt(spaces - 1))) spaces--;
  if (spaces === text.length) return undefined;
  let run = spaces;
  while (run > 0) {
    const width =
      run >= 2 && isLowSurrogate(text.charCodeAt(run - 1)) && isHighSurrogate(text.charCodeAt(run - 2)) ? 2 : 1;
    if ((classesAt(text, run - width) & WORD_WITH_HYPHENS.goesOn) === 0) break;
    run -= width;
  }
  for (let at = run; at < spaces; at += widthAt(text, at))
    if ((classesAt(text, at) & LETTER) !== 0) return text.slice(at, spaces);
  return undefined;
}

/** Whether the word at `span` opens with a capital (`^\p{Lu}` of its text). */
export function opensWithCapital(text: string, span: WordSpan): boolean {
  return (classesAt(text, span.start) & CAPITAL) !== 0;
}

/** The pattern `capitalThenLower` stands for: group 1 the capitalised word, group 2 the lower-case one. */
export const CAPITAL_THEN_LOWER_PATTERN =
  /(?<![\p{L}'’-])(\p{Lu}[\p{L}'’-]+)[^\S\n]+(\p{Ll}[\p{L}'’-]+)(?![\p{L}'’-])/gu;

/**
 * A capitalised word right before a lower-case one, apart by spaces on one line ("Samoan aiga"), as the groups of
 * CAPITAL_THEN_LOWER_PATTERN, read from the LETTERS_APOSTROPHES_HYPHENS runs of the same text: the pattern's look
 * behind and look ahead and its greedy runs make each of its words a whole run, of two code points or more, and the
 * spaces between them all that lies between two runs. The pattern, opening with a look behind, was tried at every
 * position (82 µs on a slow note, the dearest of the patterns the thirty-third round replayed).
 */
export function capitalThenLower(text: string, runs: readonly WordSpan[]): [WordSpan, WordSpan][] {
  const pairs: [WordSpan, WordSpan][] = [];
  for (let i = 0; i + 1 < runs.length; i++) {
    const [first, next] = [runs[i], runs[i + 1]];
    if ((classesAt(text, first.start) & CAPITAL) === 0 || (classesAt(text, next.start) & LOWER) === 0) continue;
    if (first.start + widthAt(text, first.start) === first.end || next.start + widthAt(text, next.start) === next.end)
      continue;
    let at = first.end;
    while (at < next.start && isSpaceNotLineFeed(text.charCodeAt(at))) at++;
    if (at === next.start) pairs.push([first, next]);
  }
  return pairs;
}
