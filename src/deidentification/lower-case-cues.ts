/**
 * Names and places in lower case found by where they sit, where capitals say nothing (issue 49, seventh round):
 * - dotted initials in lower case with a person cue: a reporting verb after, a relation note after, or "pt"
 *   before ("j.m. reports", "m.r. (pt's sister)", "pt a.k. declined", "initials j.t."); "e.g.", "a.m." and dose
 *   times stay;
 * - a form of address, an initial and a surname ("mr a. venkataraman");
 * - the town after an address's last comma ("Via Carlo Cattaneo 88, vignale", "PO Box 442, millersburg") or
 *   before a state code and ZIP ("kalispell, MT 59901").
 * - an author or artist before the kind of work ("the lasseter novel"), and a first name owning a relative
 *   ("tammy's daughter", "nura's kid").
 * The word itself must be a listed name or place or no English word, and on no clinical or general list.
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { allMatches } from './all-matches';

const NOT_INITIALS = new Set(
  'eg ie am pm po pr bd od tds qds bid tid qid qd qhs hs prn npo nb ps cf vs et al md do rn np pa ob gi uk us er'.split(
    ' ',
  ),
);
export const PERSON_AFTER =
  /^(?:[^\S\n]*\((?:the[^\S\n]+(?:(?:pt['’]?s|patient['’]?s|her|his)[^\S\n]*)?|(?:pt['’]?s|patient['’]?s|her|his)?[^\S\n]*)\p{L}+\)|[^\S\n]+(?:reports?|reported|states?|stated|says|said|called|declined|denies|denied|agreed|asked|wants|feels|notes|presents|returns))/u;
const LOWER_INITIALS = /(?<![\p{L}\p{N}.])[a-z]\.[a-z]\.(?:[a-z]\.)?(?![\p{L}\p{N}])/gu;
export const PT_BEFORE = /\b(?:pt|patient|initials)(?:[^\S\n]+(?::[^\S\n]+)?|:[^\S\n]+)$/i;
const ADDRESS_INITIAL_SURNAME =
  /\b(?:mr|mrs|ms|miss|mx|dr|prof)\.?[^\S\n]+([a-z]\.?(?:[^\S\n]?[a-z]\.)?[^\S\n]+([a-z][a-z'’-]{2,}))\b/g;
const TOWN_AFTER_ADDRESS =
  /^,[^\S\n]*(\p{Ll}[\p{Ll}'’-]{2,}(?:[^\S\n]\p{Ll}[\p{Ll}'’-]{2,})?)(?=[^\S\n]*(?:$|\n|[.;]))/u;
const TOWN_STATE_ZIP =
  /(?<![\p{L}'’-])(\p{Ll}[\p{Ll}'’-]{2,}(?:[^\S\n]\p{Ll}[\p{Ll}'’-]{2,})?),[^\S\n]*[A-Z]{2}[^\S\n]+\d{5}(?:-\d{4})?\b/gu;
const NAME_BEFORE_WORK =
  /\bthe[^\S\n]+(\p{Ll}[\p{Ll}'’-]{2,})[^\S\n]+(?:novels?|songs?|album|books?|films?|movies?|poems?|paintings?|memoir|biography)\b/gu;
const NAME_OWNING_KIN = /(?<![\p{L}'’-])(\p{Ll}[\p{Ll}-]{2,})['’]s[^\S\n]+(\p{Ll}+)/gu;
/** A comma, a state code and a ZIP: TOWN_STATE_ZIP tries every lower-case word, most notes have none. */
/** Two lower-case letters each with its dot, which LOWER_INITIALS needs. */
const LOWER_DOTS = /[a-z]\.[a-z]\./;
/** The kind of work NAME_BEFORE_WORK ends with. */
const WORK_NOUN = /\b(?:novel|song|album|book|film|movie|poem|painting|memoir|biography)/;
/** A possessive before a space, which NAME_OWNING_KIN needs. */
const POSSESSIVE = /\p{Ll}['’]s[^\S\n]/u;
const STATE_ZIP = /,[^\S\n]*[A-Z]{2}[^\S\n]+\d{5}/;

/**
 * What every lower-case reading of a word as part of a name asks first: two letters or more, and no function
 * word, allowed term, title or relation. Each reader then says which English words a name may also be.
 */
export function mayBeLowerCaseName(part: string, words: WordClasses): boolean {
  return (
    part.length >= 2 &&
    !words.isFunctionWord(part) &&
    !words.isAllowed(part) &&
    !words.isTitle(part) &&
    !words.isRelation(part)
  );
}

export function findLowerCaseCues(text: string, words: WordClasses, found: IdentifierHit[]): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  const specific = (phrase: string): boolean =>
    phrase.split(/[^\S\n]+/).every((w) => {
      const parts = w.split('-');
      return parts.every(
        (p) =>
          mayBeLowerCaseName(p, words) &&
          (!words.isAnyEnglishWord(p) || ((words.isName(p) || words.isPlace(p)) && !words.isCommonWord(p))),
      );
    });
  for (const m of LOWER_DOTS.test(text) ? allMatches(LOWER_INITIALS, text) : []) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (NOT_INITIALS.has(m[0].replace(/\./g, ''))) continue;
    if (PERSON_AFTER.test(text.slice(end, end + 40)) || PT_BEFORE.test(text.slice(Math.max(0, start - 10), start)))
      hits.push(hit('name', start, end, WARNINGS.name));
  }
  for (const m of allMatches(ADDRESS_INITIAL_SURNAME, text)) {
    if (!specific(m[2])) continue;
    const start = (m.index ?? 0) + m[0].length - m[1].length;
    hits.push(hit('name', start, start + m[1].length, WARNINGS.name));
  }
  for (const h of found) {
    if (h.kind !== 'location') continue;
    const m = TOWN_AFTER_ADDRESS.exec(text.slice(h.end, h.end + 60));
    if (m && specific(m[1])) {
      const start = h.end + m[0].length - m[1].length;
      hits.push(hit('location', start, start + m[1].length, WARNINGS.city));
    }
  }
  for (const m of WORK_NOUN.test(text) ? allMatches(NAME_BEFORE_WORK, text) : []) {
    if (!specific(m[1])) continue;
    const start = (m.index ?? 0) + m[0].indexOf(m[1]);
    hits.push(hit('name', start, start + m[1].length, WARNINGS.name));
  }
  for (const m of POSSESSIVE.test(text) ? allMatches(NAME_OWNING_KIN, text) : []) {
    const first = words.isFirstName(m[1]) && !words.isCommonWord(m[1]) && !words.isAllowed(m[1]);
    if (!words.isRelation(m[2]) || !(first || specific(m[1]))) continue;
    hits.push(hit('name', m.index ?? 0, (m.index ?? 0) + m[1].length, WARNINGS.name));
  }
  for (const m of STATE_ZIP.test(text) ? allMatches(TOWN_STATE_ZIP, text) : []) {
    if (!specific(m[1])) continue;
    hits.push(hit('location', m.index ?? 0, (m.index ?? 0) + m[1].length, WARNINGS.city));
  }
  return hits;
}
