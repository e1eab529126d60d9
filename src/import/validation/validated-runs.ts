export interface Validated<T, R> {
  item: T;
  validated: R;
}

interface InFlight<T, R> {
  chunk: T[];
  results: Promise<R[]>;
}

/**
 * Validates chunks as the source gives them and yields each chunk with its
 * results, in order, one run per chunk. Up to `ahead` chunks are at the
 * validator at once, so a caller that stores each run while the validator
 * works on the next keeps both busy (with the threaded validator, database
 * writes on the main thread overlap validation on the other core).
 *
 * Why a window and not every chunk at once: answers that arrive long
 * before the caller gets to them, and runs as large as everything
 * validated meanwhile, outlive the young generation's collections. With
 * every chunk asked for at once, a third of what the main thread allocated
 * during an import reached the old generation; with the window, its
 * scavenges took about half as long.
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
