/**
 * Insurers and payers by the list they stand in (issue 49, thirty-fourth round, tuned on the skerry set, by class):
 * insurance letters, prior-authorisation checklists and glossaries list the firms that pay ("Medical aids:
 * Discovery, Bonitas, GEMS", "Insurers: Aviva, Bupa, Simplyhealth"), whose names no list of the detector holds and
 * many of which are given names or surnames too, so the name and place rules read them as people or towns. As for
 * the lists of products (product-lists.ts), a list headed by a kind of payer and a colon holds payers: its items
 * are dropped where each starts with its capital, on the line of the colon or a line the list wraps onto.
 *
 * A person is kept: an item with a title, a given name then another listed name ("Aviva Okafor"), a person's cue
 * just before it, and a head whose own words name a record or its holder ("Insurance policy holder: Okafor",
 * "Medical aid member: …"), whose value is a person. A given name alone is an insurer only in a list of three
 * items or more: "Insurer: Grace" may name the person who rang.
 */
import { allMatches } from './all-matches';
import { personCueBefore } from './person-cues-before';
import type { WordClasses } from './word-classes';

/** Kinds of payer a list is headed by, singular or plural. */
const PAYER_HEADS =
  String.raw`insurers?|insurance|(?:medical|health)[^\S\n]+(?:aids?|schemes?|plans?|funds?)|payers?|` +
  String.raw`carriers?|underwriters?|HMOs?|PPOs?`;
/** A head's own words that make its value a record or a person, not a list of payers. */
const RECORD_OR_HOLDER =
  String.raw`(?:entry|entries|records?|register|cards?|forms?|details|numbers?|no|id|claims?|` +
  String.raw`holders?|policyholders?|members?|subscribers?|insured|guarantors?|patients?|dependants?|dependents?|` +
  String.raw`contacts?|agents?|brokers?|adjusters?|officers?|reps?|representatives?)`;
const LABEL_WORDS = String.raw`(?:[^\S\n]+(?!${RECORD_OR_HOLDER}(?![\p{L}-]))[\p{L}-]+){0,5}`;
/** A character of the list's line before its sentence or clause ends. */
const IN_SENTENCE = String.raw`(?:(?![.!?][^\S\n]+\p{Lu})[^\n;])`;
/** A list wraps onto the next line when its line ends in a comma. */
const WRAP = String.raw`(?:(?<=,)[^\S\n]*\n)`;
const HEADED_LIST = new RegExp(
  String.raw`\b(?:${PAYER_HEADS})${LABEL_WORDS}[^\S\n]*:[^\S\n]*(${IN_SENTENCE}+(?:${WRAP}${IN_SENTENCE}+)*)`,
  'giu',
);
const HAS_HEAD = new RegExp(String.raw`\b(?:${PAYER_HEADS})\b`, 'iu');
/**
 * An item: up to three capitalised words, starting the list or after a comma, "and", "or" or a slash, with no figure
 * after it and no fourth capitalised word: "Insurance: AXA 0412 7781" gives a member's number, which stays found with
 * the insurer beside it.
 */
const ITEM =
  /(?:^|[,;/]|\b(?:and|or)\b)[^\S\n]*(\p{Lu}[\p{L}\p{M}-]*(?:[^\S\n]+\p{Lu}[\p{L}\p{M}-]*){0,2})(?![\p{L}\p{M}\d-]|[^\S\n]*[\d#]|[^\S\n]+\p{Lu})/gu;
const TITLE = /\b(?:Mrs?|Ms|Miss|Mx|Dr|Prof|Nurse|Sister)\b/;
const PERSON_CUE_BEFORE_ITEM = personCueBefore(['for', 'with', 'by', 'mx', 'called', 'spoke'], String.raw`[^\S\n]*`);
/** A list long enough that a given name alone in it is one of its payers. */
const LIST_OF_MANY = 3;

/** A given name, then another word a name list holds: a person in the list. */
function fullName(item: string, words: WordClasses): boolean {
  const parts = item.split(/[^\S\n]+/);
  for (let i = 0; i + 1 < parts.length; i++)
    if (words.isPersonalFirstName(parts[i].toLowerCase()) && words.isName(parts[i + 1].toLowerCase())) return true;
  return false;
}

/** Spans in which a capitalised word is an insurer or payer by the list it stands in, as [start, end) pairs. */
export function organisationListSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!text.includes(':') || !HAS_HEAD.test(text)) return spans;
  for (const list of allMatches(HEADED_LIST, text)) {
    const rest = list[1];
    const restStart = (list.index ?? 0) + list[0].length - rest.length;
    const items = [...allMatches(ITEM, rest)];
    for (const item of items) {
      const word = item[1];
      const start = restStart + (item.index ?? 0) + item[0].length - word.length;
      if (TITLE.test(word) || fullName(word, words)) continue;
      if (PERSON_CUE_BEFORE_ITEM.test(text.slice(Math.max(0, start - 16), start))) continue;
      const alone = !/[^\S\n]/.test(word);
      if (alone && items.length < LIST_OF_MANY && words.isPersonalFirstName(word.toLowerCase())) continue;
      spans.push([start, start + word.length]);
    }
  }
  return spans;
}
