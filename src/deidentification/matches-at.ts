/**
 * Every match of a pattern whose matches can only begin at known places, found by trying its sticky twin
 * there alone. A pattern that opens with a lookbehind or an alternation of lookbehinds gets no quick
 * first-character check from the regex engine, which then runs the whole pattern at every position: the
 * spaced-address step took about 600 µs on a 500-character note that way. The list equals
 * `allMatches(global, text)` whenever no match starts elsewhere (test/deidentification/matches-at.unit.spec.ts
 * holds each pattern given here to that).
 */
export interface AnchoredPattern {
  /** The pattern as written (flag g), for the test and for reading. */
  readonly global: RegExp;
  /** The same pattern with flag y instead of g, tried at each start. */
  readonly sticky: RegExp;
  /** ASCII characters a match can begin with (every alternative's first character). */
  readonly starts: string;
}

export function anchored(global: RegExp, starts: string): AnchoredPattern {
  if (!global.global || [...starts].some((c) => c.charCodeAt(0) >= 0x80))
    throw new TypeError('anchored needs a global pattern and ASCII start characters');
  return { global, sticky: new RegExp(global.source, global.flags.replace('g', 'y')), starts };
}

/** Matches of the pattern that begin at one of its start characters, in order and not overlapping. */
export function anchoredMatches(pattern: AnchoredPattern, text: string): RegExpExecArray[] {
  const { sticky, starts } = pattern;
  const found: RegExpExecArray[] = [];
  let from = 0;
  for (let at = 0; at < text.length; at++) {
    if (at < from || text.charCodeAt(at) >= 0x80 || !starts.includes(text[at])) continue;
    sticky.lastIndex = at;
    const match = sticky.exec(text);
    if (match === null) continue;
    found.push(match);
    from = at + Math.max(1, match[0].length);
  }
  sticky.lastIndex = 0;
  return found;
}

/** Matches of a sticky pattern tried at the given offsets (ascending), skipping offsets inside a match. */
export function matchesFrom(sticky: RegExp, text: string, offsets: readonly number[]): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  let from = 0;
  for (const at of offsets) {
    if (at < from) continue;
    sticky.lastIndex = at;
    const match = sticky.exec(text);
    if (match === null) continue;
    found.push(match);
    from = at + Math.max(1, match[0].length);
  }
  sticky.lastIndex = 0;
  return found;
}
