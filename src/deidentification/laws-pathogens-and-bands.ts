/**
 * Names that are not someone's by the construct they sit in (issue 49, twentieth round, tuned on the lagoon set, by
 * class):
 * - a law or scheme known by a given name's possessive ("Max and Keira's Law", "Sarah's Law", "Clare's Law"): a
 *   statute's popular name, written with a capital Law; from the twenty-eighth round (breakwater) a policy known
 *   the same way with a capital Principle ("Jordan's Principle");
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
import { titleBefore } from './titles-before';

const NAMED_LAW =
  /(?<![\p{L}])\p{Lu}\p{Ll}+(?:[^\S\n]+(?:and|&)[^\S\n]+\p{Lu}\p{Ll}+)?['’]s[^\S\n]+(?:Law|Principle)(?![\p{L}])/gu;
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
/** The first eponym of a pair, ending just before " and " or " & ". */
const LAST_CAPITALISED = /(?<![\p{L}])(\p{Lu}\p{Ll}+)$/u;
/** From " and " or " & ": the second eponym and a stage number. */
const PAIR_END = /^[^\S\n]+(?:and|&)[^\S\n]+(\p{Lu}\p{Ll}+)[^\S\n]+(?:stage[^\S\n]+)?\d/u;
const AGE_BAND =
  /\b(?:ages?|aged)[^\S\n]+\d{2,3}(?:[^\S\n]*\+|[^\S\n]+(?:and|or)[^\S\n]+(?:over|above|older|more))(?![\p{L}])/giu;
const MAY_BE_PATHOGEN = /virus|fever|encephalitis/;
const MAY_BE_BINOMIAL = /[A-Z](?:[a-z]{3,}[ \t]|\.[ \t]?)[a-z]{4}/;
const MAY_BE_AGE = /\b[Aa]ge[ds]?[ \t]+\d/;

export function lawPathogenAndBandSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const push = (m: RegExpExecArray): void => {
    if (!titleBefore(text, m.index, 8, 'caseless')) spans.push([m.index, m.index + m[0].length]);
  };
  if (text.includes('Law') || text.includes('Principle')) for (const m of text.matchAll(NAMED_LAW)) push(m);
  if (MAY_BE_PATHOGEN.test(text)) for (const m of text.matchAll(PATHOGEN)) push(m);
  // A binomial needs a genus or its initial, a space or dot, then a lower-case word: the cheap test before the rest.
  if (MAY_BE_BINOMIAL.test(text) && MICROBIOLOGY.test(text))
    for (const m of text.matchAll(BINOMIAL)) {
      const epithet = m[1];
      if (LATIN_ENDING.test(epithet) && !words.isAnyEnglishWord(epithet) && !words.isName(epithet)) push(m);
    }
  // Each " and " or " & " is looked at, not every capital of the note.
  for (let at = nextJoin(text, 0); at >= 0; at = nextJoin(text, at + 1)) {
    const before = LAST_CAPITALISED.exec(text.slice(Math.max(0, at - 30), at));
    if (before === null) continue;
    const after = PAIR_END.exec(text.slice(at, at + 40));
    if (after === null || !samePairKind(before[1], after[1], words)) continue;
    const start = at - before[0].length;
    if (!titleBefore(text, start, 8, 'caseless')) spans.push([start, at + after[0].length]);
  }
  if (MAY_BE_AGE.test(text)) for (const m of text.matchAll(AGE_BAND)) push(m);
  return spans;
}

function nextJoin(text: string, from: number): number {
  const and = text.indexOf(' and ', from);
  const amp = text.indexOf(' & ', from);
  return and < 0 ? amp : amp < 0 ? and : Math.min(and, amp);
}

function samePairKind(first: string, second: string, words: WordClasses): boolean {
  const lex = eponymLexicon();
  const [a, b] = [first.toLowerCase(), second.toLowerCase()];
  const kindsA = lex.words.get(a);
  const kindsB = lex.words.get(b);
  if (kindsA === undefined || kindsB === undefined || words.isPersonalFirstName(a) || words.isPersonalFirstName(b))
    return false;
  return [...kindsA].some((k) => kindsB.has(k));
}
