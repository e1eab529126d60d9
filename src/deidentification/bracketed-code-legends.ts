/**
 * Keys of letter codes glossed in brackets (issue 49, twenty-eighth round, tuned on the shallows set, by class).
 * Injury, triage and chart codes are explained by the word each letter stands for, in brackets and often in another
 * language: "G (genou), P (poignet), T (tête), E (épaule)", "L (left), R (right), B (both)". A lower-case word of
 * another language in brackets was read as a name. A key is read by its shape: three or more items of one Latin capital
 * letter and a bracketed word in lower case that opens with that letter (accents aside), joined by commas or
 * semicolons. The bracketed words are the key's meanings. A capitalised word in the brackets ("J (Jones)") is no item,
 * and a letter and a word of another first letter ("T (smith)") break the key.
 * Returns spans in which a hit is dropped.
 */
type Span = readonly [number, number];

const ITEM = /(?<![\p{L}\d])([A-Z\u00C0-\u00DE])[^\S\n]?\((\p{Ll}[\p{Ll}\p{M}'’-]*)\)/gu;
/** What every item holds, without the unicode flag's cost: a Latin capital, a bracket, a lower-case letter. */
const MAY = /[A-Z\u00C0-\u00DE][^\S\n]?\((?:[a-z\u00DF-\u00FF]|[^\x20-\x7f\n])/;
const JOINT = /^[^\S\n]*[,;][^\S\n]*(?:(?:and|or)[^\S\n]+)?$/;

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function bracketedCodeLegendSpans(text: string): Span[] {
  if (!MAY.test(text)) return [];
  const spans: Span[] = [];
  let run: RegExpMatchArray[] = [];
  let lastEnd = -1;
  const close = (): void => {
    if (run.length >= 3)
      for (const m of run) {
        const start = (m.index ?? 0) + m[0].length - 1 - m[2].length;
        spans.push([start, start + m[2].length]);
      }
    run = [];
  };
  for (const m of text.matchAll(ITEM)) {
    const index = m.index ?? 0;
    if (fold(m[2])[0] !== fold(m[1])) {
      close();
      lastEnd = -1;
      continue;
    }
    if (lastEnd >= 0 && !JOINT.test(text.slice(lastEnd, index))) close();
    run.push(m);
    lastEnd = index + m[0].length;
  }
  close();
  return spans;
}
