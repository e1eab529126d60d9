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

/** Every labelled identifier of the committed sets with each disguise of the bypass fuzzer. */
export function disguised(): string[] {
  const out: string[] = [];
  for (const set of committedSets())
    for (const c of set.cases)
      for (const span of c.spans)
        for (const disguise of Object.values(DISGUISES)) {
          const next = disguise(c.text.slice(span.start, span.end), span.kind, span.start);
          if (next !== undefined) out.push(c.text.slice(0, span.start) + next + c.text.slice(span.end));
        }
  return out;
}
