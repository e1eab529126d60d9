/**
 * A name in lower case written surname first, as registers, theatre lists and extracts write it ("okafor-lane,
 * chidinma", "1. pryce-jenkins, myfanwy  H229104", "for marsh,elowen, hosp no ..."), where capitals say nothing: two
 * words joined by a comma, each a listed name that is no everyday word or no English word at all, one of them
 * listed and one of them in no dictionary, none a clinical or general term, a place that is no first name, or a drug
 * by its stem or ending; a double-barrelled surname may join an everyday name to a rare one. The pair fills its
 * slot: after a line start, a list number, a colon, a figure's comma or "for", and before a comma, a semicolon, a
 * bracket, a line end, a wide gap or a figure. Lists in prose ("nausea, fatigue") are of English words, lists of
 * drugs are on the clinical lists, and two everyday names ("banks, grant") are two words.
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { allMatches } from './all-matches';
import { mayBeLowerCaseName } from './lower-case-cues';
import { isDrugLike } from './product-lexicons';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

/** Surname, comma, given name, in lower case: the pair's start is asked of its slot below. */
const INVERTED =
  /(?<![\p{L}\p{N}'’.-])(\p{Ll}[\p{Ll}\p{M}'’-]*\p{Ll}),[^\S\n]?(\p{Ll}[\p{Ll}\p{M}]+)(?![\p{L}\p{N}'’.-])/gu;
/** What stands before the pair: a line start, a list number, a colon, a pipe, a bracket or "for". */
const SLOT_BEFORE = /(?:^|\n|[:|(]|(?:^|\n)[^\S\n]*\d{1,3}[.)]?|\d,|\bfor)[^\S\n]*$/;
/** What closes the pair's slot: a delimiter, a line end, a wide gap or a figure. */
const SLOT_AFTER = /^(?:[^\S\n]*(?:$|\n|[,;)|])|[^\S\n]{2,}|\t|[^\S\n]\d)/;
/** The comma glued to a lower-case letter on both sides, or followed by one space: the scan's cheap test first. */
const MAY_HOLD = /\p{Ll},[^\S\n]?\p{Ll}/u;

export function findLowerCaseInvertedNames(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!MAY_HOLD.test(text)) return hits;
  const fits = (w: string): boolean =>
    mayBeLowerCaseName(w, words) &&
    (!words.isPlace(w) || words.isFirstName(w)) &&
    (!words.isAnyEnglishWord(w) || (words.isName(w) && !words.isCommonWord(w))) &&
    !isDrugLike(w, words);
  for (const m of allMatches(INVERTED, text)) {
    const at = m.index ?? 0;
    const surname = m[1].split('-');
    // A double-barrelled surname may join an everyday name to a rare one ("okafor-lane"), which carries it.
    const rare = (w: string): boolean => fits(w) && !words.isAnyEnglishWord(w);
    const barrel = surname.length > 1 && surname.some(rare);
    if (!surname.every((w) => fits(w) || (barrel && words.isName(w))) || !fits(m[2])) continue;
    const parts = [...surname, m[2]];
    // One word listed as a name, one that no dictionary holds: "banks, grant" is two words.
    if (!parts.some((w) => words.isName(w)) || parts.every((w) => words.isAnyEnglishWord(w))) continue;
    if (!SLOT_BEFORE.test(text.slice(Math.max(0, at - 12), at))) continue;
    if (!SLOT_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 3))) continue;
    hits.push(hit('name', at, at + m[0].length, WARNINGS.name));
  }
  return hits;
}
