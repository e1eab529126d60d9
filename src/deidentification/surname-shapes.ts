/**
 * Surnames known by their shape rather than by a list or a cue (issue 49, seventh round):
 * - a surname then a comma and initials, as logs, registers and reference lists write people
 *   ("TREMBLAY-OKAFOR, D.", "Halvorsen, M. J."): the initial after the comma is the evidence, so the word
 *   need only be a listed name or no English word, and no clinical term or abbreviation;
 * - a word with the Irish "O'" prefix in any case ("o'sullivan-marsh", "O'NEILL"): no word of English or of
 *   the clinical lists takes that shape, except "o'clock".
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { allMatches } from './all-matches';

const SURNAME_INITIALS =
  /(?<![\p{L}'’-])(\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)*),[^\S\n]*\p{Lu}\.(?:[^\S\n]?\p{Lu}\.)*(?!\p{L})/gu;
const GAELIC_PREFIX = /(?<![\p{L}'’])[oO]['’](?!clock\b)\p{L}{3,}(?:-\p{L}{2,})*/gu;
/** A comma then a capital and a dot, or an O and an apostrophe: most notes have neither. */
const CHEAP_CUE = /,[^\S\n]*\p{Lu}\.|[oO]['’]\p{L}/u;

export function findSurnameShapes(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!CHEAP_CUE.test(text)) return hits;
  for (const m of allMatches(SURNAME_INITIALS, text)) {
    const parts = m[1].toLowerCase().split('-');
    const surname = parts.every(
      (p) =>
        p.length >= 2 &&
        !words.isFunctionWord(p) &&
        !words.isAllowed(p) &&
        !words.isTitle(p) &&
        ((words.isName(p) && !words.isCommonWord(p)) || !words.isAnyEnglishWord(p)),
    );
    if (surname) hits.push(hit('name', m.index ?? 0, (m.index ?? 0) + m[0].length, WARNINGS.name));
  }
  for (const m of allMatches(GAELIC_PREFIX, text)) {
    hits.push(hit('name', m.index ?? 0, (m.index ?? 0) + m[0].length, WARNINGS.name));
  }
  return hits;
}
