/**
 * Legends of short codes (issue 49, twenty-third round, tuned on the tidepool set, by class). Diet sheets, rotas,
 * registers and charts explain their codes in a key ("HP = high protein, V = vegetarian, H = Halal"), and a meaning
 * that is one capitalised word was read as a name. A legend is read by its shape: three or more items of one to
 * four capitals or digits, "=" and a meaning, joined by commas or semicolons, on a line or a wrapped run of lines;
 * when most meanings open in lower case the key explains words, not people, and each meaning is vocabulary. A key of
 * staff initials ("JO = Jane Okafor, AB = Anna Brown") has meanings in capitals and is left alone; a meaning holding
 * a title, a given name or a surname of the lexicon keeps its hits in any key.
 */
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

/** A code, "=" and its meaning up to the next comma, semicolon or line end. */
export const ITEM = /(?<![\p{L}\p{N}])[A-Z0-9]{1,4}[^\S\n]*=[^\S\n]*((?:[^,;=\s][^,;=\n]*)?[^,;=\s.])/gu;
const TITLE = /\b(?:Mrs?|Ms|Miss|Mx|Dr|Prof|Nurse|Sister)\b/;
const WORD = /[\p{L}\p{M}'’-]+/gu;

export function codeLegendSpans(text: string, words: WordClasses): Span[] {
  if (!text.includes('=')) return [];
  const items = [...text.matchAll(ITEM)];
  if (items.length < 3) return [];
  const spans: Span[] = [];
  // Legends are runs of items joined by a comma or semicolon (and a line break where the key wraps).
  let run: RegExpExecArray[] = [];
  const close = (): void => {
    if (run.length >= 3) readLegend(run, words, spans);
    run = [];
  };
  let lastEnd = -1;
  for (const m of items) {
    if (lastEnd >= 0 && !/^[^\S\n]*[,;][^\S\n]*(?:\n[^\S\n]*)?$/.test(text.slice(lastEnd, m.index))) close();
    run.push(m as RegExpExecArray);
    lastEnd = m.index + m[0].length;
  }
  close();
  return spans;
}

function readLegend(items: RegExpExecArray[], words: WordClasses, spans: Span[]): void {
  const lowerLed = items.filter((m) => /^\p{Ll}/u.test(m[1])).length;
  if (lowerLed * 2 <= items.length) return;
  for (const m of items) {
    const meaning = m[1];
    if (TITLE.test(meaning)) continue;
    const personal = (meaning.match(WORD) ?? []).some((w) => {
      const lower = w.toLowerCase();
      return /^\p{Lu}/u.test(w) && (words.isFirstName(lower) || words.isLastName(lower));
    });
    if (personal) continue;
    const start = m.index + m[0].length - meaning.length;
    spans.push([start, start + meaning.length]);
  }
}
