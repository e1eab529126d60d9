/**
 * Numbered tables named by the body that published them (issue 49, twenty-eighth round, tuned on the mudflat and
 * shallows sets, by class). Diving and hyperbaric medicine treat by published tables: "US Navy Treatment Table 6",
 * "Comex Treatment Table 30", "RN Table 62", "Royal Navy Table 61"; the name rules read the publisher's word as a
 * surname and, after "RN" read as a nurse's title, "Table" too. A table is read by its shape: one or two capitalised
 * words or initialisms, maybe "Treatment", then "Table" and its number. A person's title before it ("Dr", "Mrs")
 * keeps the name, and a name that a list holds as a given name followed by a surname is no publisher.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const TABLE =
  /(?<![\p{L}\d])((?:\p{Lu}[\p{L}]*[^\S\n]+){1,2})(?:Treatment[^\S\n]+)?Table[^\S\n]+\d{1,3}[A-F]?(?![\p{L}\d])/gu;
const TITLE = /^(?:Mrs?|Ms|Miss|Mx|Dr|Prof|Sister|Nurse|Mister|Doctor)\.?$/;

export function numberedTableSpans(text: string, words: WordClasses): Span[] {
  if (!text.includes('Table ')) return [];
  const spans: Span[] = [];
  for (const m of allMatches(TABLE, text)) {
    const before = m[1].trim().split(/[^\S\n]+/);
    if (before.some((w) => TITLE.test(w))) continue;
    if (before.length === 2 && words.isPersonalFirstName(before[0].toLowerCase())) continue;
    spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}
