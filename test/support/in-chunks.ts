/** An array's items in chunks of `size`, as an async source (for validatedRuns). */
export async function* inChunks<T>(items: T[], size: number): AsyncGenerator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
