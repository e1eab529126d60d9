/**
 * Lists under a head that names a kind no person is (issue 49, twenty-eighth round, tuned on the breakwater set, by
 * class). Notes list brands of stockings, languages of a clinic's patients, the words of a spelling alphabet or the
 * titles of a letter after a plural noun that says what they are ("brands Juzo, Medi, Sigvaris", "Languages: Darija,
 * Tamazight, Kabyle", "NATO alphabet reminder: Alfa, Bravo, Charlie", "Titles in the letter (Mama, Aunty, Alhaja)");
 * the name rules read an item in no word list as a surname, or a spelling word as a given name. The head is the
 * evidence: brands, makers, manufacturers, languages, dialects, alphabets, titles, honorifics or games (from the
 * twenty-ninth round, shingle, also software: tools, apps, libraries or packages, "Tools: PagerDuty, Nagios XI"), at a
 * line's or a clause's start (up to two capitalised words before it, up to four words after it), then a colon or a
 * bracket and two or more items, or three or more items with neither. An item is up to three capitalised words; a list
 * ends at its first item of another shape, so a lower-case word ("interpreter Amina") ends it. An item of two or more
 * words that opens with a given name or a title is a person ("Languages: French, Amina Haddad", "Titles: Dr Okafor")
 * and keeps its hits.
 * Returns spans in which a hit is dropped, item by item, and the capitalised words before the head ("NATO").
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const HEAD =
  String.raw`(?:[Bb]rands|[Mm]akers|[Mm]anufacturers|[Ll]anguages|[Dd]ialects|[Aa]lphabets?|[Tt]itles|` +
  String.raw`[Hh]onorifics|[Gg]ames|[Tt]ools|[Aa]pps|[Ll]ibraries|[Pp]ackages)`;
const WORD = String.raw`\p{Lu}[\p{L}'’-]*`;
const ITEM = String.raw`${WORD}(?:[^\S\n]+${WORD}){0,2}`;
const JOIN = String.raw`(?:,|,?[^\S\n]+(?:and|or))[^\S\n]+`;
const KIND_LIST = new RegExp(
  String.raw`(?:^|(?<=[.;:!?][^\S\n]+))(?:\p{Lu}[\p{L}-]*[^\S\n]+){0,2}${HEAD}\b` +
    String.raw`(?:[^\S\n]+[\p{L}-]+){0,4}?` +
    String.raw`(?:[^\S\n]*([:(])[^\S\n]*(${ITEM}(?:${JOIN}${ITEM})+)|[^\S\n]+(${ITEM}(?:${JOIN}${ITEM}){2,}))`,
  'gmu',
);
const ONE_ITEM = new RegExp(ITEM, 'gu');
const HEAD_FIRST = new RegExp(String.raw`\b${HEAD}\b`, 'u');
const MAY_HEAD = /rands|akers|anufacturers|anguages|ialects|lphabet|itles|onorifics|ames|ools|pps|ibraries|ackages/;

export function kindHeadedListSpans(text: string, words: WordClasses): Span[] {
  if (!MAY_HEAD.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(KIND_LIST, text)) {
    // The capitalised words before the head qualify the kind ("NATO alphabet", "Compression brands").
    const head = HEAD_FIRST.exec(m[0]);
    if (head && head.index > 0 && !/['’]s?\s*$/.test(m[0].slice(0, head.index)))
      spans.push([m.index, m.index + head.index - 1]);
    const list = m[2] ?? m[3];
    const at = m.index + m[0].length - list.length;
    for (const item of allMatches(ONE_ITEM, list)) {
      const parts = item[0].split(/[^\S\n]+/);
      const first = parts[0].toLowerCase().replace(/\.$/, '');
      if (parts.length > 1 && (words.isPersonalFirstName(first) || words.isTitle(first))) continue;
      spans.push([at + item.index, at + item.index + item[0].length]);
    }
  }
  return spans;
}
