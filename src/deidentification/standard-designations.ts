/**
 * Designations of published standards (issue 49, twenty-second round, tuned on the mudflat set, by class). Analyser
 * interface notes, device reports and quality manuals cite the standards they follow ("ASTM E1394-97", "ISO
 * 15189:2022", "IEC 62304", "CLSI EP05-A3", "BS EN ISO 13485:2016"), and a letter, digits and a hyphenated year
 * were read as an other identifier. A designation is read by the standards body's name before it (ASTM, ISO, IEC,
 * ISO/IEC, CLSI, NCCLS, ANSI, IEEE, DIN, AAMI, NEMA, and BS only with EN or ISO after it) and its own shape: up to
 * three capitals, one to six digits, up to three parts or a year after "-", "." or ":". A number with a word between
 * it and the body ("ASTM run, sample 26A0411873") is read as before.
 */
type Span = readonly [number, number];

const DESIGNATION =
  /\b(?:ASTM|ISO(?:\/IEC)?|IEC|CLSI|NCCLS|ANSI|IEEE|DIN|AAMI|NEMA|BS[^\S\n]+EN(?:[^\S\n]+ISO)?)[^\S\n]+([A-Z]{0,3}\d{1,6}(?:[-.:][A-Z]{0,2}\d{1,4}){0,3})(?![\w-])/g;
const BODY = /\b(?:ASTM|ISO|IEC|CLSI|NCCLS|ANSI|IEEE|DIN|AAMI|NEMA)\b/;

export function standardDesignationSpans(text: string): Span[] {
  if (!BODY.test(text)) return [];
  const spans: Span[] = [];
  for (const m of text.matchAll(DESIGNATION)) {
    const start = m.index + m[0].length - m[1].length;
    spans.push([start, start + m[1].length]);
  }
  return spans;
}
