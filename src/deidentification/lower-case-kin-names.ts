/**
 * A single name in lower case named by the person's tie to the patient, where capitals say nothing (a name that no
 * list holds closes its phrase: punctuation, a telephone number or a verb of speech after it):
 * - after a relation, a companion, a worker around her or the patient herself, bare or in brackets ("manager
 *   bartosz aware", "refuge worker kerry-ann", "her grandson (kyle)", "neighbour (wanjiru)", "Practitioner huang
 *   li", "the patient anya, 50"): a listed name that is no English word, or, in brackets after a relation, any
 *   listed first name;
 * - owning something, opening a sentence or after "and", "with", "for", "to", "about", "check" or "see" ("keiko's
 *   bone density improved", "to check keiko's results"): a listed name that is no English
 *   word, place or clinical term (eponyms are on the allowlist: "hashimoto's");
 * - a family by its surname in the plural after "the" ("the okonkwos"), the singular a listed surname that is no
 *   English word nor a first name, and the plural no English word ("the smiths" is a trade);
 * - introducing oneself ("hi it's saoirse, …", "this is tomoko.", "it is me kanya (…)"): the name read as after a
 *   tie, and never a drug or a word coined from clinical parts ("it's perimenopausal sweats").
 * - the doer of an act after its participle and "by" ("treated by eilidh,"), and one spoken to after a greeting or
 *   thanks ("ok caoimhe,"): a listed name that is no English word, closing its phrase.
 */
import { allMatches } from './all-matches';
import { RELATIONS } from './allowlist-general';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { unknownWordShape } from './lower-case-names';
import { COINED_ENDING } from './lower-case-place-frames';
import { isDrugLike } from './product-lexicons';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { wordSet } from './word-set';

/** People around a patient who are named by their first name in notes, beyond the relation words. */
const COMPANIONS =
  wordSet(`manager worker keyworker carer coordinator advocate interpreter receptionist therapist counsellor counselor
  physio midwife colleague friend neighbour neighbor boss landlord landlady supervisor teacher tutor pastor vicar
  priest imam rabbi chaplain befriender volunteer flatmate housemate lodger photographer practitioner pharmacist
  nurse cra hca chaperone doula scribe sonographer radiographer porter auntie aunty operator
  responder advisor adviser witness judge rep patient pt client applicant participant
  driver donor passenger pax`);
/** Whether a word (in lower case) is a relation or a companion, a tie this module reads a name after. */
export const isTieWord = (lower: string): boolean => RELATIONS.has(lower) || COMPANIONS.has(lower);
/** Each tie in lower case, or capitalised as it opens a line or sentence ("Practitioner huang li"). */
const TIES = [...new Set([...RELATIONS, ...COMPANIONS])]
  .sort((a, b) => b.length - a.length)
  .map((t) => `[${t[0]}${t[0].toUpperCase()}]${t.slice(1)}`);
/** A tie word, then a name looked ahead at (so "her grandson (kyle)" is read at "grandson" too). */
const TIE_THEN_NAME = new RegExp(
  String.raw`(?<![\p{L}'’-])(${TIES.join('|')})(?=[,:]?[^\S\n]+(\()?(\p{Ll}[\p{Ll}\p{M}'’-]+)(\))?(?![\p{L}\p{N}'’-]))`,
  'dgu',
);
/**
 * What closes a name's phrase: punctuation, a line end, a bracket or dash opening an aside ("son, lewis – 07700"), a
 * telephone number ("husband taras +380 …", "cousin amaru 07 …"), a verb of what the person said, gave or did
 * for the patient ("daughter yeni speaks for her", "driver morwen stood by"), a request to them ("please"), the
 * label of their contact ("niece oona email …", "son dara phone …") or a clause about them ("aunt wilma who
 * visits", "cousin brona lives …").
 */
const PHRASE_END =
  /^(?:[.,;:)!?]|[^\S\n]*(?:\n|$)|[^\S\n]+[(–—+-]|[^\S\n]+\d|[^\S\n]+(?:says|said|rang|phoned|called|gives|gave|reports|reported|states|stated|asked|phone|tel|mobile|email|e-mail|who|lives|stays|speaks?|spoke|interprets|translates|drove|brought|stood|please)\b)/u;
/** A family named by its surname in the plural ("the okonkwos", "the pughs"), read where the singular is a name. */
const FAMILY_PLURAL = /(?<![\p{L}'’-])the[^\S\n]+(\p{Ll}[\p{Ll}\p{M}'’-]{2,})s(?![\p{L}\p{N}'’-])/dgu;
/**
 * Someone saying who they are: "it's", "this is", "it is me", "my name is", then one word in lower case. Not "I am",
 * which as often says what someone is ("I am latina", "I am diabetic").
 */
const SELF_INTRODUCTION =
  /(?<![\p{L}'’])(?:[Ii]t['’]s|[Ii]t[^\S\n]+is[^\S\n]+me|[Tt]his[^\S\n]+is|[Mm]y[^\S\n]+name[^\S\n]+is)[^\S\n]+(\p{Ll}[\p{Ll}\p{M}'’-]{2,})(?![\p{L}\p{N}'’-])/dgu;
/**
 * A possessive opening a line, a sentence or a phrase after "and", "with"… The lookbehind is asked only where a
 * lower-case letter follows: asked at each space of a run, it read back over the run each time (quadratic in it).
 */
export const OPENING_POSSESSIVE =
  /(?:^|\n|[.!?][^\S\n]+|(?=\p{Ll})(?<=\b(?:and|with|for|check|about|to|see)[^\S\n]+))(\p{Ll}[\p{Ll}\p{M}-]{3,})['’]s[^\S\n]+\p{Ll}/gu;
/**
 * Who did something to or for the patient, after the act's participle and "by" ("treated on the 3rd by eilidh,",
 * "performed by siobhan-"): one word in lower case closing its phrase, read as after a tie.
 */
const DONE_BY =
  /(?<![\p{L}'’])(?:performed|treated|seen|reviewed|examined|assessed|checked|typed|written|signed|taken|given|done|dictated)(?:[^\S\n]+[\p{L}\p{N}.,]+){0,4}?[^\S\n]+by[^\S\n]+(\p{Ll}[\p{Ll}\p{M}'’]{2,})(?=[-,.;:!?)]|[^\S\n]*(?:\n|$))/dgu;
/** Someone spoken to by name after a greeting or thanks ("ok caoimhe, see you", "thanks siobhan!"). */
const VOCATIVE =
  /(?<![\p{L}'’])(?:ok|okay|thanks|thank[^\S\n]+you|cheers|hi|hey|hello|dear|bye)[,]?[^\S\n]+(\p{Ll}[\p{Ll}\p{M}'’-]{2,})(?=[,!?]|[^\S\n]*(?:\n|$))/dgu;

export function findLowerCaseKinNames(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  const nameOnly = (w: string): boolean =>
    w.length >= 3 &&
    words.isName(w) &&
    !words.isAnyEnglishWord(w) &&
    !words.isAllowed(w) &&
    !words.isFunctionWord(w) &&
    !words.isTitle(w) &&
    !words.isRelation(w);
  for (const m of allMatches(TIE_THEN_NAME, text)) {
    const tie = m[1].toLowerCase();
    const name = m[3];
    const bracketed = m[2] !== undefined && m[4] !== undefined;
    if ((m[2] === undefined) !== (m[4] === undefined)) continue;
    const relation = words.isRelation(tie);
    if (!relation && !COMPANIONS.has(tie)) continue;
    const span = m.indices?.[3];
    if (span && listedItem(text, m.index, m.index + m[1].length, span[1])) continue;
    const first = bracketed && relation && words.isFirstName(name) && !words.isVocabulary(name);
    if (!first && !nameOnly(name) && !(span && closedFirstName(text, name, span[1], words))) continue;
    if (span) hits.push(hit('name', span[0], span[1], WARNINGS.name));
  }
  if (/\b(?:is|it['’]s)\b/i.test(text))
    for (const m of allMatches(SELF_INTRODUCTION, text)) {
      const span = m.indices?.[1];
      const name = m[1];
      if (!span || isDrugLike(name, words) || COINED_ENDING.test(name)) continue;
      if (nameOnly(name) || closedFirstName(text, name, span[1], words))
        hits.push(hit('name', span[0], span[1], WARNINGS.name));
    }
  if (text.includes('the '))
    for (const m of allMatches(FAMILY_PLURAL, text)) {
      const span = m.indices?.[1];
      if (!span || !nameOnly(m[1]) || words.isFirstName(m[1]) || words.isAnyEnglishWord(`${m[1]}s`)) continue;
      hits.push(hit('name', span[0], span[1] + 1, WARNINGS.name));
    }
  // The act's doer and the one spoken to: a listed name that is no English word, as after a tie.
  for (const pattern of [DONE_BY, VOCATIVE])
    if (/\b(?:by|ok|okay|thanks|thank|cheers|hi|hey|hello|dear|bye)\b/i.test(text))
      for (const m of allMatches(pattern, text)) {
        const span = m.indices?.[1];
        if (span && nameOnly(m[1]) && !isDrugLike(m[1], words)) hits.push(hit('name', span[0], span[1], WARNINGS.name));
      }
  for (const m of allMatches(OPENING_POSSESSIVE, text)) {
    if (!nameOnly(m[1]) || words.isPlace(m[1])) continue;
    const start = (m.index ?? 0) + m[0].indexOf(m[1]);
    hits.push(hit('name', start, start + m[1].length, WARNINGS.name));
  }
  return hits;
}

/**
 * A tie that is an item of a comma list ("roles: clinician, pharmacist, admin, auditor") names no one: the word
 * after its comma is the list's next item, itself followed by a comma (issue 49, twenty-fifth round).
 */
function listedItem(text: string, tieStart: number, tieEnd: number, nameEnd: number): boolean {
  return (
    text[tieEnd] === ',' && text[nameEnd] === ',' && /,[^\S\n]*$/.test(text.slice(Math.max(0, tieStart - 4), tieStart))
  );
}

/**
 * "daughter ama.", "husband alf, aged 95", "carer rowan (volunteer)": a first name standing alone after the tie,
 * closing its phrase, or a word shaped like a name that no list knows. The lists' everyday words ("hope", "will")
 * are left to the rules with a reporting verb.
 */
function closedFirstName(text: string, name: string, end: number, words: WordClasses): boolean {
  if (!PHRASE_END.test(text.slice(end, end + 12))) return false;
  if (unknownName(name, words)) return true;
  return name.length >= 3 && words.isPersonalFirstName(name) && !words.isCoreWord(name) && !words.isFunctionWord(name);
}

/**
 * "mother sirkka, 90", "husband jun-jun.": a name no list has, shaped like one (unknownWordShape) and in no
 * dictionary or clinical list, standing alone after the tie as a listed first name does.
 */
function unknownName(name: string, words: WordClasses): boolean {
  return (
    unknownWordShape(name) &&
    !words.isAnyEnglishWord(name) &&
    !words.isAllowed(name) &&
    !words.isFunctionWord(name) &&
    !(name.includes('-') && name.split('-').some((part) => words.isAnyEnglishWord(part)))
  );
}
