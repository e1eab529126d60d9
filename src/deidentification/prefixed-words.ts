/**
 * Clinical words built from a prefix and a word of vocabulary (issue 49, sixteenth round, tuned on the estuary set,
 * by class): "perimenopause", "postmenopause", "premenarche", "hypothyroidism", "nonsmoker", "subfertility",
 * "intrapartum", "antenatal" are no places and no names though the lexicons lack some of them; a name is not built
 * so. The rest must be vocabulary of four letters or more, and the whole word no name.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

const PREFIXES =
  String.raw`peri|post|pre|hypo|hyper|sub|supra|trans|intra|inter|infra|anti|non|pseudo|neo|dys|poly|oligo|` +
  String.raw`micro|macro|multi|para|retro|endo|extra|semi|hemi|auto`;
const PREFIXED = new RegExp(String.raw`(?<![\p{L}\d-])(${PREFIXES})-?(\p{Ll}{4,})(?![\p{L}\d])`, 'giu');

export function prefixedWordSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of allMatches(PREFIXED, text)) {
    const whole = m[0].toLowerCase();
    if (words.isVocabulary(whole) || words.isName(whole) || words.isFirstName(whole)) continue;
    if (words.isVocabulary(m[2])) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  return spans;
}

/** One lower-case word built so: a prefix and vocabulary of four letters or more, the whole no word or name. */
export function isPrefixedVocabulary(lower: string, words: WordClasses): boolean {
  const m = ONE_PREFIXED.exec(lower);
  if (m === null || words.isVocabulary(lower) || words.isName(lower) || words.isFirstName(lower)) return false;
  return words.isVocabulary(m[2]);
}
const ONE_PREFIXED = new RegExp(String.raw`^(${PREFIXES})-?(\p{Ll}{4,})$`, 'u');
