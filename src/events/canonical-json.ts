/**
 * Whether JSON.stringify already writes `value` as its canonical text (every
 * object's keys in order, no undefined), as for everything withSortedKeys
 * returns except objects with index-like keys, which JS enumerates first.
 */
export function inCanonicalOrder(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) {
    for (const item of value) if (item === undefined || !inCanonicalOrder(item)) return false;
    return true;
  }
  let previous = '';
  let first = true;
  for (const key in value) {
    if (!first && key <= previous) return false;
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined || !inCanonicalOrder(item)) return false;
    previous = key;
    first = false;
  }
  return true;
}

/** Above this many keys an object's keys go through Array#sort; below, insertion sort is quicker. */
const INSERTION_SORT_KEYS = 32;

/** An object's own keys in code-unit order; an insertion sort in place, as Array#sort allocates for every object. */
function sortedKeys(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record);
  if (keys.length > INSERTION_SORT_KEYS) return keys.sort();
  for (let index = 1; index < keys.length; index += 1) {
    const key = keys[index];
    let before = index - 1;
    for (; before >= 0 && keys[before] > key; before -= 1) keys[before + 1] = keys[before];
    keys[before + 1] = key;
  }
  return keys;
}

function canonicalSlow(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    return `[${value.map((item: unknown) => (item === undefined ? 'null' : canonicalSlow(item))).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of sortedKeys(record)) {
    const item = record[key];
    if (item !== undefined) parts.push(`${JSON.stringify(key)}:${canonicalSlow(item)}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * One text for one JSON value, whoever stored it: object keys sorted, no
 * whitespace. PostgreSQL's JSONB reorders keys and SQLite keeps the text it
 * was given, so a hash over this text commits to the stored value on every
 * adapter. Values whose keys are already in order (everything the command
 * handler writes, read back from SQLite or EventStoreDB) take the native
 * JSON.stringify path: the verifier runs this once per event of the log.
 */
export function canonicalJson(value: unknown): string {
  return inCanonicalOrder(value) ? JSON.stringify(value) : canonicalSlow(value);
}

/**
 * The value with every object's keys in sorted order, so that the stored text
 * is already canonical: a copy of each object or array that is not in that
 * order yet, and the very same one where it already is (walked, not copied).
 */
export function withSortedKeys<T>(value: T): T {
  if (value === null || typeof value !== 'object' || inCanonicalOrder(value)) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => withSortedKeys(item)) as T;
  const record = value as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const key of sortedKeys(record)) {
    if (record[key] !== undefined) sorted[key] = withSortedKeys(record[key]);
  }
  return sorted as T;
}

/**
 * `sorted` (keys already in canonical order, none index-like) with `key` set
 * to `value` at its place in that order: one copy, nothing sorted.
 */
export function withKeyInOrder<T extends object>(sorted: T, key: string, value: unknown): T {
  const copy: Record<string, unknown> = {};
  let placed = false;
  const record = sorted as Record<string, unknown>;
  for (const name in record) {
    if (!placed && name >= key) {
      copy[key] = value;
      placed = true;
      if (name === key) continue;
    }
    copy[name] = record[name];
  }
  if (!placed) copy[key] = value;
  return copy as T;
}
