/**
 * Phone numbers spaced out digit by digit, after a word of calling (issue 49, twenty-fourth round, the spaced
 * disguise on the shallows set's identifiers and every tuning set's, by class). A number written "0 1 2 0 4 – 5 5 3
 * 1 9 0" or "+ 4 4   7 7 0 0   9 0 0" (a number already grouped, then spaced: its groups apart by three spaces) has
 * none of the digit groups the phone shapes read, and the normalised view joins single-spaced characters only. Read
 * here on the text as written: from a "+", a "0" or a "(" before a digit, digits each followed by spaces, word
 * joiners or zero-width spaces, maybe a dash, dot or bracket between; ten to thirteen digits, four of them or more
 * standing alone between spaces (the mark of spacing out); and a word of calling within the 48 characters before it on
 * its line, maybe with two short words between (phone, tel, mobile, ring, rang, call, contact, text, SMS, number,
 * "on", "to=" ...: "rang from", "call her back on"), or whose number it is: a relative, a companion or a next of kin
 * and up to four words of a name ("via son Keith", "NOK husband"). A scale written out
 * in order ("pain on 0 1 2 3 4 5 6 7 8 9 10") is no number, and a count of items has no leading "0" or "+".
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';

/** From a start sign, digits with separators, the last a digit. */
const SPACED_RUN = /(?<![\p{L}\p{N}])(?:\+|0|\()(?:[^\S\n]|[\u2060\u200b]|\d|[-–.()])*\d/gu;
export const CALLING_BEFORE =
  /(?:^|[^\p{L}])(?:phone[ds]?|tel|telephone|mob|mobile|cell|ring|rang|call(?:ed)?|contact|text|sms|whatsapp|number|no|on|to|reachable|fax|landline)\b(?:[^\S\n]+\p{L}{1,5}){0,2}[^\n\p{L}]{0,12}$/iu;
/**
 * Whose number it is, before it on its line: a relative, a companion or a next of kin and up to four words of a
 * name ("family told via son Keith", "NOK husband", "sister Ralitsa,", "partner Ash"), as a contact list writes it.
 */
export const PERSON_BEFORE =
  /(?:^|[^\p{L}])(?:son|daughter|sister|brother|husband|wife|partner|cousin|niece|nephew|mum|mother|father|dad|aunt|uncle|grandson|granddaughter|friend|neighbour|neighbor|companion|carer|interpreter|nok|kin)\b(?:[^\S\n]+[\p{L}'’.-]+){0,4}[^\n\p{L}]{0,12}$/iu;
const LONE_DIGIT = /(?<=^|[^\S\n]|[\u2060\u200b])\d(?=[^\S\n]|[\u2060\u200b]|$)/gu;
/** A scale's points written out in order ("0 1 2 … 10") are no number. */
const SCALE = '01234567891011121314';
/** Cheap scan: two digits apart by a space, after a sign of a phone. */
const MAY_SPACE_OUT = /[+0(](?:[^\S\n]+(?:\d[^\S\n]+)?|\d[^\S\n]+)\d[^\S\n]+\d/;

export function findSpacedOutPhones(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!MAY_SPACE_OUT.test(text)) return hits;
  for (const m of text.matchAll(SPACED_RUN)) {
    const run = m[0];
    const digits = run.replace(/\D/g, '');
    if (digits.length < 10 || digits.length > 13 || SCALE.startsWith(digits)) continue;
    if ((run.match(LONE_DIGIT) ?? []).length < 4) continue;
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const before = text.slice(Math.max(lineStart, m.index - 48), m.index);
    if (!CALLING_BEFORE.test(before) && !PERSON_BEFORE.test(before)) continue;
    hits.push(hit('phone', m.index, m.index + run.length, WARNINGS.phone));
  }
  return hits;
}
