/**
 * Lists of breeds and coat colours after a label that names them (issue 49, twenty-eighth round, tuned on the
 * shallows set, by class). Veterinary templates and registers list breeds and coat colours ("Breed list includes
 * Cavalier King Charles, Jack Russell, Bernese, Bichon Frise"; "Colour: Blue Merle, Liver, Sable"), and breeds are
 * named after people and places, so the name rules read them as people. The label names the kind of every item:
 * after "breed", "breeds", "breed list" (maybe "includes", "are" or a colon) or "coat", "colour", "color" and a colon,
 * the list's items that open with a capital, joined by commas, "and", "or" or slashes, up to the end of the sentence,
 * are breeds or colours. An item that opens in lower case ends the list ("Breed: Labrador, owner Jack Russell"), and
 * so does a title ("Dr", "Mrs") or a word of a person's part ("owner", "vet").
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const LABEL =
  /\b(?:breeds?(?:[^\S\n]+list)?(?:[^\S\n]+(?:includes?|are|is))?[^\S\n]*:?|(?:coat[^\S\n]+)?colou?rs?[^\S\n]*:)[^\S\n]*/giu;
const ITEM = /(\p{Lu}[\p{L}'’-]*(?:[^\S\n]+\p{Lu}[\p{L}'’-]*){0,3})(?:[^\S\n]*(?:,|\/|and|or)[^\S\n]*)?/uy;
/** Words of a person's part in an animal's record, beside the titles, relations and posts the word classes know. */
const KEEPERS = new Set(['mister', 'owner', 'vet']);

export function labelledBreedListSpans(text: string, words: WordClasses): Span[] {
  if (!/\b(?:breed|colou?r)/i.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(LABEL, text)) {
    let at = m.index + m[0].length;
    for (;;) {
      ITEM.lastIndex = at;
      const item = ITEM.exec(text);
      if (item === null || item[0] === '') break;
      const first = item[1].split(/[^\S\n]/, 1)[0].toLowerCase();
      if (words.isRoleWord(first) || KEEPERS.has(first)) break;
      spans.push([at, at + item[1].length]);
      at += item[0].length;
    }
  }
  return spans;
}
