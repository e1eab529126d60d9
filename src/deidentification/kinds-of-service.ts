/**
 * Kinds of treatment, worship and examination that read like named places (issue 49, seventeenth round, tuned on the
 * shoreline set, by class):
 * - a treatment named by everyday or clinical words before "Therapy" ("Estrogen Replacement Therapy", "the Hormone
 *   Therapy mailbox", "Cognitive Behavioural Therapy", "Occupational Therapy"): a kind of care, not a facility; a
 *   place or name before it ("Riverside Physical Therapy", "Smith Therapy") is a word no dictionary holds as a word
 *   alone, and keeps the facility;
 * - a place of worship after its faith ("Hindu Mandir", "Sikh Gurdwara", "Jain Temple", "Coptic Church"): a kind
 *   every town may have; a place before it is no part of the span and is still found;
 * - an examination station and its number ("OSCE STATION 6", "skills station 3", "MMI station 2").
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

const TREATMENT = /((?:\p{Lu}[\p{Ll}-]+[^\S\n]+){1,3})Therap(?:y|ies)\b/gu;
const FAITH =
  String.raw`(?:Hindu|Sikh|Jain|Buddhist|Muslim|Islamic|Jewish|Orthodox|Catholic|Anglican|Methodist|Baptist|` +
  String.raw`Pentecostal|Evangelical|Coptic|Quaker|Zoroastrian|Bah[aá]['’]?[ií])`;
const WORSHIP =
  String.raw`(?:Mandirs?|Temples?|Gurdwaras?|Mosques?|Masjids?|Synagogues?|Churche?s?|Chapels?|Viharas?|` +
  String.raw`Cathedrals?|Meeting[^\S\n]+Houses?|Fire[^\S\n]+Temples?)`;
const ONE_PLACE = String.raw`${FAITH}[^\S\n]+${WORSHIP}\b`;
/** Places of worship listed together are one span, as the facility rule reads them as one run. */
const FAITH_PLACE = new RegExp(
  String.raw`\b${ONE_PLACE}(?:(?:,[^\S\n]*|[^\S\n]+(?:and|&|or)[^\S\n]+)(?:the[^\S\n]+)?${ONE_PLACE})*`,
  'g',
);
const MAY_FAITH = new RegExp(FAITH);
const STATION = /\b(?:OSCE|exam(?:ination)?|skills|assessment|MMI|simulation)[^\S\n]+station[^\S\n]*\d{1,2}\b/gi;

export function kindOfServiceSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (text.includes('Therap'))
    for (const m of allMatches(TREATMENT, text)) {
      const qualifiers = m[1].trim().split(/[^\S\n]+/);
      const vocabulary = (w: string): boolean => {
        const lower = w.toLowerCase();
        return (
          (words.isAnyEnglishWord(lower) || words.isAllowed(lower)) && !words.isPlace(lower) && !words.isName(lower)
        );
      };
      if (qualifiers.every(vocabulary)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    }
  if (MAY_FAITH.test(text))
    for (const m of allMatches(FAITH_PLACE, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (/station/i.test(text))
    for (const m of allMatches(STATION, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
