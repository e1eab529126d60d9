/**
 * A word of a language right after that language's name (issue 49, thirtieth round, tuned on the dunes set, by
 * class). Notes quote a patient's own word for a remedy, a custom or a kin group after naming the language or people
 * it belongs to ("asked about Māori rongoā for hot flushes", "uses Zulu muti", "her Samoan aiga"), in lower case, as
 * a common noun of that language; the lower-case name rules read a word in no English dictionary as a given name.
 * The language's name comes from the detector's language register (ISO 639-3 names, language-names.ts); the word
 * after it is read as that language's when it is one lower-case word that is no English word and in no list of given
 * names or surnames, so a person named after a nationality ("Polish maria") keeps her hit.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import { isLanguageNameWord } from './language-names';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const CAPITAL_THEN_LOWER = /(?<![\p{L}'’-])(\p{Lu}[\p{L}'’-]+)[^\S\n]+(\p{Ll}[\p{L}'’-]+)(?![\p{L}'’-])/gu;

export function wordsAfterLanguageNameSpans(text: string, words: WordClasses): Span[] {
  const spans: Span[] = [];
  for (const m of allMatches(CAPITAL_THEN_LOWER, text)) {
    const word = m[2];
    if (words.isAnyEnglishWord(word) || words.isFirstName(word) || words.isLastName(word)) continue;
    if (!isLanguageNameWord(m[1].toLowerCase(), words)) continue;
    const start = m.index + m[0].length - word.length;
    spans.push([start, start + word.length]);
  }
  return spans;
}
