import { hasNonAscii } from './ascii';
import { nextWord } from './word-scan';
import { endsGradeNumeral } from './grade-numerals';
import { isSpaceNotLineFeed } from './matches-at';

/**
 * Word tokens with offsets, shared by the name and location rules.
 * A token keeps inner apostrophes and hyphens ("O'Connor", "Al-Khatib",
 * "Hye-jin") and an optional trailing period ("Dr.", "J.") is recorded but
 * not part of the word.
 */
export interface Token {
  /** Word as written, without possessive and trailing period. */
  text: string;
  /** Lower case, possessive and diacritics kept. */
  lower: string;
  start: number;
  /** End of the word itself, before any possessive or period. */
  end: number;
  /** End including a possessive "'s" / "'" when present. */
  endWithPossessive: number;
  possessive: boolean;
  /** Followed immediately by a period. */
  dotted: boolean;
  /**
   * A Roman numeral grading the word before it, then its period ("stage V."): the period ends a sentence and the
   * letter is no initial (grade-numerals.ts).
   */
  gradeNumeral: boolean;
  capitalised: boolean;
  allCaps: boolean;
  /** First word of the text or of a sentence, where capitals say nothing. */
  sentenceStart: boolean;
  index: number;
  /** Answers remembered by WordClasses for this call's token: allowlist bits (-1 until looked up). */
  vocab: number;
  /** Which word-list answers are filled in, and those answers (bits defined by WordClasses). */
  known: number;
  answers: number;
}

/** What a word token is; found by nextWord (word-scan.ts), which gives the same spans. */
export const WORD = /\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*(?:['’]s?)?/gu;
const UPPER = /^\p{Lu}/u;
export const HAS_LOWER = /\p{Ll}/u;

/** JavaScript's `\s`: WhiteSpace and LineTerminator code points. */
export function isSpaceCode(c: number): boolean {
  return c === 0x0a || isSpaceNotLineFeed(c);
}

const isQuote = (c: number): boolean => c === 0x27 || c === 0x2019;

/** Length of a trailing possessive ("'", "’", "'s", "’s"), 0 when none; as /['’]s?$/u. */
function possessiveLength(raw: string): number {
  const n = raw.length;
  const last = raw.charCodeAt(n - 1);
  if (isQuote(last)) return 1;
  return last === 0x73 && n >= 2 && isQuote(raw.charCodeAt(n - 2)) ? 2 : 0;
}

/** /^\p{Lu}/u, without the regex for an ASCII first letter. */
function startsUpper(word: string): boolean {
  const c = word.charCodeAt(0);
  if (c < 0x80) return c >= 0x41 && c <= 0x5a;
  return UPPER.test(word);
}

/** /\p{Ll}/u, without the regex for an ASCII word (the only ASCII lower-case letters are a-z). */
function hasLower(word: string): boolean {
  if (hasNonAscii(word)) return HAS_LOWER.test(word);
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c >= 0x61 && c <= 0x7a) return true;
  }
  return false;
}

/** `previous` is the token before, whose period a dot right after it is. */
function isSentenceStart(text: string, start: number, previous: Token | undefined): boolean {
  for (let i = start - 1; i >= 0; i--) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '"' || c === '(' || c === '[' || c === '“' || c === '‘' || c === "'") continue;
    if (
      c === '.' ||
      c === '!' ||
      c === '?' ||
      c === ':' ||
      c === ';' ||
      c === '\n' ||
      c === '\r' ||
      c === '-' ||
      c === '•' ||
      c === '*'
    ) {
      // "Dr. Smith" / "J. Smith": the period ends an abbreviation, not a sentence.
      if (c === '.' && endsWithAbbreviation(text, i, previous)) return false;
      return true;
    }
    return false;
  }
  return true;
}

const ABBREVIATION_BEFORE_DOT = /(?:^|[^\p{L}])(?:dr|mr|mrs|ms|mx|prof|st|sr|jr|mt|ft|\p{Lu})$/iu;

/** "QTc 438 ms." ends a sentence: after a number, "ms" is milliseconds, not a title. */
const UNIT_BEFORE_DOT = /\d\s?ms$/i;

/**
 * A graded numeral is a one-letter token just before the dot: only spaces, quotes and brackets, no letter, lie
 * between that dot and the next token, so the token before the next is that letter.
 */
function endsWithAbbreviation(text: string, dotIndex: number, previous: Token | undefined): boolean {
  const before = text.slice(Math.max(0, dotIndex - 6), dotIndex);
  const graded = previous !== undefined && previous.end === dotIndex && previous.gradeNumeral;
  return ABBREVIATION_BEFORE_DOT.test(before) && !UNIT_BEFORE_DOT.test(before) && !graded;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const span = { start: 0, end: 0 };
  for (let from = 0; nextWord(text, from, span); from = span.end) {
    const raw = text.slice(span.start, span.end);
    const start = span.start;
    const possessive = raw.length > 2 ? possessiveLength(raw) : 0;
    const word = possessive > 0 ? raw.slice(0, raw.length - possessive) : raw;
    const end = start + word.length;
    const endWithPossessive = start + raw.length;
    const dotted = text.charCodeAt(endWithPossessive) === 0x2e;
    tokens.push({
      text: word,
      lower: word.toLowerCase(),
      start,
      end,
      endWithPossessive,
      possessive: possessive > 0,
      dotted,
      gradeNumeral: dotted && word.length === 1 && endsGradeNumeral(text, end),
      capitalised: startsUpper(word),
      allCaps: word.length > 1 && !hasLower(word),
      sentenceStart: isSentenceStart(text, start, tokens[tokens.length - 1]),
      index: tokens.length,
      vocab: -1,
      known: 0,
      answers: 0,
    });
  }
  return tokens;
}

/**
 * Only spaces (and at most one comma when allowed) between two tokens: the gap matches
 * /^\.?,?\s+$/ (with a comma) or /^\.?\s+$/ or is one hyphen, read without slicing the text.
 */
export function adjacent(text: string, left: Token, right: Token, allowComma = false): boolean {
  const from = left.endWithPossessive;
  const to = right.start;
  if (to - from > 3) return false;
  if (!allowComma && to - from === 1 && text.charCodeAt(from) === 0x2d) return true;
  let k = from;
  if (k < to && text.charCodeAt(k) === 0x2e) k++;
  if (allowComma && k < to && text.charCodeAt(k) === 0x2c) k++;
  if (k >= to) return false;
  for (; k < to; k++) if (!isSpaceCode(text.charCodeAt(k))) return false;
  return true;
}

/**
 * A word of three letters or more with a full stop after it ends its sentence ("no Kussmaul. Statin deferred"):
 * a name runs on over an initial or a short abbreviation ("J. Smith", "St. John"), not over that (issue 49,
 * twelfth round).
 */
export const endsSentence = (t: Token): boolean =>
  t.dotted && t.text.length > 2 && !/^(?:dr|mr|mrs|ms|mx|st|jr|sr)$/i.test(t.text);

/** Lower case, or capitals throughout (shouted amid lower-case text): either way case says nothing. */
export const caseSaysNothing = (t: Token): boolean => t.allCaps || t.text === t.lower;
