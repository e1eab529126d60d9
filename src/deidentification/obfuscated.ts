/**
 * Contact details written to slip past pattern rules: "maria (at) gmail (dot) com",
 * "maria at gmail dot com", phone numbers spelled out in words. Run on the
 * normalized text (see normalize.ts).
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import { hasNonAscii } from './ascii';
import type { Prerequisite } from './prerequisites';
import { allMatches } from './all-matches';
import { foldConfusable } from './confusables';
import { runAnchored, runAnchoredMatches, startAnchoredMatches } from './matches-at';

const TLD = String.raw`(?:com|org|net|edu|gov|mil|info|biz|io|co|us|uk|ca|de|fr|es|it|nl|au|in|me|mx|br)`;
const AT = String.raw`(?:\s*[([{<]\s*(?:at|@)\s*[)\]}>]\s*|\s+at\s+)`;
const DOT = String.raw`(?:\s*[([{<]\s*(?:dot|\.)\s*[)\]}>]\s*|\s+dot\s+|\.)`;
const OBFUSCATED_EMAIL = new RegExp(
  String.raw`[\p{L}\p{N}._%+-]+${AT}[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)*${DOT}${TLD}\b`,
  'giu',
);
/** The address tried where a run of its first class starts (matches-at.ts). */
export const OBFUSCATED_EMAIL_AT = runAnchored(OBFUSCATED_EMAIL, String.raw`[\p{L}\p{N}._%+-]`);
const DIGIT_WORD = String.raw`(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d)`;
/** Seven or more digits, at least three of them words: a phone number read aloud. */
const SPELLED_NUMBER = new RegExp(String.raw`\b${DIGIT_WORD}(?:[\s,.-]+${DIGIT_WORD}){6,}\b`, 'gi');

/**
 * Every obfuscated address has a dot before its top-level domain: the word "dot", a bracketed period,
 * or a plain period right before the domain. Same flags as the address pattern, so case folds alike.
 */
const MAY_HAVE_OBFUSCATED_DOT = new RegExp(String.raw`dot|[([{<]\s*\.|\.${TLD}\b`, 'iu');

/** Pattern and prerequisite pairs, for the test that holds them to their promise (see prerequisites.ts). */
export const OBFUSCATED_PREREQUISITES: readonly Prerequisite[] = [[OBFUSCATED_EMAIL, MAY_HAVE_OBFUSCATED_DOT]];

export function findObfuscatedContacts(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (/\bat\b|[([{<]\s*@/i.test(text) && MAY_HAVE_OBFUSCATED_DOT.test(text))
    for (const m of runAnchoredMatches(OBFUSCATED_EMAIL_AT, text)) {
      // A plain "@" and plain dots are the ordinary email rule's business.
      if (!/\bat\b|\bdot\b|[([{<]/i.test(m[0])) continue;
      const start = m.index ?? 0;
      hits.push(hit('email', start, start + m[0].length, WARNINGS.email));
    }
  for (const m of allMatches(SPELLED_NUMBER, text)) {
    const words = m[0].match(/[a-z]+/gi)?.length ?? 0;
    if (words < 3) continue;
    const start = m.index ?? 0;
    hits.push(hit('phone', start, start + m[0].length, WARNINGS.phone));
  }
  return hits;
}

/**
 * Letters of a script other than Latin. The lists and rules read Latin text
 * only, so a name in Chinese, Arabic or Cyrillic script (or one Cyrillic
 * could not be checked: it is refused rather than let through. Look-alikes
 * inside a Latin word ("Mаria" with a Cyrillic а) are folded to Latin in the
 * normalized view, which the rules then check, so they are not refused here.
 * A lone Greek letter is a unit or a symbol ("μg", "β-hCG", "α-blocker") and
 * is allowed. A run keeps the combining marks inside its word: Indic, Thai and vocalised Arabic write vowels as
 * marks, and a hit that stopped at the first ("สมศร" of "สมศรี") would leave part of the name (thirty-third round).
 */
const OTHER_SCRIPT = /(?:(?!\p{Script=Latin})\p{L})(?:(?!\p{Script=Latin})[\p{L}\p{M}])*/gu;
/** Tried at each letter outside ASCII on two-byte text (every ASCII letter is Latin). */
export const OTHER_SCRIPT_AT = runAnchored(OTHER_SCRIPT, String.raw`(?:(?!\p{Script=Latin})\p{L})`);
/** A Greek letter, or the micro sign of a unit ("9 µV"), which Unicode files under no script of its own. */
const GREEK_SYMBOL = /^[\p{Script=Greek}\u00B5]$/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
const FORMAT = /\p{Cf}/u;

/** The letter next to a run, on one side, over any format characters (a zero-width space). */
function neighbour(text: string, from: number, step: 1 | -1): string {
  let i = from;
  while (i >= 0 && i < text.length && FORMAT.test(text[i])) i += step;
  return text[i] ?? '';
}

/** Look-alikes inside a Latin word: every letter of the run folds to Latin and a Latin letter touches it. */
function foldedInsideLatinWord(text: string, start: number, run: string): boolean {
  if (![...run].every((c) => foldConfusable(c.normalize('NFKC')) !== undefined)) return false;
  return LATIN_LETTER.test(neighbour(text, start - 1, -1)) || LATIN_LETTER.test(neighbour(text, start + run.length, 1));
}

export function findOtherScripts(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  // Every ASCII letter is Latin.
  if (!hasNonAscii(text)) return hits;
  for (const m of startAnchoredMatches(OTHER_SCRIPT_AT, text)) {
    const start = m.index ?? 0;
    if (GREEK_SYMBOL.test(m[0]) || foldedInsideLatinWord(text, start, m[0])) continue;
    hits.push(hit('name', start, start + m[0].length, WARNINGS.other_script));
  }
  return hits;
}
