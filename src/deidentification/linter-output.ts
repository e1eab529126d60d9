/**
 * Rule identifiers in linters' output (issue 49, twenty-eighth round, tuned on the shallows set, by class). ESLint's
 * "stylish" format and those that copy it (Spectral, stylelint, markdownlint-cli2, textlint) print one problem a
 * line: a line and column, a severity, the message and the rule's identifier, or the identifier before the message
 * ("88:13  error  oas3-schema  "format" must be…"). Identifiers such as "oas3-schema", "no-unused-vars" or
 * "operation-tag-defined" are lower-case words joined by hyphens, slashes or digits, and one that a name list holds
 * in part was read as a name. On a line that opens with a line:column position and a severity word, a run of lower
 * case letters, digits, hyphens, slashes, colons, dots and "@" at the head or the tail of the line, set off by two
 * spaces or more, is the rule's identifier.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const LINE = /^[^\S\n]*\d+:\d+[^\S\n]+(?:error|warning|warn|hint|info|information|notice)(?=[^\S\n]{2,})([^\n]*)$/gm;
const MAY = /\d:\d+[^\S\n]+(?:error|warn|hint|info|notice)/;
const COLUMN = /[^\s](?:[^\S\n]?[^\s])*/g;
const RULE = /^[a-z@][a-z0-9@/:.-]*[a-z0-9]$/;

export function linterOutputSpans(text: string): Span[] {
  if (!MAY.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(LINE, text)) {
    const restAt = m.index + m[0].length - m[1].length;
    const columns = allMatches(COLUMN, m[1]);
    // The identifier is the first column or the last: the message is the one between.
    for (const c of [columns[0], columns[columns.length - 1]])
      if (c !== undefined && RULE.test(c[0])) spans.push([restAt + c.index, restAt + c.index + c[0].length]);
  }
  return spans;
}
