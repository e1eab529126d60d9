/**
 * The texts the scan specs hold a fast path to its pattern over: every committed case, its normalised view where
 * that differs, and random texts glued from awkward pieces by a fixed-seed generator, so a failure can be replayed.
 */
import { normalizeForDetection } from '../../../src/deidentification/normalize';
import { committedSets } from '../../../scripts/deid-sets';

/** A fixed-seed generator (a linear congruential one), so a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Up to 30 pieces, each followed by a space with the given chance. */
function pieceText(next: () => number, pieces: readonly string[], spaceChance: number): string {
  let text = '';
  const length = 1 + Math.floor(next() * 30);
  for (let i = 0; i < length; i++) {
    text += pieces[Math.floor(next() * pieces.length)];
    if (next() < spaceChance) text += ' ';
  }
  return text;
}

/** Every committed case and its view, then `count` random texts of the pieces. */
export function casesAndRandomTexts(
  pieces: readonly string[],
  options: { seed: number; spaceChance: number; count: number },
): string[] {
  const out: string[] = [];
  for (const set of committedSets())
    for (const c of set.cases) {
      out.push(c.text);
      const view = normalizeForDetection(c.text);
      if (view.changed) out.push(view.text);
    }
  const next = seededRandom(options.seed);
  for (let i = 0; i < options.count; i++) out.push(pieceText(next, pieces, options.spaceChance));
  return out;
}
