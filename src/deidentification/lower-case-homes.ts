/**
 * Where someone lives, in lower case, where capitals say nothing:
 * - a house named by its kind ("the old forge", "glebe cottage", "hill top farm"), one or two words before the
 *   kind, then a comma and the rest of an address on its line: a postcode, "nr" and a place, or capitalised
 *   words ending the part ("to croft cottage, low row, Richmond, DL11 6PU", "at glebe cottage,⏎Much Wenlock");
 *   "the farm, Dad helped" or "her sister's house, Sunday" are no address (a function word, a possessive, a
 *   relation or a calendar word);
 * - a street after "lives on" ("lives on main street", "lives 5 minutes away on cathedral road"), its words no
 *   function word ("lives on the main road" names no street).
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

const HOUSE_KINDS = 'cottage|cottages|farm|forge|rectory|vicarage|barn|lodge|grange|manor|bungalow|croft';
export const HOUSE = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’-])((?:the[^\S\n]+)?((?:\p{Ll}[\p{Ll}-]+[^\S\n]+){1,2})(?:${HOUSE_KINDS}))` +
    String.raw`,[^\S\n]*\n?[^\S\n]*([^\n]{0,60})`,
  'dgu',
);
/** What every match of HOUSE holds: the kind of house right before its comma. A cheap scan before the pattern. */
export const KIND_AND_COMMA = new RegExp(String.raw`(?:${HOUSE_KINDS}),`);
/** "a dairy farm", "her cottage": a kind of house, not one by its name. */
const DETERMINER_BEFORE = /\b(?:a|an|my|her|his|their|our|your|this|that|each|every|some|any)[^\S\n]+$/i;
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?[^\S\n]?\d[A-Z]{2}\b/;
const NEAR_PLACE = /^(?:nr|near)\.?[^\S\n]+\p{L}/u;
/** Capitalised words ending an address part: "Much Wenlock,", "Richmond." */
const CAPITALISED_PART = /^(\p{Lu}[\p{Ll}'’-]+)(?:[^\S\n]+\p{Lu}[\p{Ll}'’-]+){0,2}(?=[^\S\n]*(?:[,.;)]|$))/u;
const LIVES_ON = new RegExp(
  String.raw`\blive[sd]?\b[^\n.;]{0,30}?\bon[^\S\n]+((?:\p{Ll}[\p{Ll}'’-]+[^\S\n]+){1,2}` +
    String.raw`(?:street|road|avenue|lane|drive|way|close|crescent|terrace|grove|gardens|row|place))\b`,
  'dgu',
);

export function findLowerCaseHomes(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  const plainWord = (w: string): boolean =>
    !words.isFunctionWord(w) && !words.isRelation(w) && !words.isAllowed(w) && !/\d/.test(w);
  for (const m of KIND_AND_COMMA.test(text) ? allMatches(HOUSE, text) : []) {
    const span = m.indices?.[1];
    if (!span) continue;
    // The pattern may have taken a word of the sentence first ("posted to croft cottage"): the name starts after it.
    let start = span[0];
    const qualifiers = m[2].trim().split(/[^\S\n]+/);
    if (m[1].startsWith(m[2]))
      while (qualifiers.length > 1 && !plainWord(qualifiers[0])) {
        start = text.indexOf(qualifiers[1], start + qualifiers[0].length);
        qualifiers.shift();
      }
    if (!qualifiers.every(plainWord) || DETERMINER_BEFORE.test(text.slice(Math.max(0, start - 8), start))) continue;
    const rest = m[3];
    const part = CAPITALISED_PART.exec(rest);
    const lone = part !== null && !part[0].includes(' ') ? part[1].toLowerCase() : undefined;
    const addressAfter =
      POSTCODE.test(rest) ||
      NEAR_PLACE.test(rest) ||
      (part !== null &&
        (lone === undefined || (!words.isAllowed(lone) && !words.isRelation(lone) && !words.isFunctionWord(lone))));
    if (addressAfter) hits.push(hit('location', start, span[1], WARNINGS.location));
  }
  if (!text.includes(' on ')) return hits;
  for (const m of allMatches(LIVES_ON, text)) {
    const span = m.indices?.[1];
    if (
      !span ||
      !m[1]
        .split(/[^\S\n]+/)
        .slice(0, -1)
        .every(plainWord)
    )
      continue;
    hits.push(hit('location', span[0], span[1], WARNINGS.location));
  }
  return hits;
}
