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

/**
 * A comma between lower-case letters, the given name after it: where a pair may be, found by its comma; the surname
 * is then read back from the comma (SURNAME_BEFORE), so the scan does not start at every word of the text.
 */
const COMMA_THEN_GIVEN = /(?<=\p{Ll}),[^\S\n]?(\p{Ll}[\p{Ll}\p{M}]+)(?![\p{L}\p{N}'’.-])/gu;
/** The surname before such a comma, at the end of the slice before it. */
const SURNAME_BEFORE = /(?<![\p{L}\p{N}'’.-])\p{Ll}[\p{Ll}\p{M}'’-]*\p{Ll}$/u;
/**
 * What stands before the pair: a line start, a list number, a colon, a pipe, a bracket or "for"; or the opening
 * quote of a field, as CSV rows, configuration values and code literals quote a name ("owner": "pascoe, tamsin").
 */
const SLOT_BEFORE = /(?:^|\n|[:|(]|(?:^|\n)[^\S\n]*\d{1,3}[.)]?|\d,|\bfor|(?:^|[\s,=:([])["“'‘])[^\S\n]*$/;
/** What closes the pair's slot: a delimiter, a line end, a wide gap, a figure or the field's closing quote. */
const SLOT_AFTER = /^(?:[^\S\n]*(?:$|\n|[,;)|"”])|['’](?![\p{L}])|[^\S\n]{2,}|\t|[^\S\n]\d)/u;
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
  for (const m of allMatches(COMMA_THEN_GIVEN, text)) {
    const comma = m.index ?? 0;
    const end = comma + m[0].length;
    // The slot first, then the words: most commas between lower-case words are prose's.
    if (!SLOT_AFTER.test(text.slice(end, end + 3))) continue;
    const back = SURNAME_BEFORE.exec(text.slice(Math.max(0, comma - 40), comma));
    if (!back) continue;
    const at = comma - back[0].length;
    if (!SLOT_BEFORE.test(text.slice(Math.max(0, at - 12), at))) continue;
    const surname = back[0].split('-');
    // A double-barrelled surname may join an everyday name to a rare one ("okafor-lane"), which carries it.
    const rare = (w: string): boolean => fits(w) && !words.isAnyEnglishWord(w);
    const barrel = surname.length > 1 && surname.some(rare);
    if (!surname.every((w) => fits(w) || (barrel && words.isName(w))) || !fits(m[1])) continue;
    const parts = [...surname, m[1]];
    // One word listed as a name, one that no dictionary holds: "banks, grant" is two words.
    if (!parts.some((w) => words.isName(w)) || parts.every((w) => words.isAnyEnglishWord(w))) continue;
    hits.push(hit('name', at, end, WARNINGS.name));
  }
  return hits;
}
