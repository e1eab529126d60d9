/**
 * Identifiers whose shape is known but whose spacing is not (issue 49, twelfth round, from the crossroads set's
 * misses, by class):
 * - a phone number that starts with its trunk zero, its 10 or 11 digits in groups of any size split by spaces or
 *   spaced hyphens ("01 6 3 2 - 7 8 4 9 0 1", "01326 37 22 16", "07 92 4 4 8 1 3 6 7" once number words are read),
 *   or unbroken in the UK mobile shape ("07700900412", as "zero seven seven double-oh nine ..." is read);
 * - a UK National Insurance number, two letters, three pairs of digits and a final letter, spaced or not
 *   ("QQ 12 34 56 C", "AB123456D"): any two letters after its label, the letters HMRC issues without one;
 * - the parts of a file name joined by underscores: a compact date (YYYYMMDD) and a listed name in capitals
 *   ("QRISK_OKONJO_20261103.pdf"), which a reader sees as words but the word scan sees as one token.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

const TRUNK_NUMBER =
  /(?<![\p{L}\p{N}.+/-])0\d{0,10}(?:(?:[^\S\n]?[-–][^\S\n]?|[^\S\n])\d{1,7}){0,10}(?![\p{L}\p{N}]|[.-]\d)/gu;
const MAY_BE_TRUNK = /(?:^|\D)0[^\S\n]?[-–]?[^\S\n]?\d/;

/** Three pairs of digits and the closing letter: the cheap scan before either pattern. */
const MAY_BE_NINO = /\d\d[^\S\n]?\d\d[^\S\n]?[A-Da-d]\b/;
/** Prefixes HMRC issues: no D, F, I, Q, U or V first, no D, F, I, O, Q, U or V second. */
const NINO_ISSUED =
  /(?<![\p{L}\p{N}])[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][^\S\n]?\d{2}[^\S\n]?\d{2}[^\S\n]?\d{2}[^\S\n]?[A-D](?![\p{L}\p{N}])/gu;
const NINO_LABELLED =
  /\b(?:NI|NINO|N\.I\.|national[^\S\n]+insurance)(?:[^\S\n]+(?:no\.?|number|num))?[^\S\n]*(?:[:#][^\S\n]*)?(?:(?:is|was)[^\S\n]+)?([A-Z]{2}[^\S\n]?\d{2}[^\S\n]?\d{2}[^\S\n]?\d{2}[^\S\n]?[A-D])(?![\p{L}\p{N}])/dgiu;

/**
 * A token with underscores; its parts are read one by one. It starts where a run of letters and digits does (no first
 * match starts inside one), so a long run with no underscore is read once, not once from each of its characters.
 */
export const UNDERSCORED = /(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/gu;
const COMPACT_DATE = /^(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/;

export function findSpacedIdentifiers(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (MAY_BE_TRUNK.test(text))
    for (const m of allMatches(TRUNK_NUMBER, text)) {
      const digits = m[0].replace(/\D/g, '').length;
      // One unbroken run is a phone only in the UK mobile shape: any 10 or 11 digits could be a count or a code.
      const unbroken = /^\d+$/.test(m[0]);
      if (unbroken ? /^07\d{9}$/.test(m[0]) : digits === 10 || digits === 11)
        hits.push(hit('phone', m.index ?? 0, (m.index ?? 0) + m[0].length, WARNINGS.phone));
    }
  if (MAY_BE_NINO.test(text)) {
    for (const m of allMatches(NINO_ISSUED, text))
      hits.push(hit('ssn', m.index ?? 0, (m.index ?? 0) + m[0].length, WARNINGS.ssn));
    if (/\bN\.?I\b|nino|insurance/i.test(text))
      for (const m of allMatches(NINO_LABELLED, text)) {
        const span = m.indices?.[1];
        if (span) hits.push(hit('ssn', span[0], span[1], WARNINGS.ssn));
      }
  }
  if (text.includes('_'))
    for (const m of allMatches(UNDERSCORED, text)) {
      let at = m.index ?? 0;
      for (const part of m[0].split('_')) {
        if (COMPACT_DATE.test(part)) hits.push(hit('date', at, at + part.length, WARNINGS.date));
        else if (
          /^\p{Lu}{3,}$/u.test(part) &&
          words.isName(part.toLowerCase()) &&
          !words.isAnyEnglishWord(part.toLowerCase()) &&
          !words.isAllowed(part.toLowerCase())
        )
          hits.push(hit('name', at, at + part.length, WARNINGS.name));
        at += part.length + 1;
      }
    }
  return hits;
}
