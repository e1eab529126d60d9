/**
 * Every match of a pattern whose matches can only begin at known places, found by trying its sticky twin
 * there alone. A pattern that opens with a lookbehind or an alternation of lookbehinds gets no quick
 * first-character check from the regex engine, which then runs the whole pattern at every position: the
 * spaced-address step took about 600 µs on a 500-character note that way. The list equals
 * `allMatches(global, text)` whenever no match starts elsewhere (test/deidentification/matches-at.unit.spec.ts
 * holds each pattern given here to that).
 */
import { allMatches } from './all-matches';

export interface AnchoredPattern {
  /** The pattern as written (flag g), for the test and for reading. */
  readonly global: RegExp;
  /** The same pattern with flag y instead of g, tried at each start. */
  readonly sticky: RegExp;
  /** ASCII characters a match can begin with (every alternative's first character). */
  readonly starts: string;
  /**
   * A cheap test, read from the characters around `at` (one of `starts`), that every match beginning there
   * passes: where it fails the pattern is not tried. A start character as common as a space otherwise has the
   * whole pattern, lookbehinds and all, run at every word.
   */
  readonly mayStartAt?: (text: string, at: number) => boolean;
  /** `starts` by ASCII code: anchoredMatches reads it at every character of the text. */
  readonly startCodes: Uint8Array;
}

export function anchored(
  global: RegExp,
  starts: string,
  mayStartAt?: (text: string, at: number) => boolean,
): AnchoredPattern {
  if (!global.global || [...starts].some((c) => c.charCodeAt(0) >= 0x80))
    throw new TypeError('anchored needs a global pattern and ASCII start characters');
  const startCodes = new Uint8Array(0x80);
  for (const c of starts) startCodes[c.charCodeAt(0)] = 1;
  const sticky = new RegExp(global.source, global.flags.replace('g', 'y'));
  return { global, sticky, starts, mayStartAt, startCodes };
}

/** Tries a sticky pattern at one offset; on a match, keeps it and returns the first offset past it. */
function tryAt(sticky: RegExp, text: string, at: number, found: RegExpExecArray[], from: number): number {
  sticky.lastIndex = at;
  const match = sticky.exec(text);
  if (match === null) return from;
  found.push(match);
  return at + Math.max(1, match[0].length);
}

/** Matches of the pattern that begin at one of its start characters, in order and not overlapping. */
export function anchoredMatches(pattern: AnchoredPattern, text: string): RegExpExecArray[] {
  const { sticky, startCodes, mayStartAt } = pattern;
  const found: RegExpExecArray[] = [];
  let from = 0;
  for (let at = 0; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (at < from || c >= 0x80 || startCodes[c] === 0) continue;
    if (mayStartAt !== undefined && !mayStartAt(text, at)) continue;
    from = tryAt(sticky, text, at, found, from);
  }
  sticky.lastIndex = 0;
  return found;
}

/** Matches of a sticky pattern tried at the given offsets (ascending), skipping offsets inside a match. */
export function matchesFrom(sticky: RegExp, text: string, offsets: readonly number[]): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  let from = 0;
  for (const at of offsets) {
    if (at >= from) from = tryAt(sticky, text, at, found, from);
  }
  sticky.lastIndex = 0;
  return found;
}

/** A pattern that opens with a greedy run of one character class ("[\p{L}\p{N}._%+-]+@…"). */
export interface RunPattern {
  readonly global: RegExp;
  readonly sticky: RegExp;
  /** The run's class, one character, flag y (and u when the pattern has it). */
  readonly runChar: RegExp;
  /** The class answered for each ASCII character. */
  readonly ascii: boolean[];
}

export function runAnchored(global: RegExp, runClass: string): RunPattern {
  if (!global.global) throw new TypeError('runAnchored needs a global pattern');
  const runChar = new RegExp(runClass, global.flags.replace(/[gd]/g, '') + 'y');
  const ascii = Array.from({ length: 128 }, (_, c) => new RegExp(runClass, runChar.flags).test(String.fromCharCode(c)));
  return { global, sticky: new RegExp(global.source, global.flags.replace('g', 'y')), runChar, ascii };
}

/** Length of the run character at `at` (a whole surrogate pair in unicode mode), 0 when it is none. */
function runCharAt(pattern: RunPattern, text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c < 0x80) return pattern.ascii[c] ? 1 : 0;
  pattern.runChar.lastIndex = at;
  return pattern.runChar.test(text) ? pattern.runChar.lastIndex - at : 0;
}

/**
 * Matches of a pattern opening with a greedy run, tried where a run starts and where the last match ended:
 * whatever follows the run from inside it also follows it from its start, so a match starting inside a run
 * means one starts at the run's start, which the scan over every position finds first. Trying every position
 * of a long word re-reads the word each time.
 */
export function runAnchoredMatches(pattern: RunPattern, text: string): RegExpExecArray[] {
  const { sticky } = pattern;
  const unicode = sticky.unicode;
  const found: RegExpExecArray[] = [];
  let from = 0;
  let previousIn = false;
  let at = 0;
  while (at < text.length) {
    const width = runCharAt(pattern, text, at);
    if (width > 0 && (!previousIn || at === from)) {
      sticky.lastIndex = at;
      const match = sticky.exec(text);
      if (match !== null) {
        found.push(match);
        at = from = at + Math.max(1, match[0].length);
        continue;
      }
    }
    previousIn = width > 0;
    at += width > 0 ? width : unicode ? codePointLength(text, at) : 1;
  }
  sticky.lastIndex = 0;
  return found;
}

/** `[^\S\n]`: a white-space character of JavaScript's `\s` other than the line feed. */
export function isSpaceNotLineFeed(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d && c !== 0x0a);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * Where a match of a pattern that opens with `(?<=…)[^\S\n]*\n` can start: the first of the spaces before each
 * line feed (the line feed itself when none). The lookbehind of every such pattern here ends in a letter, a
 * digit or a comma, so a start inside the spaces would have a space behind it. Tried there alone, the pattern
 * is run once per line instead of at every position (a lookbehind opening gives the engine no first character).
 */
export function lineBreakStarts(text: string): number[] {
  const starts: number[] = [];
  for (let k = text.indexOf('\n'); k !== -1; k = text.indexOf('\n', k + 1)) {
    let s = k;
    while (s > 0 && isSpaceNotLineFeed(text.charCodeAt(s - 1))) s--;
    starts.push(s);
  }
  return starts;
}

/** One code point's length in UTF-16 code units at `at`. */
export function codePointLength(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c < 0xd800 || c > 0xdbff || at + 1 >= text.length) return 1;
  const next = text.charCodeAt(at + 1);
  return next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
}

/**
 * The pattern with a lookahead for the characters its matches can begin with put in front:
 * `(?=[first])(?:source)`, same flags, same groups. A pattern that opens with a lookbehind (or with an
 * alternation whose branches hide lookbehinds) gets no first-character check from V8, which then runs every
 * branch and its lookbehinds at every position; the lookahead gives that check back, and the scan skips to the
 * next candidate character. Exact only when every match begins by consuming one of `first` (read under the
 * pattern's own flags, so case folding is the same); the callers' patterns are tested against their unguarded
 * twins in matches-at.unit.spec.ts. Worth it only when `first` is rare in prose (digits, a bracket): guarding a
 * pattern that starts with common letters was slower.
 */
export function guardedByFirst(pattern: RegExp, first: string): RegExp {
  return new RegExp(`(?=[${first}])(?:${pattern.source})`, pattern.flags);
}

/** A character past Latin-1: V8 then keeps the whole string in two-byte form. */
const PAST_LATIN1 = /[\u0100-\uffff]/;

/**
 * Matches of a pattern whose matches begin with one character of a class (runAnchored's class), as
 * "(?<![\p{L}])\p{Lu}…" does. On a two-byte string the regex engine tests a large Unicode class such as \p{Lu}
 * at every position several times slower than on a one-byte one (a single "’" in a note made the
 * capitalised-run patterns cost 10-20 µs each), so there the pattern is tried only at each start character from
 * where the last match ended; a one-byte text keeps the engine's own scan, faster there.
 * With `wordStarts`, a start character right after another one is skipped, which is exact only for a pattern
 * whose lookbehind refuses that ("(?<!\p{L})[\p{L}]…").
 */
export function startAnchoredMatches(pattern: RunPattern, text: string, wordStarts = false): RegExpExecArray[] {
  if (!PAST_LATIN1.test(text)) return allMatches(pattern.global, text);
  const { sticky } = pattern;
  const unicode = sticky.unicode;
  const found: RegExpExecArray[] = [];
  let previousIn = false;
  let at = 0;
  while (at < text.length) {
    const width = runCharAt(pattern, text, at);
    if (width > 0 && !(wordStarts && previousIn)) {
      sticky.lastIndex = at;
      const match = sticky.exec(text);
      if (match !== null) {
        found.push(match);
        // An empty match steps over one character, as the engine's scan does.
        at += match[0].length > 0 ? match[0].length : unicode ? codePointLength(text, at) : 1;
        previousIn = false;
        continue;
      }
    }
    previousIn = width > 0;
    at += width > 0 ? width : unicode ? codePointLength(text, at) : 1;
  }
  sticky.lastIndex = 0;
  return found;
}
