/**
 * Word lists that a build script (scripts/build-*.ts) wrote beside the detector's modules as JSON: an object of
 * string arrays, read into sets on the first note that asks, as most notes never need them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type ListSets<K extends string> = Readonly<Record<K, ReadonlySet<string>>>;

/** A reader of the named file's lists, which reads the file once, on its first call. */
export function generatedLists<K extends string>(file: string): () => ListSets<K> {
  let sets: ListSets<K> | undefined;
  return () => {
    if (sets) return sets;
    const data = JSON.parse(readFileSync(join(__dirname, file), 'utf8')) as Record<K, string[]>;
    const read = {} as Record<K, ReadonlySet<string>>;
    for (const key of Object.keys(data) as K[]) read[key] = new Set(data[key]);
    sets = read;
    return sets;
  };
}
