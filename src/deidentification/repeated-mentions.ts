/**
 * A name or place found once is the same identifier wherever else the text repeats it, in any case:
 * "directed by Grace G Boyle and starring boyle", "Caird and JONES ... Jones". Capitals, a sentence start
 * or a missing cue can hide the second mention from the rules that found the first.
 * Only distinctive words carry over: no function word, allowlisted term or everyday English word.
 */
import type { IdentifierHit, IdentifierKind } from './detector';
import { hit } from './hits';
import type { Token } from './tokens';
import type { WordClasses } from './word-classes';

const CARRIED: ReadonlySet<IdentifierKind> = new Set<IdentifierKind>(['name', 'location']);

export function findRepeatedMentions(
  text: string,
  tokens: Token[],
  hits: IdentifierHit[],
  words: WordClasses,
): IdentifierHit[] {
  const found = hits.filter((h) => CARRIED.has(h.kind));
  if (found.length === 0 || tokens.length < 2) return [];
  const sorted = [...hits].sort((a, b) => a.start - b.start);
  const covered = coveredTokens(tokens, sorted);
  const keys = new Map<string, IdentifierHit>();
  for (let i = 0; i < tokens.length; i++) {
    if (!covered[i]) continue;
    const t = tokens[i];
    const owner = sorted.find((h) => h.start <= t.start && t.end <= h.end);
    if (!owner || !CARRIED.has(owner.kind) || keys.has(t.lower) || !distinctive(t, words)) continue;
    keys.set(t.lower, owner);
  }
  const out: IdentifierHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const owner = covered[i] ? undefined : keys.get(tokens[i].lower);
    if (owner) {
      out.push(hit(owner.kind, tokens[i].start, tokens[i].end, owner.warning));
      covered[i] = true;
    }
  }
  coordinatedNames(text, tokens, sorted, covered, words, out);
  return out;
}

const COMMA_GAP = /^,\s*(?:&\s*)?$/u;
const CONJUNCTIONS = new Set(['and', 'or']);

/**
 * "Lapresse, morris and Wright", "Caird and jones": a listed name joined by a comma or "and" to a found name
 * or place is one more of the list, whatever its case.
 */
function coordinatedNames(
  text: string,
  tokens: Token[],
  sorted: IdentifierHit[],
  covered: boolean[],
  words: WordClasses,
  out: IdentifierHit[],
): void {
  const foundAt = (i: number): IdentifierHit | undefined =>
    covered[i]
      ? sorted.find((h) => CARRIED.has(h.kind) && h.start <= tokens[i].start && tokens[i].end <= h.end)
      : undefined;
  const listed = (t: Token): boolean =>
    t.lower.length >= 3 && (words.isName(t) || words.isPlaceToken(t)) && distinctive(t, words);
  const gap = (a: Token, b: Token): string => text.slice(a.endWithPossessive, b.start);
  // The word beside a found one, across ", " or across a conjunction token ("Wetherby and harrogate").
  const beside = (from: number, step: 1 | -1): number => {
    const next = tokens[from + step];
    if (!next) return -1;
    const [a, b] = step < 0 ? [next, tokens[from]] : [tokens[from], next];
    if (COMMA_GAP.test(gap(a, b))) return from + step;
    const far = tokens[from + 2 * step];
    if (!far || !CONJUNCTIONS.has(next.lower) || !/^\s+$/.test(gap(a, b))) return -1;
    const [c, d] = step < 0 ? [far, next] : [next, far];
    return /^\s+$/.test(gap(c, d)) ? from + 2 * step : -1;
  };
  // Only the words beside a found name or place are looked up: most tokens sit by none.
  for (let f = 0; f < tokens.length; f++) {
    const owner = foundAt(f);
    if (!owner) continue;
    for (const step of [-1, 1] as const) {
      const i = beside(f, step);
      if (i < 0 || covered[i] || !listed(tokens[i])) continue;
      out.push(hit(owner.kind, tokens[i].start, tokens[i].end, owner.warning));
      covered[i] = true;
    }
  }
}

function distinctive(t: Token, words: WordClasses): boolean {
  if (t.lower.length < 3 || words.isFunctionWord(t) || words.isAllowed(t)) return false;
  return !words.isCommonWord(t) && !words.isTitle(t) && !words.isRelation(t);
}

/** Which tokens lie inside a hit; hits sorted by start. */
function coveredTokens(tokens: Token[], sorted: IdentifierHit[]): boolean[] {
  const covered = new Array<boolean>(tokens.length).fill(false);
  let h = 0;
  let reach = -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    while (h < sorted.length && sorted[h].start <= t.start) reach = Math.max(reach, sorted[h++].end);
    covered[i] = t.end <= reach;
  }
  return covered;
}
