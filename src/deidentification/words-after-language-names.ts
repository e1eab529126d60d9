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
import { isLanguageNameWord } from './language-names';
import type { WordClasses } from './word-classes';
import { LETTERS_APOSTROPHES_HYPHENS, capitalThenLower, wordSpans } from './word-spans';

type Span = readonly [number, number];

export function wordsAfterLanguageNameSpans(text: string, words: WordClasses): Span[] {
  const spans: Span[] = [];
  // A capitalised word right before a lower-case one (word-spans.ts, CAPITAL_THEN_LOWER_PATTERN).
  for (const [name, after] of capitalThenLower(text, wordSpans(text, LETTERS_APOSTROPHES_HYPHENS))) {
    const word = text.slice(after.start, after.end);
    if (words.isAnyEnglishWord(word) || words.isFirstName(word) || words.isLastName(word)) continue;
    if (!isLanguageNameWord(text.slice(name.start, name.end).toLowerCase(), words)) continue;
    spans.push([after.start, after.end]);
  }
  return spans;
}
