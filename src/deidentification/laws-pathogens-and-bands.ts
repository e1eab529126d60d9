/**
 * Names that are not someone's by the construct they sit in (issue 49, twentieth round, tuned on the lagoon set, by
 * class):
 * - a law or scheme known by a given name's possessive ("Max and Keira's Law", "Sarah's Law", "Clare's Law"): a
 *   statute's popular name, written with a capital Law;
 * - a virus or fever named after the place it was found ("Junín virus", "Machupo and Lassa viruses", "Lassa
 *   fever"), and the items of a list that shares the head;
 * - a bacterial name in a microbiology note (a word of culture, isolates, screening, susceptibility or an organism
 *   in it): a genus before a lower-case Latin epithet that no English dictionary holds ("Klebsiella pneumoniae"),
 *   or an abbreviated genus before one ("E. coli");
 * - two eponyms of one kind joined by "and" before a stage or grade number ("Hoehn and Yahr 2"), neither a given name;
 * - an age band, not a person's age: "ages 90 and over", "aged 90 or older", "ages 90+".
 * After a person's title the rules stand ("Dr Junín virus clinic"), and "Keira's lawyer", "Keira Lassa rang",
 * "her mother, 93, and over the moon" keep their hits.
 */
import { eponymLexicon } from './eponym-lexicon';
import type { WordClasses } from './word-classes';

const NAMED_LAW = /(?<![\p{L}])\p{Lu}\p{Ll}+(?:[^\S\n]+(?:and|&)[^\S\n]+\p{Lu}\p{Ll}+)?['’]s[^\S\n]+Law(?![\p{L}])/gu;
const CAP = String.raw`\p{Lu}[\p{L}-]+`;
const PATHOGEN = new RegExp(
  String.raw`(?<![\p{L}])${CAP}(?:[^\S\n]*(?:,|and|or|&)[^\S\n]+${CAP}){0,3}[^\S\n]+` +
    String.raw`(?:virus|viruses|fever|haemorrhagic[^\S\n]+fever|hemorrhagic[^\S\n]+fever|encephalitis)(?![\p{L}])` +
    String.raw`(?:[^\S\n]*(?:,|and|or)[^\S\n]+${CAP}(?![\p{L}\p{N}]))?`,
  'gu',
);
const MICROBIOLOGY =
  /\b(?:cultures?|cultured|isolated?|isolates?|screens?|swabs?|colonis|coloniz|organisms?|bacteri|BSI|MRSA|VRE|serogroup|antigen|susceptib|resistant|gram|surveillance|outbreak)/i;
const BINOMIAL = /(?<![\p{L}])(?:\p{Lu}\p{Ll}{3,}|\p{Lu}\.)[^\S\n]*(?<=[\s.])(\p{Ll}{4,})(?![\p{L}])/gu;
const LATIN_ENDING = /(?:ae|us|um|is|a|ii|i|es|ensis|phila|oides|genes|ans|ens)$/;
const EPONYM_PAIR = /(?<![\p{L}])(\p{Lu}\p{Ll}+)[^\S\n]+(?:and|&)[^\S\n]+(\p{Lu}\p{Ll}+)[^\S\n]+(?:stage[^\S\n]+)?\d/gu;
const AGE_BAND =
  /\b(?:ages?|aged)[^\S\n]+\d{2,3}(?:[^\S\n]*\+|[^\S\n]+(?:and|or)[^\S\n]+(?:over|above|older|more))(?![\p{L}])/giu;
const TITLE_BEFORE = /\b(?:mr|mrs|ms|miss|mx|dr|prof|nurse|sister)\.?[^\S\n]+$/i;
const MAY_BE = /Law|virus|fever|encephalitis|and|ages?\s|aged|\.\s?\p{Ll}/u;

export function lawPathogenAndBandSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!MAY_BE.test(text)) return spans;
  const push = (m: RegExpExecArray): void => {
    if (!TITLE_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index))) spans.push([m.index, m.index + m[0].length]);
  };
  if (text.includes('Law')) for (const m of text.matchAll(NAMED_LAW)) push(m);
  if (/virus|fever|encephalitis/.test(text)) for (const m of text.matchAll(PATHOGEN)) push(m);
  if (MICROBIOLOGY.test(text))
    for (const m of text.matchAll(BINOMIAL)) {
      const epithet = m[1];
      if (LATIN_ENDING.test(epithet) && !words.isAnyEnglishWord(epithet) && !words.isName(epithet)) push(m);
    }
  const lex = eponymLexicon();
  for (const m of text.matchAll(EPONYM_PAIR)) {
    const [a, b] = [m[1].toLowerCase(), m[2].toLowerCase()];
    const kindsA = lex.words.get(a);
    const kindsB = lex.words.get(b);
    if (kindsA === undefined || kindsB === undefined || words.isPersonalFirstName(a) || words.isPersonalFirstName(b))
      continue;
    if ([...kindsA].some((k) => kindsB.has(k))) push(m);
  }
  for (const m of text.matchAll(AGE_BAND)) push(m);
  return spans;
}
