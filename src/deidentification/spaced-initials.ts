/**
 * Two initials whose first dot was lost or swapped for a space ("M R. (pt's sister)", "Pt A K. declined",
 * "initials J T., female"), read where dotted initials in lower case are (lower-case-cues.ts): with a person
 * cue, "pt", "patient" or "initials" before, or a reporting verb or a relation note after initials that open
 * their phrase. Without one, a capital and a capital with a dot are a grade, a vitamin or a list's letters
 * ("hepatitis B C.", "vitamin D E. reports", "10 a m. reports"), no person.
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { PERSON_AFTER, PT_BEFORE } from './lower-case-cues';
import { WARNINGS } from './warnings';
import { allMatches } from './all-matches';

/** A letter, a space, a letter and its dot, both of one case, standing alone. */
const SPACED_INITIALS = /(?<![\p{L}\p{N}.])(?:[A-Z] [A-Z]|[a-z] [a-z])\.(?![\p{L}\p{N}]|\.)/gu;
/** Where initials open a phrase: a line's or text's start, or after punctuation or a bracket. */
const PHRASE_START = /(?:^|[\n([:;,.!?"'“‘–—-])[^\S\n]*$/u;
/** What every SPACED_INITIALS match has: a cheap scan first. */
const LETTER_SPACE_LETTER_DOT = /\b[A-Za-z] [A-Za-z]\./;

export function findSpacedInitials(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!LETTER_SPACE_LETTER_DOT.test(text)) return hits;
  for (const m of allMatches(SPACED_INITIALS, text)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 10), start);
    if (PT_BEFORE.test(before)) hits.push(hit('name', start, end, WARNINGS.name));
    // After any other word the letters are that word's ("vitamin D E.", "10 a m."): initials open their phrase.
    else if (PHRASE_START.test(before) && PERSON_AFTER.test(text.slice(end, end + 40)))
      hits.push(hit('name', start, end, WARNINGS.name));
  }
  return hits;
}
