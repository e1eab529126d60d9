/**
 * Diaries, cohorts and models named after the place or the person that made them (issue 49, thirty-sixth round,
 * tuned on the machair set, by class): "the Karolinska Sleep Diary", "the Lund Osteoporosis cohort", "the Hamburger
 * Modell" (the German graded return to work). The instrument heads of allowlist-phrases.ts end a capitalised run
 * with "Scale", "Study", "Model" or "Trial"; a sleep or symptom diary, a research cohort and a model written in German
 * are the same kind of thing under another head. One to three capitalised words, then the head: a possessive
 * ("Mrs Lund's diary", a patient's own) never matches, as the words take no apostrophe, and a title before the run
 * ("Dr Lund cohort") keeps the name.
 * Also a classification's grade under its author's name: a capitalised word, "pattern" and a grade in Roman or Arabic
 * numerals or Wolfe's letters ("Tabár pattern IV", "Wolfe pattern P2", "Ludwig pattern II"): the name alone, or
 * before "pattern" with no grade ("Ms Tabár pattern of attendance"), stays a name.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import { titleBefore } from './titles-before';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const NAMED = /(?<![\p{L}'’])((?:\p{Lu}[\p{L}-]*[^\S\n]+){1,3})(?:Diary|Diaries|[Cc]ohorts?|Modell)(?![\p{L}'’])/gu;
const MAY_HOLD = /Diar|ohort|Modell/;
const GRADED_PATTERN =
  /(?<![\p{L}'’])(\p{Lu}[\p{L}-]*)[^\S\n]+pattern[^\S\n]+(?:[IV]{1,3}|[1-5]|N1|P1|P2|DY)(?![\p{L}\d])/gu;

export function namedResearchInstrumentSpans(text: string, words: WordClasses): Span[] {
  const spans: Span[] = [];
  if (text.includes(' pattern '))
    for (const m of allMatches(GRADED_PATTERN, text))
      if (!titleBefore(text, m.index, 12)) spans.push([m.index, m.index + m[0].length]);
  if (!MAY_HOLD.test(text)) return spans;
  for (const m of allMatches(NAMED, text)) {
    const first = m[1].split(/[^\S\n]+/)[0];
    if (words.isTitle(first.toLowerCase())) continue;
    spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}
