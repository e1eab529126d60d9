/**
 * The person in an author or editor field of a reference export, in any case: a RIS tag line ("AU  - oduya, k.",
 * "A2  - Threlfall, Imogen") or an EndNote %-tag line ("%A holloway-brandt, saoirse", "%E ..."), whose field is
 * written "surname, given names" by both formats. The tag says the field holds a person, so capitals are no
 * evidence needed; a field of other shape (a body as author: "World Health Organization") is left to the other
 * rules.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';

/** "surname, given": words of letters, hyphens and apostrophes, then given names or initials. */
const SURNAME = String.raw`\p{L}[\p{L}\p{M}'’-]*(?:[^\S\n]\p{L}[\p{L}\p{M}'’-]*){0,2}`;
const GIVEN = String.raw`\p{L}[\p{L}\p{M}'’.-]*(?:[^\S\n]\p{L}[\p{L}\p{M}'’.-]*){0,2}`;
const PERSON = String.raw`${SURNAME},[^\S\n]*${GIVEN}`;
const AUTHOR_LINE = new RegExp(
  String.raw`^(?:(?:AU|A[1-4]|ED)[^\S\n]{2}-[^\S\n]+|%[AE][^\S\n]+)(${PERSON})[^\S\n]*$`,
  'dgmu',
);
const MAY_TAG = /^(?:AU|A[1-4]|ED|%[AE])/m;

export function findAuthorTags(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!MAY_TAG.test(text)) return hits;
  for (const m of allMatches(AUTHOR_LINE, text)) {
    const span = m.indices?.[1];
    if (span) hits.push(hit('name', span[0], span[1], WARNINGS.name));
  }
  return hits;
}
