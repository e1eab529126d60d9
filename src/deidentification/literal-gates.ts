import { foldForLiterals, requiredLiterals } from './required-literals';
import type { RequiredLiterals } from './required-literals';

/**
 * The required-literal prefilter of the scans (`allMatches`): a pattern whose every match holds one of one or two
 * literals (`required-literals.ts`) is not run over a text that holds neither. More literals are not asked: each is
 * an `includes` over the whole text, and over the slowest notes a gate of three to twelve cost more than the runs
 * it spared (docs/performance.md, "The thirty-sixth speed round").
 */
const MOST_LITERALS = 2;

const byPattern = new WeakMap<RegExp, RequiredLiterals | null>();
/** Patterns built afresh at each call share the gate read for their first copy. */
const bySource = new Map<string, RequiredLiterals | null>();

let lastText = '';
let lastFolded = '';

/** False only when no match of the pattern can be in the text. */
export function mayMatch(pattern: RegExp, text: string): boolean {
  let gate = byPattern.get(pattern);
  if (gate === undefined) {
    gate = gateOf(pattern);
    byPattern.set(pattern, gate);
  }
  if (gate === null) return true;
  const haystack = gate.folded ? folded(text) : text;
  for (const literal of gate.literals) if (haystack.includes(literal)) return true;
  return false;
}

function gateOf(pattern: RegExp): RequiredLiterals | null {
  const key = `${pattern.flags}/${pattern.source}`;
  let gate = bySource.get(key);
  if (gate === undefined) {
    const read = requiredLiterals(pattern);
    gate = read !== null && read.literals.length <= MOST_LITERALS ? read : null;
    bySource.set(key, gate);
  }
  return gate;
}

/** The folded text, made once for the run of scans over the same note. */
function folded(text: string): string {
  if (text !== lastText) {
    lastText = text;
    lastFolded = foldForLiterals(text);
  }
  return lastFolded;
}
