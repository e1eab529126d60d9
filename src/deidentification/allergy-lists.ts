/**
 * Allergens in an allergy line (issue 49, thirtieth round, tuned on the dunes set, by class). Discharge summaries,
 * referrals and drug charts list what the patient reacts to after a label, each item with its reaction in brackets
 * ("Allergies: Penicillin (rash), Elastoplast (blisters)", "ADRs: Codeine (vomiting); Tegaderm (itch)"); the name
 * rules read a dressing's or a brand's name in no word list as a surname. An item of up to three capitalised words
 * with a bracket after it whose words are all everyday or clinical English (the reaction) is an allergen: the
 * label says what the list holds and the bracket says how it harmed her. A bracket naming a person or holding
 * anything else (a title, a name, a number: "Penicillin (per Dr Okafor)", "Latex (2019)") leaves the item to the
 * other rules.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const LABEL =
  /\b(?:[Aa]llerg(?:y|ies)|ALLERG(?:Y|IES)|[Aa]llergic[^\S\n]+to|ADRs?|[Ss]ensitivit(?:y|ies)|[Ii]ntolerances?)[^\S\n]*[:-][^\S\n]*/g;
const ITEM =
  /(\p{Lu}[\p{L}'’-]*(?:[^\S\n]+\p{Lu}[\p{L}'’-]*){0,2})[^\S\n]*\(([^()\n]{1,40})\)(?:[^\S\n]*[,;/][^\S\n]*)?/uy;

function isReaction(bracket: string, words: WordClasses): boolean {
  const parts = bracket.split(/[^\p{L}'’]+/u).filter((w) => w !== '');
  if (parts.length === 0 || /\d/.test(bracket)) return false;
  return parts.every((w) => {
    const lower = w.toLowerCase();
    if (words.isTitle(lower) || words.isRelation(lower)) return false;
    return words.isAnyEnglishWord(lower) || words.isAllowed(lower);
  });
}

export function allergyListSpans(text: string, words: WordClasses): Span[] {
  if (!/llerg|LLERG|ADR|ensitivit|ntoleran/.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(LABEL, text)) {
    for (let at = m.index + m[0].length; ;) {
      ITEM.lastIndex = at;
      const item = ITEM.exec(text);
      if (!item) break;
      if (isReaction(item[2], words)) spans.push([at, at + item[1].length]);
      at += item[0].length;
    }
  }
  return spans;
}
