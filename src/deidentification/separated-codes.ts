/**
 * Letter-prefixed codes whose separators were swapped or whose letters were lowered, which PREFIXED_CODE of
 * patterns.ts (capitals, hyphens or slashes) lets through (issue 49, bypass fuzzer):
 * - groups set apart by dots, prefix in either case ("MC.25.03391", "emis.0044.1187", "PR.0047713");
 * - groups set apart by hyphens after a lower-case prefix ("mc-25-03391", "cs25-118402");
 * - seven digits or more after one lower-case letter, six after two ("k4471029", "au774102"; "x100000" is a
 *   magnification), not a dbSNP variant ("rs429358" names a variant, not a person);
 * - two groups or more set apart by single spaces after a capital prefix ("EMIS 0044 1187", "GU 25 7718"), or
 *   one of seven or eight digits with a leading zero ("PR 0047713"), which no count or measure has (a GTIN is
 *   fourteen).
 * A code has a group of four digits or more, which "BP 120 80", "Hb 120 134 140" and "T.37.5" have not; the
 * spaced form needs six digits in all, as capitals before a few numbers are often a lab and its values, two
 * groups or the leading zero, and no capital word before, as capitals before one long number are often a
 * concept or product code ("SNOMED CT 285836003", "GTIN 05000456031724"); a spaced code of thirteen digits or
 * more is a barcode;
 * - the same spaced groups after a lower-case prefix of two or three letters that is no word ("sa 771 0934",
 *   "rwy 883 1209"), as the spaced form in capitals lowered: "in 2019 2020" and "bp 140 0900" have a word or a
 *   known abbreviation before them;
 * - after a record label, a code whose letters were lowered or whose groups were set apart by spaces or slashes
 *   ("Acc. rad2607741", "NHI zac5361", "MRN rx07/448213", "Hosp no CVH 337201", "Folder: F 88214"): the label is
 *   the evidence, so four digits do; a group of four digits or more, which lab values after a label have not
 *   ("Lab Hb 120 134").
 */
import type { IdentifierHit } from './detector';
import type { WordClasses } from './word-classes';
import { countDigits, hasDigit } from './digits';
import { hit } from './hits';
import { allMatches } from './all-matches';
import { matchesFrom } from './matches-at';
import { WARNINGS } from './warnings';

const DOTTED_OR_LOWER =
  /(?<![\p{L}\p{N}/.-])(?:[A-Za-z]{1,4}\.(?:\d{3,}|\d{2}(?=\.\d))(?:\.\d{2,})*|[a-z]{1,4}\d{0,2}-(?:\d{3,}|\d{2}(?=-\d))(?:-\d{2,})*|[a-z]\d{7,}|(?!rs\d)[a-z]{2}\d{6,})(?![\p{L}\p{N}/-]|\.[\p{L}\p{N}])/gu;
const SPACED =
  /(?<![\p{L}\p{N}/.-]|\p{Lu}[^\S\n])[A-Z]{2,4} (?:\d{2,}(?: \d{2,})+|0\d{6,7})(?![\p{L}\p{N}/-]|[.,:]\d)/gu;
/** SPACED with its prefix in lower case; the prefix is then asked whether it is a word (spacedLowerCodes). */
const SPACED_LOWER = /(?<![\p{L}\p{N}/.-])([a-z]{2,3}) \d{2,}(?: \d{2,})+(?![\p{L}\p{N}/-]|[.,:]\d)/gu;
/** What every SPACED_LOWER match has, tested first: most notes have no digit groups set apart by a space. */
const DIGIT_SPACE_DIGIT = /\d \d/;
/** Labels of a patient's or a specimen's record; a weak one ("lab", "case") only with "no", "number" or "#" after. */
const RECORD_LABEL =
  String.raw`(?:mrn|nhi|urn|chi|acc|accession|hosp(?:ital)?|folder|` +
  String.raw`(?:lab|case|study|specimen)(?=[.:]?[^\S\n]*(?:no\b|number|#)))`;
/** A code's groups after the first: set apart by a slash or hyphen, or by a space before digits. */
const LATER_GROUP = String.raw`(?:[/-][a-z0-9]+|[^\S\n]\d{2,})`;
const LABELLED_CODE = new RegExp(
  String.raw`\b${RECORD_LABEL}\b\.?(?:[^\S\n]*(?:no\b\.?|number|#|id\b))?[^\S\n]*(?::[^\S\n]*)?` +
    String.raw`([a-z]{1,5}(?:[0-9]+|${LATER_GROUP})${LATER_GROUP}{0,4})(?![\p{L}\p{N}/-])`,
  'dgiu',
);
/** LABELLED_CODE tried only where one of its labels starts a word: scanned over the whole note, it cost more. */
const LABELLED_CODE_AT = new RegExp(LABELLED_CODE.source, 'diuy');
const LABEL_START = /\b(?:mrn|nhi|urn|chi|acc|hosp|folder|lab|case|study|specimen)/gi;
const labelStarts = (text: string): number[] => allMatches(LABEL_START, text).map((m) => m.index ?? 0);
/** Cheap scan: a letter, perhaps a dot, hyphen or space, then two digits. */
const MAY_BE_CODE = /[A-Za-z][-. ]?\d\d/;

export function findSeparatedCodes(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text)) return hits;
  for (const m of matchesFrom(LABELLED_CODE_AT, text, labelStarts(text))) {
    const span = m.indices?.[1];
    if (span && countDigits(m[1]) >= 4 && /\d{4}/.test(m[1]))
      hits.push(hit('medical_record_number', span[0], span[1], WARNINGS.medical_record_number));
  }
  if (!MAY_BE_CODE.test(text)) return hits;
  for (const [re, minDigits, maxDigits] of [
    [DOTTED_OR_LOWER, 5, Infinity],
    [SPACED, 6, 12],
  ] as const)
    for (const m of allMatches(re, text)) {
      const digits = countDigits(m[0]);
      if (digits < minDigits || digits > maxDigits || !/\d{4}/.test(m[0])) continue;
      const start = m.index ?? 0;
      hits.push(hit('other_identifier', start, start + m[0].length, WARNINGS.other_identifier));
    }
  if (DIGIT_SPACE_DIGIT.test(text))
    for (const m of allMatches(SPACED_LOWER, text)) {
      const digits = countDigits(m[0]);
      if (digits < 6 || digits > 12 || !/\d{4}/.test(m[0]) || !noWord(m[1], words)) continue;
      const start = m.index ?? 0;
      hits.push(hit('other_identifier', start, start + m[0].length, WARNINGS.other_identifier));
    }
  return hits;
}

/** A lower-case prefix no dictionary, clinical list or list of grammar words knows. */
const noWord = (prefix: string, words: WordClasses): boolean =>
  !words.isFunctionWord(prefix) && !words.isAnyEnglishWord(prefix) && !words.isAllowed(prefix);
