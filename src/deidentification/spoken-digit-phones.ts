/**
 * Phone numbers written as they are said, digits and number words mixed, with "double", "triple" and "hundred" ("07
 * seven 00 900 2 six 1", "seven seven double-oh nine double-oh one two three four", "0161 4 double 9 6 0 seven 3 8",
 * "07seven 88 four 1 0 six 2 9"; issue 49, 32nd round, span recall on a dozen sets). The normalised view reads runs
 * of number words, not a word beside a group of digits nor "double oh", so the phone patterns see neither. Read here
 * on the text as written: a run of digit groups, digit words (glued to digits or not), "double" or "triple" and a
 * digit, and "hundred" (two zeros, as "nine hundred" is said for 900), apart by spaces, commas, dots or hyphens; it
 * holds a word, reads as ten to thirteen digits, and follows a word of calling on its line (spaced-out-phones.ts),
 * or opens with a country code's "+". A count in order ("one 2 three 4 five …") is none.
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { DIGIT_WORD, digitsOfSaidPiece, valueOf } from './number-words';
import { CALLING_BEFORE, PERSON_BEFORE } from './spaced-out-phones';
import { WARNINGS } from './warnings';

const WORD = DIGIT_WORD;
const REPEATED = String.raw`(?:double|triple)[-\s]?(?:${WORD}|o|\d)`;
/**
 * A pair of digits said as one number ("forty-four", "ninety", "eighteen"), as a number is read aloud in pairs
 * (issue 49, thirty-sixth round): read before the digit words, so "eighteen" is not "eight" and "forty-four" not
 * "forty" then "four".
 */
export const PAIR =
  String.raw`(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\u2010\u2011](?:one|two|three|four|` +
  String.raw`five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|` +
  String.raw`eighteen|nineteen)`;
/**
 * Letters typed for digits among number words ("O seven-seven-eight-one O nine", "seven OO nine", "four I eight"): a
 * number already written with O for 0 and I for 1, its digits then said as words (issue 49, thirty-sixth round).
 * Capitals only, or a lower-case run of o's, so the pronoun "I" and "a" stay words where no number word stands by.
 */
export const LETTER_DIGITS = String.raw`(?:O{1,3}|o{1,3}|I{1,2})`;
/** Digits that letters stand for: O is 0, I is 1. */
const LETTER_VALUE: Record<string, string> = { o: '0', i: '1' };
/**
 * One digit or word a step: a run of digits read as "\d+" inside the repeat could be cut into its digits in every
 * way, and where the run ended on a letter the engine tried them all (an 18-digit run took 9 ms, each digit more
 * doubled it). One digit a step matches the same strings, ends tried in the same order.
 */
const TOKEN = String.raw`(?:${REPEATED}|hundred|${PAIR}(?![\p{L}])|(?:\d|${WORD})+|${LETTER_DIGITS}(?![\p{L}]))`;
/**
 * What parts two tokens: spaces, commas, dots and hyphens as typed, the hyphens and joiners a word processor puts in
 * ("‑", U+2011; a word joiner or a zero-width space), and the brackets round an area code ("(two-one-six) five…").
 */
export const BETWEEN = String.raw`[\s,.\-\u2010\u2011\u2060\u200b()]{1,3}`;
/** A run of digit groups and said digits (exported for the test that holds it to its pattern before TOKEN's step). */
export const RUN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\+?\(?${TOKEN}(?:${BETWEEN}${TOKEN})+(?![\p{L}\p{N}])`,
  'giu',
);
const PIECE = new RegExp(String.raw`${REPEATED}|hundred|${PAIR}(?![\p{L}])|\d|${WORD}|${LETTER_DIGITS}`, 'giu');
const IS_PAIR = new RegExp(String.raw`^${PAIR}$`, 'i');
const IS_LETTERS = new RegExp(String.raw`^${LETTER_DIGITS}$`);
/**
 * A number word beside another token of a run, or glued to a digit: every run this rule reads has one. A number word
 * alone is in most notes ("hormone", "someone"), so the gate asks for its neighbour too.
 */
const SAID = String.raw`(?:${WORD}|double|triple|hundred)`;
const MAY_HAVE = new RegExp(
  String.raw`${SAID}\b[\s,.-]{1,3}(?:\d|o\b|${SAID})|\d[\s,.-]{1,3}${SAID}|\d${SAID}|${SAID}\d`,
  'i',
);

/** A scale's points or a count said in order ("one 2 three 4 … 10") are no number. */
const COUNTING = ['01234567891011121314', '1234567891011121314'];

/** The digits a run says, and whether a word said some of them; "hundred" says two zeros ("nine hundred", 900). */
function digitsSaid(run: string): [string, boolean] {
  let digits = '';
  let worded = false;
  for (const [piece] of run.matchAll(PIECE)) {
    if (IS_LETTERS.test(piece)) {
      digits += [...piece].map((c) => LETTER_VALUE[c.toLowerCase()]).join('');
      continue;
    }
    if (!/^\d$/.test(piece)) worded = true;
    if (IS_PAIR.test(piece)) digits += valueOf(piece.replace(/[\u2010\u2011]/g, '-'));
    else digits += /^hundred$/i.test(piece) ? '00' : (digitsOfSaidPiece(piece) ?? '');
  }
  return [digits, worded];
}

export function findSpokenDigitPhones(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!MAY_HAVE.test(text)) return hits;
  for (const m of text.matchAll(RUN)) {
    const [digits, worded] = digitsSaid(m[0]);
    if (!worded || digits.length < 10 || digits.length > 13 || COUNTING.some((c) => c.startsWith(digits))) continue;
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const before = text.slice(Math.max(lineStart, m.index - 48), m.index);
    // Whose number it is stands for a word of calling, as in a contact list ("daughter Ana O seven…").
    const cued = m[0].startsWith('+') || CALLING_BEFORE.test(before) || PERSON_BEFORE.test(before);
    if (cued) hits.push(hit('phone', m.index, m.index + m[0].trimEnd().length, WARNINGS.phone));
  }
  return hits;
}
