/**
 * A name in lower case after a title or rank, or after initials, where capitals say nothing:
 * - after a title or rank written as one ("Dr nkem", "Sr onyekachi", "Capt okeke", "SN harper", "CO kipchumba",
 *   "Dr hale's list"), initials between or not ("DR j. a. kershaw", "Mrs h.)"): a listed name that is no core
 *   word, or a word no dictionary or clinical list knows; one initial alone before a common word ("mrs h.
 *   declined"). A rank that is also a clinical abbreviation in capitals ("CO", "PA", "MS") takes no everyday word
 *   ("CO poisoning", "PA view" stay). A surname that is also a rarer English word counts where it closes its phrase
 *   ("GP dr shah, IMCA ..."); a LaTeX tie may join title and name ("Dr~okonjo");
 * - after lower-case initials with dots, at the head of a line or item or after a word that introduces a person
 *   ("by l. foster", "for p. ramachandran", "1. e. marchbank"): a listed name that is no core word; an item of a
 *   list whose initial has no dot ("Authors: T Nguyen, s okafor"): a listed name that is no English word. Species
 *   ("e. coli", "s. aureus") and "vitamin d. …" are no names: their words are on no name list or follow a word.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { unknownWordShape } from './lower-case-names';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

/**
 * Titles and ranks that stand before a name, in lower case, capitalised or in capitals; those of other languages
 * too, as notes quote them ("the son of signora russo", "frau weber").
 */
const TITLES = `dr doctor prof professor mr mrs ms miss mx rev revd sister capt sgt nurse signora signor señora señor
  frau herr madame mme`
  .split(/\s+/)
  .flatMap((t) => [t, t[0].toUpperCase() + t.slice(1), t.toUpperCase()])
  .join('|');
/** Titles and ranks that are also common abbreviations: read only with a capital ("Sr", "CO", "SN"). */
const CAPITAL_TITLES = `Sr|SR|Fr|FR|Maj|MAJ|Col|COL|Lt|LT|Cpl|CPL|SN|CN|CO|MO|PA|NP|RN|Cpt|CPT|Capt|CAPT|Sgt|SGT`;
/** Whether a word as written is a title or rank this module reads a name after. */
export const isTitleWord = (word: string): boolean => TITLE_WORDS.has(word);
/** Capitals that are also clinical abbreviations: the word after them needs to be no English word at all. */
const AMBIGUOUS_CAPITALS = new Set(['CO', 'MO', 'PA', 'NP', 'RN', 'MS', 'SN', 'CN', 'LT', 'COL', 'MAJ']);
const TITLE_WORDS = new Set([...TITLES.split('|'), ...CAPITAL_TITLES.split('|')]);
const TITLE_THEN_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’.-])(?:((?:${TITLES}))|(${CAPITAL_TITLES}))\.?(?:[^\S\n]+|~)` +
    String.raw`((?:\p{Ll}\.[^\S\n]*){0,2})(\p{Ll}[\p{Ll}\p{M}'’-]*)?(?![\p{L}\p{N}])`,
  'gu',
);
/** Lower-case initials with dots before a lower-case word: "l. foster", "j. a. kershaw". */
export const INITIALS_THEN_NAME =
  /(?<![\p{L}\p{N}.'’-])((?:\p{Ll}\.[^\S\n]+){1,2})(\p{Ll}[\p{Ll}\p{M}'’-]{2,})(?![\p{L}\p{N}])/gu;
/**
 * Whether INITIALS_THEN_NAME may match: a letter alone before a dot and a space, with no letter, digit, dot,
 * apostrophe or hyphen before it. Read over the character codes, a character past ASCII taken as may-be (a letter
 * before the dot, a space after it, no letter before it), so it never says no where the pattern matches; the
 * pattern, which tests its look-behind's classes at every position of a two-byte note, runs only where it says yes.
 */
export function mayHaveInitials(text: string): boolean {
  for (let dot = text.indexOf('.', 1); dot !== -1 && dot + 1 < text.length; dot = text.indexOf('.', dot + 1)) {
    const letter = text.charCodeAt(dot - 1);
    if (letter < 0x80 && !(letter >= 0x61 && letter <= 0x7a)) continue;
    const space = text.charCodeAt(dot + 1);
    if (space < 0x80 && space !== 0x20 && !(space >= 0x09 && space <= 0x0d && space !== 0x0a)) continue;
    if (dot < 2) return true;
    const before = text.charCodeAt(dot - 2);
    if (before >= 0x80) return true;
    const ascii = String.fromCharCode(before);
    if (!/[A-Za-z0-9.'-]/.test(ascii)) return true;
  }
  return false;
}
/** What may stand before initials on their line: nothing, a list mark or punctuation, or a word for a person. */
const BEFORE_INITIALS =
  /(?:^|[\n(:;,–—-][^\S\n]*|(?:^|\n)[^\S\n]*\d{1,2}[.)][^\S\n]*|\b(?:by|for|to|from|with|and|cc|per|re|dr|mrs?|ms|miss|mx|prof|sister|nurse|sr|capt)\.?[^\S\n]+)$/i;
/**
 * An item of a list of names in lower case, its initial without a dot ("T Nguyen, s okafor, r ballantyne"): after a
 * comma, semicolon or colon and closing its item. Not "a" or "i", which open a phrase.
 */
const BARE_INITIAL_ITEM = /[,;:][^\S\n]*([b-hj-z])[^\S\n]+(\p{Ll}[\p{Ll}\p{M}'’-]{2,})(?=[^\S\n]*(?:[,;.]|\n|$))/gu;
const POSSESSIVE = /^['’]s?$/;
/** A name's phrase closes after it: punctuation, a line end, or "at" or "from" naming where the person works. */
const CLOSED_AFTER = /^(?:[,;:)!?]|\.(?!\p{L})|[^\S\n]*(?:\n|$)|[^\S\n]+(?:at|from)[^\S\n])/u;
const AFTER_NUMBER = /\d[^\S\n]?$/;
const ONE_INITIAL = /^\p{Ll}\.[^\S\n]*$/u;

export function findLowerCaseTitledNames(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  // Every shape needs a lower-case word after a dot or a space: most texts in capitals have none.
  if (!/[.\s~]\p{Ll}/u.test(text)) return hits;
  const plainWord = (w: string): string => w.replace(/['’]s?$/, '');
  const listed = (w: string): boolean =>
    words.isName(w) && !words.isCoreWord(w) && !words.isAllowed(w) && !words.isFunctionWord(w);
  // Shaped like a name, not a short form ("dr appt"): five letters or more, two of them vowels; not a compound of
  // everyday words ("nurse double-checked").
  const unknown = (w: string): boolean =>
    unknownWordShape(w) &&
    !(w.includes('-') && w.split('-').every((part) => words.isAnyEnglishWord(part) || words.isFunctionWord(part))) &&
    !words.isAnyEnglishWord(w) &&
    !words.isAllowed(w) &&
    !words.isFunctionWord(w) &&
    !words.isPlace(w);
  for (const m of allMatches(TITLE_THEN_NAME, text)) {
    const title = m[1] ?? m[2];
    const initials = m[3] ?? '';
    const raw = m[4];
    // "Dr Smith" is the capitalised rules' to read; here the word is in lower case or missing after initials.
    if (title === undefined) continue;
    const at = m.index ?? 0;
    // "QTc 438 ms. troponin": after a number, "ms" is milliseconds, no title.
    if (title.toLowerCase() === 'ms' && AFTER_NUMBER.test(text.slice(Math.max(0, at - 2), at))) continue;
    const start = at + m[0].length - (raw?.length ?? 0) - initials.length;
    if (raw === undefined) {
      if (initials) hits.push(hit('name', start, start + initials.trimEnd().length, WARNINGS.name));
      continue;
    }
    const word = plainWord(raw.toLowerCase());
    const strict = AMBIGUOUS_CAPITALS.has(title.toUpperCase()) && title === title.toUpperCase();
    const possessive = POSSESSIVE.test(raw.slice(word.length));
    const ok = strict
      ? unknown(word) || (words.isName(word) && !words.isCommonWord(word) && listed(word))
      : unknown(word) ||
        (listed(word) && (initials !== '' || possessive || !words.isCommonWord(word))) ||
        (initials !== '' && words.isLastName(word) && !words.isFunctionWord(word)) ||
        // "GP dr shah, ...": a surname that is also a rarer English word, closing its phrase after the title.
        (listed(word) &&
          words.isLastName(word) &&
          CLOSED_AFTER.test(text.slice(start + raw.length, start + raw.length + 6)));
    if (ok) hits.push(hit('name', start, start + initials.length + word.length, WARNINGS.name));
    // "mrs h. declined": one initial after a title names a person before a common word ("Dr. s. aureus" is a
    // species).
    else if (ONE_INITIAL.test(initials) && words.isCommonWord(word) && !words.isAllowed(word))
      hits.push(hit('name', start, start + initials.trimEnd().length, WARNINGS.name));
  }
  for (const m of allMatches(BARE_INITIAL_ITEM, text)) {
    if (!(listed(m[2]) || words.isLastName(m[2])) || words.isAnyEnglishWord(m[2]) || words.isAllowed(m[2])) continue;
    const start = (m.index ?? 0) + m[0].indexOf(m[1]);
    hits.push(hit('name', start, (m.index ?? 0) + m[0].length, WARNINGS.name));
  }
  for (const m of mayHaveInitials(text) ? allMatches(INITIALS_THEN_NAME, text) : []) {
    const at = m.index ?? 0;
    const word = plainWord(m[2]);
    if (!(listed(word) || words.isLastName(word)) || words.isFunctionWord(word) || words.isAllowed(word)) continue;
    if (!BEFORE_INITIALS.test(text.slice(Math.max(0, at - 24), at))) continue;
    hits.push(hit('name', at, at + m[1].length + word.length, WARNINGS.name));
  }
  return hits;
}
