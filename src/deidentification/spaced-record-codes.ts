/**
 * A record code of one letter group and one digit group whose hyphen was swapped for a space ("RHQ 559021",
 * "MN 00417"), which separated-codes.ts leaves alone: capitals before one number are as often a standard, a
 * catalogue or a lab value ("ISO 27001", "CD 34", "PLT 250"). The code is read where its place says it is one:
 * - alone in brackets after a name or word ("Marjorie Ellwood's record (RHQ 559021)");
 * - alone in a cell of a table or a quoted field ("| FLS 22871 |", "\"MN 00417\",", set apart by a tab or by two
 *   spaces or more on either side);
 * - after a number label ("Clinic no: AL 558201", "diploma no DT 118833", "ref # QX 440192");
 * and, anywhere, a code whose two digit groups were set apart by a dot instead of a space ("RWY 883.1209",
 * "BH 047.7190"): a measure has no four decimals.
 * The digits are five to eight (a lab value has fewer, a barcode more), six or more after one letter, and the
 * letters are no prefix of a published number (PUBLISHED_PREFIXES), and no English word and no clinical
 * abbreviation unless the number has a leading zero, which no
 * count or measure has ("PC 00931").
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { allMatches } from './all-matches';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { wordSet } from './word-set';

/**
 * Prefixes of published numbers, which name a document, a substance or a cell marker, never a person: standards
 * bodies (ISO, IEC, CEN's EN, BSI's BS, DIN, ASTM, ANSI, IEEE, AAMI), registries of trials and literature
 * (ClinicalTrials.gov's NCT, ISRCTN, PubMed's PMID and PMCID, ISBN, ISSN, DOI), product and substance codes (GS1's
 * GTIN, EAN and UPC, CAS, EC, FDA's NDC, WHO's ATC, UNII), conformity marks (CE, UKCA) and cluster-of-
 * differentiation and HLA markers (CD, HLA).
 */
const PUBLISHED_PREFIXES =
  wordSet(`iso iec en bs din astm ansi ieee aami nct isrctn pmid pmcid isbn issn doi gtin ean upc
  cas ec ndc atc unii ce ukca cd hla`);
const LETTERS_SPACE_DIGITS = /(?<![\p{L}\p{N}./-])([A-Z]{1,4}) (\d{5,8})(?![\p{L}\p{N}/-]|[.,:]\d)/gu;
/**
 * Capitals, a space, then two digit groups joined by a dot, the second of four digits, and no unit after; the
 * normalised view writes the dot as a hyphen ("883.1209" -> "883-1209").
 */
const LETTERS_DOTTED_GROUPS =
  /(?<![\p{L}\p{N}./-]|\p{Lu}[^\S\n])([A-Z]{2,4}) (\d{2,4}[.-]\d{4})(?![\p{L}\p{N}/-]|[.,:]\d|[^\S\n]*(?:[nmµu]?g|ml|mmol|iu|units?|%))/gu;
/** What every match of each pattern has, scanned for first: its lookbehind gives the engine no first character. */
const MAY_BE_ONE_GROUP = /[A-Z] \d{5}/;
const MAY_BE_DOTTED_GROUPS = /[A-Z] \d{2,4}[.-]\d{4}/;
const BRACKETED = { before: /\($/, after: /^\)/ };
/** A cell's edge: a line's start or end, a pipe, a tab, a quote, or two spaces or more. */
const CELL_BEFORE = /(?:^|\n|[|\t"]|[^\S\n]{2})[^\S\n]*$/;
const CELL_AFTER = /^[^\S\n]*(?:$|\n|[|\t"]|[^\S\n]{2})/;
const NUMBER_LABEL = /\b(?:no|nos|number|num|ref|id)\b\.?[^\S\n]*(?:(?:#|:)[^\S\n]*)?$|#[^\S\n]*$/i;

export function findSpacedRecordCodes(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  for (const m of MAY_BE_ONE_GROUP.test(text) ? allMatches(LETTERS_SPACE_DIGITS, text) : []) {
    const [letters, digits] = [m[1], m[2]];
    if (letters.length === 1 && digits.length < 6) continue;
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 24), start);
    const after = text.slice(end, end + 4);
    const placed =
      (BRACKETED.before.test(before) && BRACKETED.after.test(after)) ||
      (CELL_BEFORE.test(before) && CELL_AFTER.test(after)) ||
      NUMBER_LABEL.test(before);
    if (placed && codePrefix(letters, digits, words))
      hits.push(hit('other_identifier', start, end, WARNINGS.other_identifier));
  }
  for (const m of MAY_BE_DOTTED_GROUPS.test(text) ? allMatches(LETTERS_DOTTED_GROUPS, text) : []) {
    if (!codePrefix(m[1], m[2], words)) continue;
    const start = m.index ?? 0;
    hits.push(hit('other_identifier', start, start + m[0].length, WARNINGS.other_identifier));
  }
  return hits;
}

/** Letters that prefix a record code: no published number's, and no word or clinical term unless a zero leads. */
function codePrefix(letters: string, digits: string, words: WordClasses): boolean {
  const lower = letters.toLowerCase();
  if (PUBLISHED_PREFIXES.has(lower)) return false;
  const word = words.isAnyEnglishWord(lower) || words.isAllowed(lower) || words.isFunctionWord(lower);
  return !word || digits.startsWith('0');
}
