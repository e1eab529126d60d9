/**
 * Codes typed in lower case, read in capitals in the normalized view, as the code rules expect them: a record
 * number with letters before its digits ("k448903", "xw277/90683", "k123456(8)") and groups of letters and digits
 * joined by hyphens ("1eg4-te5-mk73"). A lab name so written ("ca125", "p450") reads in capitals as it is usually
 * written. Not a plate or postcode shape: in lower case those need their cue ("reg yd68 kwt"), as "ab12 cde" may
 * be any sample code. Groups of an IPv6 address or of an
 * e-mail or web address are left: those rules read either case; so are numbers that notation writes in lower case.
 */
import { allMatches } from './all-matches';
import type { Edit } from './text-edit';

const SHAPES = [
  // Letters, then three digits or more, perhaps more digit groups after a slash or hyphen.
  String.raw`[a-z]{1,4}\d{3,}(?:[/-]\d+)*`,
  // Three groups or more of two to four letters and digits, joined by hyphens ("1eg4-te5-mk73").
  String.raw`(?:[a-z\d]{2,4}-){2,}[a-z\d]{2,4}`,
];
const CODE_SOURCE = String.raw`(?<![\p{L}\p{N}:./@_-])(?:${SHAPES.join('|')})(?![\p{L}\p{N}@_]|[:.\-/][\p{L}\p{N}])`;
const LOWER_CASE_CODE = new RegExp(CODE_SOURCE, 'gu');
const ANY_LOWER_CASE_CODE = new RegExp(CODE_SOURCE, 'u');
/** A lower-case letter next to a digit: what every shape has, tried before the pattern. */
const LETTER_BY_DIGIT = /[a-z]\d|\d[a-z]/;
/**
 * Numbers written in lower case by convention, which in capitals would read as codes: variant ids of dbSNP
 * ("rs429358", "ss1388"), magnifications ("x100000"), chromosomes and genome builds ("chr17", "hg38").
 */
const LOWER_BY_CONVENTION = /^(?:rs|ss|x|chr|hg)\d/;

/** Groups of letters and digits joined by hyphens are a code when two of them mix letters and digits. */
function mixedGroups(code: string): number {
  return code.split('-').filter((g) => /[a-z]/.test(g) && /\d/.test(g)).length;
}

export function mayHaveLowerCaseCode(text: string): boolean {
  return LETTER_BY_DIGIT.test(text) && ANY_LOWER_CASE_CODE.test(text);
}

export function upperCaseCodes(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const m of allMatches(LOWER_CASE_CODE, text)) {
    const code = m[0];
    if (!/[a-z]/.test(code) || LOWER_BY_CONVENTION.test(code)) continue;
    if (code.includes('-') && /^[a-z\d-]+$/.test(code) && !/^[a-z]{1,4}\d/.test(code) && mixedGroups(code) < 2)
      continue;
    const at = m.index ?? 0;
    edits.push({ start: at, end: at + code.length, next: code.toUpperCase() });
  }
  return edits;
}
