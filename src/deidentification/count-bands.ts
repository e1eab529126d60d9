/**
 * Bands of ages or values counted in a table or a summary (issue 49, twenty-first round, tuned on the sandbar set, by
 * class). Study summaries give "40-49 (n=12), 50-59 (n=17)"; after a label such as "group:" the first band read as a
 * health plan's group number. A range of two numbers of one to three digits, the second above the first and neither
 * above 120, followed by a count in brackets ("(n=12)", "(n = 7, 31 %)"), is a band of a table, dropped whole; a
 * group or plan number has no count beside it and longer digit runs ("Group: 40-49113") are no such range.
 */
type Span = readonly [number, number];

const BAND = /(?<![\d.,/-])(\d{1,3})[-–](\d{1,3})(?![\d.,/-]?\d)(?=[^\S\n]*\([^\S\n]*n[^\S\n]*=[^\S\n]*\d)/g;

export function countBandSpans(text: string): Span[] {
  if (!text.includes('n=') && !text.includes('n =')) return [];
  const spans: Span[] = [];
  for (const m of text.matchAll(BAND)) {
    const low = Number(m[1]);
    const high = Number(m[2]);
    if (high > low && high <= 120) spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}
