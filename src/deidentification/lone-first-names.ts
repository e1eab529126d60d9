/**
 * A first name standing alone at the head of a line, a sentence or a labelled field, with no title, relation or
 * label, where what follows says it is a person (issue 49, cue-less names):
 * - an age: "Grace, 54, seen in clinic today", "Hope 61 attends with her sister", "precious mahlangu-rowe, 48,";
 * - a relation or role in brackets: "Amber (daughter) rang", "bongani (partner) is supportive";
 * - a verb of attending or contact in the third person: "Faith attends with her sister", "Joy rang back".
 * Such a name is often an everyday word ("Hope", "Grace", "Amber"), so the shape after it is the evidence, and the
 * word must be a listed first name (or, before a bracketed relation, a word no list knows) that is no function
 * word, title, relation, role or clinical term. Lower case reads the same: the shape, not the capital, says it.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { ROLE_NOUNS } from './role-nouns';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

const WORD = String.raw`\p{L}[\p{Ll}\p{M}]+(?:[-'’]\p{L}[\p{Ll}\p{M}]+)?`;
/** Where a lone name can open: a line, a sentence, a bullet or a labelled field ("Re:", "Pt:"). */
const OPENING = String.raw`(?:^|\n|[.!?;][^\S\n]+)(?:[-*•][^\S\n]*|\p{L}{1,8}:[^\S\n]*)?`;
const AGE = String.raw`(?:1[89]|[2-9]\d|1[01]\d)`;
const AGE_UNIT = String.raw`[^\S\n]*(?:y\/?o|yrs?|years?(?:[^\S\n]+old)?|y|[FM])(?![\p{L}\p{N}])`;
const ATTENDING =
  String.raw`(?:attends|attended|attending|arrives|arrived|presents|presented|returns|returned|comes|came|` +
  String.raw`rang|rings|phoned|phones|texted|emailed|visits|visited)(?![\p{L}\p{N}])`;
const HOLDER = String.raw`(?:pt['’]?s|patient['’]?s|her|his)`;
const RELATION_IN_BRACKETS = String.raw`\((?:the[^\S\n]+(?:${HOLDER}[^\S\n]*)?|${HOLDER}?[^\S\n]*)(\p{L}+)\)`;
/**
 * A name, maybe a surname, then an age after a comma ("Grace, 54,"), an age with its unit ("Ruby 59F,"), an age
 * before a verb of attending ("Hope 61 attends"), a bracketed relation or a verb of attending. A bare number after
 * a word and before a comma is a label's ("Ward 54, bed 3", "Page 12, para 2"), no age.
 */
export const LONE_NAME = new RegExp(
  String.raw`${OPENING}(${WORD})(?:[^\S\n]+(${WORD}))?` +
    String.raw`(?:,[^\S\n]*${AGE}(?:${AGE_UNIT})?(?![\p{L}\p{N}])[^\S\n]*[,;)—–-]|` +
    String.raw`[^\S\n]+${AGE}${AGE_UNIT}(?:[^\S\n]*,|[^\S\n]+${ATTENDING})|` +
    String.raw`[^\S\n]+${AGE},?[^\S\n]+${ATTENDING}|` +
    String.raw`[^\S\n]*${RELATION_IN_BRACKETS}|[^\S\n]+${ATTENDING})`,
  'dgu',
);
/** Cheap scan: an age, a bracket or a verb of attending somewhere. */
const MAY_HAVE_CUE = new RegExp(String.raw`\d\d|\(|${ATTENDING}`, 'u');

export function findLoneFirstNames(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!MAY_HAVE_CUE.test(text)) return hits;
  const clinical = (w: string): boolean => words.isVocabulary(w) || words.isRoleWord(w);
  const unknown = (w: string): boolean => w.length >= 3 && !words.isAnyEnglishWord(w) && !words.isName(w);
  for (const m of allMatches(LONE_NAME, text)) {
    const first = m[1].toLowerCase();
    const relation = m[3]?.toLowerCase();
    if (relation !== undefined && !words.isRelation(relation) && !ROLE_NOUNS.has(relation)) continue;
    if (clinical(first) || !(words.isFirstName(first) || (relation !== undefined && unknown(first)))) continue;
    // A second word is a surname: a name, or a word no list knows; "Hope scan 54" is no person.
    const second = m[2]?.toLowerCase();
    if (second !== undefined && (clinical(second) || !(words.isName(second) || unknown(second)))) continue;
    const span = m.indices?.[2] ?? m.indices?.[1];
    const start = m.indices?.[1]?.[0];
    if (!span || start === undefined) continue;
    hits.push(hit('name', start, span[1], WARNINGS.name));
  }
  return hits;
}
