/**
 * Lists of short codes after the word "codes" (issue 49, twenty-second round, tuned on the mudflat set, by class).
 * Rejection messages, claim responses and batch logs list their reason or status codes in capitals ("Reason codes
 * AA, AB, AC"), and two codes joined by a comma were read as a surname and given name in capitals. The list is read
 * by its head: "code" or "codes" (maybe with a colon), then two or more items of one to four capitals or digits,
 * joined by commas, slashes, "and" or "or". An item of five characters or more ends the list, so "Codes: OKAFOR, AB"
 * keeps the name.
 */
type Span = readonly [number, number];

const ITEM = String.raw`[A-Z0-9]{1,4}(?![\w-])`;
const JOIN = String.raw`(?:[^\S\n]*[,/][^\S\n]*|[^\S\n]+(?:and|or)[^\S\n]+)`;
const CODE_LIST = new RegExp(String.raw`\b[Cc]odes?:?[^\S\n]+(${ITEM}(?:${JOIN}${ITEM})+)`, 'g');

export function codeListSpans(text: string): Span[] {
  if (!text.includes('ode')) return [];
  const spans: Span[] = [];
  for (const m of text.matchAll(CODE_LIST)) {
    const start = m.index + m[0].length - m[1].length;
    spans.push([start, start + m[1].length]);
  }
  return spans;
}
