/**
 * A counter's value at the end of a line of key=value pairs (issue 49, twenty-eighth round, tuned on the shallows
 * set, by class). Ansible's PLAY RECAP, logfmt and build tools end a line with a count ("… rescued=0 ignored=0"),
 * and the street reader took that number with the next line's words for a house number and a street when one of
 * them is a street suffix ("0\nPlaybook run"). A value written straight after "=" ends at the first space or line
 * break (logfmt quotes a value with spaces: `address="12 Mill Run"`), so a number after "=" that ends its line is no
 * house number. On a line of two or more key=value pairs, the span from such a number over the next line's first
 * three words of letters is dropped. A quoted address, or one with its number on the next line, keeps its hit.
 * A counter is a count: up to four digits with no leading zero, under a key that names no age. A longer value or an
 * age is what a log records of a person (`ani=01632960418`, `dtmf=14031968` once the view joins the keyed-in
 * digits, `age=93`), and the span would drop its hit too, since a span drops every hit it holds whatever its kind.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const COUNTER_AT_END = /(?<![\w.-])([\w.-]+)=(0|[1-9]\d{0,3})[^\S\n]*\n/g;
const AGE_KEY = /age$/i;
/** The next line's first words, letters only: a house number or a comma there starts what the span leaves alone. */
const NEXT_WORDS = /[^\S\n]*(?:\p{L}[\p{L}'’-]*[^\S\n]*){1,3}/uy;
const PAIR = /[\w.-]=[^\s=]/g;

export function keyValueCounterSpans(text: string): Span[] {
  if (!/=\d+[^\S\n]*\n/.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(COUNTER_AT_END, text)) {
    if (AGE_KEY.test(m[1])) continue;
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const valueEnd = m.index + m[0].length;
    if (allMatches(PAIR, text.slice(lineStart, valueEnd)).length < 2) continue;
    NEXT_WORDS.lastIndex = valueEnd;
    const words = NEXT_WORDS.exec(text);
    spans.push([m.index + m[1].length + 1, valueEnd + (words === null ? 0 : words[0].trimEnd().length)]);
  }
  return spans;
}
