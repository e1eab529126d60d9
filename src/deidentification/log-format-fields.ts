/**
 * Field names and keywords of machine formats that read as names or numbers (issue 49, twenty-eighth round, tuned on
 * the breakwater set, by class). Each is read by the format's own syntax, and only its keyword or field name is a
 * span, never the value a person's data could fill:
 * - ADIF, the amateur radio log format: a field's tag `<NAME:length>` or `<NAME:length:type>` in a text with the
 *   format's `<EOH>` or `<EOR>`; the tag's name (`ADIF_VER`, `PROGRAMID`) is the format's, the value after the tag
 *   keeps every rule (`<NAME:12>ROWENA PASK`);
 * - SMTP (RFC 5321, RFC 1870): the SIZE extension's limit in a server's EHLO reply (`250-SIZE 52428800`) and a MAIL
 *   command's SIZE parameter (`SIZE=48213`), a message size in bytes;
 * - SQL: the clause keywords written in capitals, `GROUP BY`, `ORDER BY` and `PARTITION BY`, in a text with SELECT.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const ADIF_TAG = /<([A-Za-z][A-Za-z\d_]{0,40}):\d{1,5}(?::[A-Za-z])?>/g;
const MAY_ADIF = /<EO[HR]>/i;
const SMTP_SIZE = /(?:^|(?<=[\s:]))(?:250[- ]SIZE[^\S\n]+\d{1,12}|SIZE=\d{1,12})(?!\S)/gm;
const SQL_CLAUSE = /\b(?:GROUP|ORDER|PARTITION)[^\S\n]+BY\b/g;

export function logFormatFieldSpans(text: string): Span[] {
  const spans: Span[] = [];
  if (MAY_ADIF.test(text))
    for (const m of allMatches(ADIF_TAG, text)) spans.push([m.index + 1, m.index + 1 + m[1].length]);
  if (text.includes('SIZE')) for (const m of allMatches(SMTP_SIZE, text)) spans.push([m.index, m.index + m[0].length]);
  if (text.includes(' BY') && text.includes('SELECT'))
    for (const m of allMatches(SQL_CLAUSE, text)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}
