/**
 * A word in capitals amid lower-case text that is used as an abbreviation, not a shouted name (issue 49, tenth
 * round, tuned on the ancillary set, by class). A shouted name is followed by what the person does or is ("AKIRA
 * reports", "CARLA works", "KEISHA drove", "BARTOSZ aware") or by a function word ("sent to OLSEN by mistake");
 * an abbreviation modifies the noun after it ("DESMOND course", "SCC risk") in a text that writes abbreviations in
 * capitals.
 * Three letters or fewer, capitals are an abbreviation unless a function word or a reporting verb follows ("Why
 * is MAJ so impulsive?"): names that short are seldom shouted, abbreviations that short are everywhere ("on COC",
 * "PE, MI, SAH", "REM verified").
 */
import { REPORTING_VERBS } from './reporting-verbs';
import { adjacent, type Token } from './tokens';
import type { WordClasses } from './word-classes';
import { wordSet } from './word-set';

/** Verbs and predicates a person is the subject of, that no ending gives away. */
const PERSON_PREDICATES = wordSet(`
  drove went came said told gave took made left got had has was is will can would could should may might must did
  does aware unable able keen happy unhappy worried sent rang phoned wrote knew saw met forgot fell felt found
  brought bought thought began became kept lost paid ran sat stood spoke woke wore won heard held`);
const LIST_JOINS = new Set(['and', 'or', 'nor', 'plus']);
const LINE_END = /^[^\S\n]*(?:\n|$)/;
/** Endings of verb forms: "works", "offered", "asking". */
const VERB_FORM = /(?:[^s]s|ed|ing)$/;

export function isAbbreviationUse(text: string, tokens: Token[], i: number, words: WordClasses): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  const joined = next !== undefined && !t.possessive && adjacent(text, t, next);
  // "SAH and TIA": a conjunction joins like with like, so it says nothing of a person.
  const personAfter =
    joined && !LIST_JOINS.has(next.lower) && (words.isFunctionWord(next) || REPORTING_VERBS.has(next.lower));
  // Alone at the end of a line, short capitals sign or list a person ("Thanks, KIM").
  if (t.lower.length <= 3)
    return !personAfter && !LINE_END.test(text.slice(t.endWithPossessive, t.endWithPossessive + 8));
  if (!joined || personAfter || next.text !== next.lower) return false;
  if (PERSON_PREDICATES.has(next.lower) || VERB_FORM.test(next.lower)) return false;
  // Before a noun, capitals are an abbreviation only where the text writes other abbreviations in capitals:
  // "Unlike the LASSETER novel" has none, "DESMOND course ... metformin 1 g BD" has.
  return tokens.some((u) => u !== t && u.allCaps && u.lower.length >= 2);
}
