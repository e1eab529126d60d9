/**
 * A scale named after its author with what it measures before its head (issue 49, twenty-seventh round, tuned on the
 * foreshore set, by class): "the Chalder fatigue scale", "the Oxford hip score", "the Beck depression inventory" in
 * lower case, "the Epworth sleepiness scale". The capitalised run before a head (allowlist-phrases.ts) and the listed
 * scales before a later head read only a name they know or a run in capitals; a scale whose measure is in lower case
 * left its author's name to the name rules. After "the", one capitalised word (or two joined by a hyphen), then one
 * or two words in lower case that a dictionary or the clinical lists hold and that are no function words, then the
 * head ("scale", "score", "index", "inventory", "questionnaire"): the name is the scale's. A possessive ("the
 * Gomez's pain score") or a title before it ("Dr"), or a function word between ("the Gomez and the pain score"),
 * keeps the name; so does a name without "the" ("Gomez pain score 6").
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const SCALE =
  /\b[Tt]he[^\S\n]+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)((?:[^\S\n]+\p{Ll}[\p{Ll}-]*){1,2})[^\S\n]+(?:scales?|score|index|inventory|questionnaire)\b/gu;
const MAY = /\b(?:scales?|score|index|inventory|questionnaire)\b/;

export function eponymousScaleSpans(text: string, words: WordClasses): Span[] {
  if (!MAY.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(SCALE, text)) {
    const between = m[2].trim().split(/[^\S\n]+/);
    const measures = between.every(
      (w) => !words.isFunctionWord(w) && (words.isAnyEnglishWord(w) || words.isAllowed(w)),
    );
    if (!measures) continue;
    const at = m.index + m[0].indexOf(m[1]);
    spans.push([at, m.index + m[0].length]);
  }
  return spans;
}
