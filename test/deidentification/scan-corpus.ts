import { expect } from 'chai';
import { allMatches } from '../../src/deidentification/all-matches';
import { DISGUISES } from '../../scripts/deid-disguises';
import { committedSets } from '../../scripts/deid-sets';

/** A small seeded generator (an LCG): the same random texts on every run, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** `count` texts of up to 30 pieces drawn from `pieces`: awkward joins the committed cases never show. */
export function generated(pieces: readonly string[], count: number, seed: number): string[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    let s = '';
    const length = Math.floor(next() * 30);
    for (let k = 0; k < length; k++) s += pieces[Math.floor(next() * pieces.length)];
    return s;
  });
}

/**
 * How many texts of each disguise the scan specs compare. Every disguise of every identifier is 133,000 texts
 * (26 MB) with twenty sets and grew with each new set, until the scan specs alone took thirteen minutes of a CI
 * run and one of them timed out; an even sample of each disguise keeps every disguise, set and kind in the corpus
 * at a bounded cost. `SCAN_CORPUS=full` compares every text, for a change to a scan itself.
 */
const PER_DISGUISE = process.env.SCAN_CORPUS === 'full' ? Infinity : 600;

/** `items` thinned to at most `limit`, evenly spread, the first and the order kept. */
export function evenSample<T>(items: readonly T[], limit: number): T[] {
  if (items.length <= limit) return [...items];
  const step = items.length / limit;
  return Array.from({ length: limit }, (_, k) => items[Math.floor(k * step)]);
}

/** Labelled identifiers of the committed sets with each disguise of the bypass fuzzer, sampled per disguise. */
export function disguised(perDisguise = PER_DISGUISE, sets = committedSets()): string[] {
  const out: string[] = [];
  for (const disguise of Object.values(DISGUISES)) {
    const texts: string[] = [];
    for (const set of sets)
      for (const c of set.cases)
        for (const span of c.spans) {
          const next = disguise(c.text.slice(span.start, span.end), span.kind, span.start);
          if (next !== undefined) texts.push(c.text.slice(0, span.start) + next + c.text.slice(span.end));
        }
    out.push(...evenSample(texts, perDisguise));
  }
  return out;
}

const keyed = (text: string, pattern: RegExp): string[] => allMatches(pattern, text).map((m) => `${m.index}:${m[0]}`);

/**
 * Holds a rewritten global pattern to the matches of the one it replaced, over every committed case, a sample of
 * every disguise and `count` texts generated from `pieces`; texts `tooSlow` marks (a run the old pattern takes
 * seconds on) are left out. Returns how many matches were compared, for the caller to hold above a floor.
 */
export function expectSameMatches(
  now: RegExp,
  asWas: RegExp,
  random: { pieces: readonly string[]; count: number; seed: number },
  tooSlow: RegExp,
): number {
  const texts = [
    ...committedSets().flatMap((s) => s.cases.map((c) => c.text)),
    ...disguised(),
    ...generated(random.pieces, random.count, random.seed),
  ].filter((t) => !tooSlow.test(t));
  let matched = 0;
  for (const text of texts) {
    const found = keyed(text, now);
    expect(found, JSON.stringify(text)).to.deep.equal(keyed(text, asWas));
    matched += found.length;
  }
  return matched;
}

/** The committed sets that are tuned on: a failing comparison prints its text, and a held-out text is not read. */
export const tunedSets = (): ReturnType<typeof committedSets> => committedSets().filter((s) => !s.heldOut);

/**
 * A pattern's whole answer on a text, as a string to compare: every match of a global pattern, else the first, each
 * with its index, its groups and (with the `d` flag) their indices.
 */
export function answersOf(pattern: RegExp, text: string): string {
  pattern.lastIndex = 0;
  const found = pattern.global ? allMatches(pattern, text) : [pattern.exec(text)].filter((m) => m !== null);
  return JSON.stringify(found.map((m) => [m.index, [...m], m.groups ?? null, m.indices ? [...m.indices] : null]));
}

/**
 * Holds a rewritten pattern, global or not, to the answers of the one it replaced on every text. Returns on how many
 * texts the old pattern matched, for the caller to hold above a floor.
 */
export function expectSameAnswers(now: RegExp, asWas: RegExp, texts: readonly string[]): number {
  let matched = 0;
  for (const text of texts) {
    const was = answersOf(asWas, text);
    expect(answersOf(now, text), JSON.stringify(text)).to.equal(was);
    if (was !== '[]') matched++;
  }
  return matched;
}

/**
 * Every slice of each text that starts at a word's start (`after`: what a pattern anchored at a hit's end reads) or
 * ends at a word's end (`before`), up to `width` characters long, evenly thinned to `limit`.
 */
export function windows(texts: readonly string[], side: 'after' | 'before', width: number, limit: number): string[] {
  const out: string[] = [];
  for (const text of texts)
    for (let k = 0; k <= text.length; k++) {
      if (side === 'after' && (k === 0 || /\s/.test(text[k - 1])) && k < text.length)
        out.push(text.slice(k, k + width));
      if (side === 'before' && (k === text.length || /[\s,.;:)]/.test(text[k])) && k > 0)
        out.push(text.slice(Math.max(0, k - width), k));
    }
  return evenSample(out, limit);
}
