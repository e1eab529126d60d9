/**
 * Package paths in the Go toolchain's own lines (issue 49, twenty-eighth round, tuned on the breakwater set, by
 * class). `go test` prints a line per package (`ok   clinic/booking 0.412s coverage: 81.3% of statements`,
 * `FAIL clinic/sms [build failed]`) and go.mod requires modules by path and version (`require github.com/google/uuid
 * v1.6.0`); the detector read a package path as a place after a word ("ok clinic") and a module path as a web
 * address. The lines are read by the toolchain's syntax:
 * - a package result: "ok", "FAIL" or "?" at a line's start, a package path, then a duration, "(cached)" or a
 *   bracketed reason;
 * - a module requirement: "require", "replace", "exclude" or an indented line of such a block, a module path with
 *   a domain, and a semantic version (`v1.6.0`, `v0.0.0-2024…`).
 * The status and the path are the span; the coverage figures and the rest of the line keep every rule.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const PACKAGE_RESULT =
  /^(?:ok|FAIL|\?)[ \t]+[\w.~-]+(?:\/[\w.~-]+)*(?=[ \t]+(?:\d+(?:\.\d+)?m?s\b|\(cached\)|\[[^\]\n]+\]))/gm;
const MODULE_REQUIREMENT =
  /^(?:(?:require|replace|exclude)[ \t]+|[ \t]+)[a-z\d][\w.-]*\.[a-z]{2,}(?:\/[\w.~-]+)+(?=[ \t]+v\d+\.\d+\.\d[\w.+-]*(?:[ \t]|$))/gm;
const MAY_PACKAGE = /^(?:ok|FAIL|\?)[ \t]/m;
const MAY_MODULE = /[ \t]v\d+\.\d+\.\d+/;

export function goToolchainSpans(text: string): Span[] {
  const spans: Span[] = [];
  if (MAY_PACKAGE.test(text))
    for (const m of allMatches(PACKAGE_RESULT, text)) spans.push([m.index, m.index + m[0].length]);
  if (MAY_MODULE.test(text))
    for (const m of allMatches(MODULE_REQUIREMENT, text)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}
