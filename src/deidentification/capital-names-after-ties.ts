/**
 * A single name in capitals after a tie or a title, amid mixed-case text ("husband ALF, aged 95", "Sr ONYEKACHI on
 * ward 7", "her grandson (KYLE)"): the capitals say no more than lower case would, so the word is read as the
 * lower-case tie and title rules read it (lower-case-kin-names.ts, lower-case-titled-names.ts), with their lists
 * and vetoes. Only a word in capitals that opens its run does: the second word of a run in capitals ("FRACTURE
 * LIAISON SERVICE") is a header's, and a text in capitals throughout is a shout, whose capitals are no disguise.
 */
import type { IdentifierHit } from './detector';
import { findLowerCaseKinNames, isTieWord } from './lower-case-kin-names';
import { findLowerCaseTitledNames, isTitleWord } from './lower-case-titled-names';
import type { WordClasses } from './word-classes';

/**
 * A word in capitals (three letters or more, hyphens and apostrophes inside); where it starts is asked apart. It is not
 * tried after a capital, where no first match starts (the capital before starts one as long): tried at each capital of
 * a run that ends in a small letter, it read the rest of the run each time.
 */
export const CAPITAL_WORD = /(?<!\p{Lu})\p{Lu}[\p{Lu}\p{M}'’-]*\p{Lu}(?![\p{L}\p{N}])/gu;
const WORD_CHAR = /[\p{L}\p{N}'’-]/u;

/**
 * The word before `at` on its line, past up to three characters of punctuation and space ("son, LEWIS",
 * "grandson (KYLE"), read backwards character by character: a regex anchored at the slice's end tried every start.
 */
function previousWord(text: string, at: number): string | undefined {
  let end = at;
  while (end > 0 && at - end < 3 && text[end - 1] !== '\n' && !WORD_CHAR.test(text[end - 1])) end--;
  let start = end;
  while (start > 0 && end - start < 24 && WORD_CHAR.test(text[start - 1])) start--;
  return start < end ? text.slice(start, end) : undefined;
}
const ROMAN = /^[IVXLCDM'’-]+$/;
const IN_CAPITALS = /^[\p{Lu}\p{M}\p{N}'’-]+$/u;

export function findCapitalNamesAfterTies(text: string, words: WordClasses): IdentifierHit[] {
  if (!/\p{Ll}/u.test(text) || !/\p{Lu}{3}/u.test(text)) return [];
  const lowered: [number, number][] = [];
  let copy = '';
  let last = 0;
  for (const m of text.matchAll(CAPITAL_WORD)) {
    const word = m[0];
    const at = m.index ?? 0;
    // The word starts at its match (asked here, not by a lookbehind, which left the scan no first character).
    if (at > 0 && WORD_CHAR.test(text[at - 1])) continue;
    // Roman numerals in capitals count, they name no one ("CN II-XII intact").
    if (word.replace(/['’-]/g, '').length < 3 || ROMAN.test(word)) continue;
    const tie = previousWord(text, at);
    if (tie === undefined) continue;
    // Only after a tie or title (the rules' own cue, asked first: most words in capitals are abbreviations). The
    // second word of a run in capitals is a header's; a two-letter rank ("SN", "CO") opens no such run.
    if (!isTitleWord(tie) && !isTieWord(tie.toLowerCase()) && !words.isRelation(tie.toLowerCase())) continue;
    if (tie.length >= 3 && IN_CAPITALS.test(tie)) continue;
    const lower = word.toLowerCase();
    if (lower.length !== word.length) continue;
    copy += text.slice(last, at) + lower;
    last = at + word.length;
    lowered.push([at, last]);
  }
  if (lowered.length === 0) return [];
  copy += text.slice(last);
  const inLowered = (h: IdentifierHit): boolean => lowered.some(([s, e]) => h.start >= s && h.end <= e);
  return [...findLowerCaseKinNames(copy, words), ...findLowerCaseTitledNames(copy, words)].filter(inLowered);
}
