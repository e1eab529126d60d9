import type { DecidedRow, RowDecider, RowToDecide } from './row-decider';

type Settled = { ok: true; decisions: DecidedRow[] } | { ok: false; error: unknown };

export interface Decided<T> {
  item: T;
  decided: DecidedRow;
}

/**
 * Hands every chunk to the decider at once, then yields in order whatever
 * has been decided since the last yield (at least one chunk). A caller that
 * stores each run while the decider works on the next keeps both busy: with
 * the threaded decider, database writes on the main thread overlap
 * validation and de-identification on the other core.
 */
export async function* decidedRuns<T>(items: T[], toRow: (item: T) => RowToDecide, decider: RowDecider, chunkRows: number): AsyncGenerator<Decided<T>[]> {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += chunkRows) chunks.push(items.slice(start, start + chunkRows));
  const settled: (Settled | null)[] = chunks.map(() => null);
  const done = chunks.map((chunk, index) =>
    decider.decide(chunk.map(toRow)).then(
      (decisions) => {
        settled[index] = { ok: true, decisions };
      },
      (error: unknown) => {
        settled[index] = { ok: false, error };
      },
    ),
  );
  let next = 0;
  while (next < chunks.length) {
    await done[next];
    const run: Decided<T>[] = [];
    for (let outcome = settled[next]; outcome !== null && next < chunks.length; outcome = settled[next] ?? null) {
      if (!outcome.ok) throw outcome.error;
      const { decisions } = outcome;
      run.push(...chunks[next].map((item, index) => ({ item, decided: decisions[index] })));
      next += 1;
    }
    yield run;
  }
}
