/**
 * Where a form of address or a relation is followed by no name (issue 49, seventeenth round, tuned on the shoreline
 * set, by class, from counting the name rules' false refusals per recogniser):
 * - a clinical post after a title or honorific ("Menopause Nurse Specialist team", "per Mr surgeon's plan", "ask Dr
 *   Registrar on call", "Nurse Practitioner clinic"): the job, not the person holding it; a post that is also a
 *   listed surname keeps its name ("Mr Chaplain" is left alone);
 * - "ms" after a figure ("p95 84 ms, error rate"): milliseconds, no honorific;
 * - a relation word that ends its sentence ("looking after Mum. Special thanks", "with my husband. Will he"): the
 *   next sentence opens with its own word, no name of the relation, unless that word is a given name or a
 *   surname too ("her son. Will came", "Mum. Young sends love").
 */
import { allMatches } from './all-matches';
import { isRoleWord as hasRoleEnding } from './community-lexicons';
import { endsSentence, type Token } from './tokens';
import type { WordClasses } from './word-classes';
import { wordSet } from './word-set';

/** Clinical and care posts the role endings (-ist, -ician, -ologist) do not reach. */
const POSTS: ReadonlySet<string> =
  wordSet(`surgeon surgeons consultant consultants registrar registrars practitioner practitioners physician physicians
  houseman intern interns resident fellow fellows lead leads manager managers matron assistant assistants
  associate associates navigator navigators champion champions partner partners locum locums on-call gp gps`);

/** A word naming a post, not a person: a listed post, a role noun, or a profession by its ending. */
export function isPostWord(t: Token | string, words: WordClasses): boolean {
  if (words.isLastName(t)) return false;
  const lower = typeof t === 'string' ? t.toLowerCase() : t.lower;
  return POSTS.has(lower) || words.isRoleWord(t) || hasRoleEnding(lower);
}

const FIGURE_BEFORE = /\d[^\S\n]*$/;

/** "84 ms": an honorific spelt like a unit, right after a figure. */
export function isUnitAfterFigure(text: string, t: Token): boolean {
  return t.text === 'ms' && FIGURE_BEFORE.test(text.slice(Math.max(0, t.start - 8), t.start));
}

/** "after Mum. Special thanks": the relation ends its sentence and an everyday word opens the next. */
export function relationEndsSentence(relation: Token, next: Token, words: WordClasses): boolean {
  if (!endsSentence(relation) || !words.isCommonWord(next)) return false;
  return !words.isPersonalFirstName(next) && !words.isLastName(next);
}

/**
 * "contact the Rota Coordinator", "the Ward Manager", "the Research Lead": "the", one or two capitalised words and a
 * post names the post, whoever holds it; a given name among the words keeps it a person ("the Linda Coordinator").
 */
const POST_AFTER_THE =
  /\bthe[^\S\n]+((?:\p{Lu}\p{Ll}+[^\S\n]+){1,2})(?:Co-?ordinator|Manager|Lead|Administrator|Secretary|Navigator|Facilitator|Champion|Officer|Director|Matron)s?\b/gu;

export function postSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!text.includes('the ')) return spans;
  for (const m of allMatches(POST_AFTER_THE, text)) {
    if (
      m[1]
        .trim()
        .split(/[^\S\n]+/)
        .some((w) => words.isPersonalFirstName(w.toLowerCase()))
    )
      continue;
    const start = (m.index ?? 0) + m[0].indexOf(m[1]);
    spans.push([start, (m.index ?? 0) + m[0].length]);
  }
  return spans;
}
