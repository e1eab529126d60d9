/**
 * Tables of codes and their meanings written inline (issue 49, twenty-first round, tuned on the sandbar set, by
 * class). Interface guides and logs define a system's codes as "0004 = prescription cancelled; 0005 = prescription
 * expired"; the labelled-number rules read the first code, after "error" or "code", as an other identifier. Two or
 * more items in a row, each a short code (two to six digits, maybe after one to three capitals) then "=" and one to
 * four lower-case English words, are a code table: the codes, and a lower-case word just before the first, are
 * dropped. A value glossed with a name or a capitalised word ("7731 = Mrs Hale") is no table's, and a single item is
 * left to the other rules.
 */
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const ITEM =
  /(?<![\w-])(?:(\p{Ll}+)[^\S\n]+)?([A-Z]{0,3}\d{2,6})[^\S\n]*=[^\S\n]*(\p{Ll}+(?:[^\S\n]+\p{Ll}+){0,3})(?=[^\S\n]*(?:[;,.\n]|$))/gu;

/** The cheap test first: a digit, "=" and a lower-case letter. */
const MAY_TABLE = /\d[ \t]*=[ \t]*[a-z]/;

export function codeTableSpans(text: string, words: WordClasses): Span[] {
  if (!MAY_TABLE.test(text)) return [];
  const items: Array<{ start: number; end: number; codeStart: number }> = [];
  for (const m of text.matchAll(ITEM)) {
    if (!m[3].split(/\s+/).every((w) => words.isAnyEnglishWord(w) || words.isAllowed(w))) continue;
    const codeStart = m.index + (m[1] === undefined ? 0 : m[0].indexOf(m[2], m[1].length));
    items.push({ start: m.index, end: m.index + m[0].length, codeStart });
  }
  const spans: Span[] = [];
  for (let i = 0; i < items.length; i++) {
    const prev = items[i - 1];
    const next = items[i + 1];
    // Neighbours: the next item starts within a separator's reach of this one's end.
    const joined = (a: (typeof items)[number] | undefined, b: (typeof items)[number] | undefined): boolean =>
      a !== undefined && b !== undefined && /^[^\S\n]*[;,\n][^\S\n]*$/.test(text.slice(a.end, b.start));
    if (!joined(prev, items[i]) && !joined(items[i], next)) continue;
    const code = /[A-Z]{0,3}\d{2,6}/.exec(text.slice(items[i].codeStart))?.[0] ?? '';
    spans.push([items[i].start, items[i].codeStart + code.length]);
  }
  return spans;
}
