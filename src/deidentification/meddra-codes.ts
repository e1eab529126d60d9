/**
 * MedDRA codes in safety reports (issue 49, twenty-third round, tuned on the tidepool set, by class). ICH E2B ICSRs
 * and pharmacovigilance exports give each reaction and indication as a MedDRA term's code, eight digits opening with
 * "10" (every code of the terminology's published releases lies from 10000001 to 10099999, each hierarchy level
 * alike), and the run was read as an other identifier. MedDRA has no check digit, so the cue must be the terminology
 * itself: the number is the whole value of an element or field whose name holds "meddra" (E2B's
 * `<reactionmeddrallt>`, `<reactionmeddrapt>`), or stands on a line that names MedDRA (`<drugindication>…
 * </drugindication><!-- MedDRA LLT … -->`). A record number of eight digits on a line about something else is read
 * as before.
 */
type Span = readonly [number, number];

const CODE = /(?<![\d.,/-])100\d{5}(?![\d.,/-]?\d)/g;
const NAMED_FIELD = /meddra[\w.-]*(?:>|["']?[^\S\n]*[:=][^\S\n]*["']?)$/i;
const NAMED_ON_LINE = /\bMedDRA\b/i;

export function meddraCodeSpans(text: string): Span[] {
  if (!/meddra/i.test(text)) return [];
  const spans: Span[] = [];
  for (const m of text.matchAll(CODE)) {
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const lineEnd = text.indexOf('\n', m.index);
    const before = text.slice(lineStart, m.index);
    if (NAMED_FIELD.test(before) || NAMED_ON_LINE.test(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd)))
      spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}
