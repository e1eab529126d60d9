export interface Validated<T, R> {
  item: T;
  validated: R;
}

interface InFlight<T, R> {
  chunk: T[];
  results: Promise<R[]>;
}

/**
 * Validates chunks as the source gives them and yields each chunk with its results, in order, one run per chunk.
 * Up to `ahead` chunks are at the validator at once, so storing one run overlaps validating the next; a window, not
 * every chunk at once, so that answers do not wait long enough to outlive the young generation.
 */
export async function* validatedRuns<T, R>(
  chunks: AsyncIterable<T[]>,
  validate: (chunk: T[]) => Promise<R[]>,
  ahead: number,
): AsyncGenerator<Validated<T, R>[]> {
  const source = chunks[Symbol.asyncIterator]();
  const inFlight: InFlight<T, R>[] = [];
  let exhausted = false;
  const fill = async (): Promise<void> => {
    while (!exhausted && inFlight.length < Math.max(1, ahead)) {
      const next = await source.next();
      if (next.done) {
        exhausted = true;
        return;
      }
      const results = validate(next.value);
      // Awaited in its turn; until then a failure must not count as unhandled.
      results.catch(() => undefined);
      inFlight.push({ chunk: next.value, results });
    }
  };
  try {
    await fill();
    for (let head = inFlight.shift(); head !== undefined; head = inFlight.shift()) {
      const results = await head.results;
      await fill();
      yield head.chunk.map((item, index) => ({ item, validated: results[index] }));
    }
  } finally {
    await source.return?.();
  }
}
