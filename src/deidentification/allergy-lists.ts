/**
 * Allergens in an allergy line (issue 49, thirtieth round, tuned on the dunes set, by class). Discharge summaries,
 * referrals and drug charts list what the patient reacts to after a label, each item with its reaction in brackets
 * ("Allergies: Penicillin (rash), Elastoplast (blisters)", "ADRs: Codeine (vomiting); Tegaderm (itch)"); the name
 * rules read a dressing's or a brand's name in no word list as a surname. An item of up to three capitalised words
 * with a bracket after it whose words are all everyday or clinical English (the reaction) is an allergen: the
 * label says what the list holds and the bracket says how it harmed her. A bracket naming a person or holding
 * anything else (a title, a name, a number: "Penicillin (per Dr Okafor)", "Latex (2019)") leaves the item to the
 * other rules.
 * From the thirty-fourth round (brands no list holds, from the low tuned sets' intake forms): the items may open in
 * lower case (a generic drug: "penicillin (rash), Elastoplast") and an item may stand bare, with no bracket. A bare
 * item is an allergen only when it is one capitalised word that no name list holds and that is no title, relation
 * or post: a dressing's or a brand's name; a listed surname there ("codeine, Jenkins") stays a possible person.
 * The walk stops at the first word that is no item (a full stop, a clause).
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const LABEL =
  /\b(?:[Aa]llerg(?:y|ies)|ALLERG(?:Y|IES)|[Aa]llergic[^\S\n]+to|ADRs?|[Ss]ensitivit(?:y|ies)|[Ii]ntolerances?)[^\S\n]*[:-][^\S\n]*/g;
const ITEM =
  /(\p{Lu}[\p{L}'’-]*(?:[^\S\n]+\p{Lu}[\p{L}'’-]*){0,2})[^\S\n]*\(([^()\n]{1,40})\)(?:[^\S\n]*[,;/][^\S\n]*)?/uy;
/** A generic drug in lower case with its reaction, or one bare word, then a separator or the list's end. */
const LOWER_OR_BARE =
  /(?:(\p{Ll}[\p{L}'’-]*)[^\S\n]*\(([^()\n]{1,40})\)|(\p{L}[\p{L}'’-]*)(?=[^\S\n]*(?:[,;/.]|$)))(?:[^\S\n]*[,;/][^\S\n]*)?/muy;

function isReaction(bracket: string, words: WordClasses): boolean {
  const parts = bracket.split(/[^\p{L}'’]+/u).filter((w) => w !== '');
  if (parts.length === 0 || /\d/.test(bracket)) return false;
  return parts.every((w) => {
    const lower = w.toLowerCase();
    if (words.isTitle(lower) || words.isRelation(lower)) return false;
    return words.isAnyEnglishWord(lower) || words.isAllowed(lower);
  });
}

function isBareAllergen(word: string, words: WordClasses): boolean {
  const lower = word.toLowerCase();
  if (!/^\p{Lu}\p{Ll}/u.test(word) || words.isName(lower)) return false;
  return !words.isTitle(lower) && !words.isRelation(lower) && !words.isRoleWord(lower);
}

export function allergyListSpans(text: string, words: WordClasses): Span[] {
  if (!/llerg|LLERG|ADR|ensitivit|ntoleran/.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(LABEL, text)) {
    for (let at = m.index + m[0].length; ;) {
      ITEM.lastIndex = at;
      const item = ITEM.exec(text);
      if (item) {
        if (isReaction(item[2], words)) spans.push([at, at + item[1].length]);
        at += item[0].length;
        continue;
      }
      LOWER_OR_BARE.lastIndex = at;
      const other = LOWER_OR_BARE.exec(text);
      if (!other || other[0] === '') break;
      const bare = other[3];
      if (bare !== undefined && isBareAllergen(bare, words)) spans.push([at, at + bare.length]);
      at += other[0].length;
      // A bare word closes the list unless a separator follows it.
      if (bare !== undefined && !/[,;/]/.test(other[0])) break;
    }
  }
  return spans;
}
