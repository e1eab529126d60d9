import type { ValidatedRow, RowValidator, RowToValidate } from './row-validator';

type Settled = { ok: true; results: ValidatedRow[] } | { ok: false; error: unknown };

export interface Validated<T> {
  item: T;
  validated: ValidatedRow;
}

/**
 * Hands every chunk to the validator at once, then yields in order whatever
 * has been validated since the last yield (at least one chunk). A caller that
 * stores each run while the validator works on the next keeps both busy: with
 * the threaded validator, database writes on the main thread overlap
 * validation and de-identification on the other core.
 */
export async function* validatedRuns<T>(
  items: T[],
  toRow: (item: T) => RowToValidate,
  validator: RowValidator,
  chunkRows: number,
): AsyncGenerator<Validated<T>[]> {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += chunkRows) chunks.push(items.slice(start, start + chunkRows));
  const settled: (Settled | null)[] = chunks.map(() => null);
  const done = chunks.map((chunk, index) =>
    validator.validate(chunk.map(toRow)).then(
      (results) => {
        settled[index] = { ok: true, results };
      },
      (error: unknown) => {
        settled[index] = { ok: false, error };
      },
    ),
  );
  let next = 0;
  while (next < chunks.length) {
    await done[next];
    const run: Validated<T>[] = [];
    for (let outcome = settled[next]; outcome !== null && next < chunks.length; outcome = settled[next] ?? null) {
      if (!outcome.ok) throw outcome.error;
      const { results } = outcome;
      run.push(...chunks[next].map((item, index) => ({ item, validated: results[index] })));
      next += 1;
    }
    yield run;
  }
}
