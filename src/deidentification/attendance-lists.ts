/**
 * First names listed together as the subject of attending (issue 49, thirteenth round, tuned on the hinterland
 * set, by class): group notes, MDT minutes and rotas write "Dawn, Faith, Mercy and Summer attended", "Grace and
 * Hope joined the group", "Rose, Amber sent apologies". Each of them is often an everyday word, so one alone is
 * lone-first-names.ts's business; here the evidence is two or more listed first names joined by commas and
 * "and", standing where a sentence opens, before a verb of attending or of sending apologies (one name is enough
 * before sending apologies: "Heather sent apologies"). Every word of the
 * list must be a listed first name that is no title, relation or role, and one at least no function word or
 * clinical term either: "Sodium, Potassium and Calcium attended to" is no list of people.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

const NAME = String.raw`\p{L}(?:[\p{Ll}\p{M}]+|[\p{Lu}\p{M}]+)`;
const OPENING = String.raw`(?:^|\n|[.!?;:][^\S\n]+)`;
const JOIN = String.raw`(?:[^\S\n]*,[^\S\n]*(?:and[^\S\n]+|&[^\S\n]*)?|[^\S\n]+(?:and|&)[^\S\n]+)`;
const VERB =
  String.raw`(?:attended|attend|came|joined|were[^\S\n]+present|were[^\S\n]+absent|sent[^\S\n]+(?:their[^\S\n]+)?` +
  String.raw`apologies|gave[^\S\n]+apologies|did[^\S\n]+not[^\S\n]+attend|DNA['’]?d)(?![\p{L}\p{N}])`;
const LISTED_NAMES = new RegExp(String.raw`${OPENING}(${NAME}(?:${JOIN}${NAME})*)[^\S\n]+(${VERB})`, 'giu');
const NAME_IN_LIST = new RegExp(NAME, 'gu');
const MAY_HAVE_VERB = /attend|came|joined|present|absent|apologies|DNA/i;

export function findAttendanceLists(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!MAY_HAVE_VERB.test(text)) return hits;
  const person = (lower: string): boolean => words.isPersonalFirstName(lower);
  // A clinical or function word among the names ("Summer", "Will") is let in on the others' evidence: one name at
  // least must be neither.
  const plain = (lower: string): boolean => !words.isVocabulary(lower);
  for (const m of allMatches(LISTED_NAMES, text)) {
    const list = m[1];
    const listStart = (m.index ?? 0) + m[0].indexOf(list);
    const names = [...list.matchAll(NAME_IN_LIST)].filter((n) => !/^(?:and)$/i.test(n[0]));
    // One name alone needs the stronger verb: only people send apologies.
    const enough = names.length >= 2 || /apolog/i.test(m[2]);
    const lowers = names.map((n) => n[0].toLowerCase());
    if (!enough || !lowers.every(person) || !lowers.some(plain)) continue;
    for (const n of names) {
      const start = listStart + (n.index ?? 0);
      hits.push(hit('name', start, start + n[0].length, WARNINGS.name));
    }
  }
  return hits;
}
