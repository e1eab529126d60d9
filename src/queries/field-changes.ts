type Leaf = string | number | boolean | null;

export interface FieldChange {
  /** Dotted path of the changed field: `bmi`, `symptoms.hot_flashes`, `medications.0.dosage`. */
  path: string;
  from: Leaf;
  to: Leaf;
}

/** Every leaf of a JSON value under its dotted path; arrays are indexed. */
function leaves(value: unknown, prefix: string, into: Map<string, Leaf>): Map<string, Leaf> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
    for (const [key, item] of entries) leaves(item, prefix ? `${prefix}.${key}` : String(key), into);
  } else if (value !== undefined && prefix !== '') {
    into.set(prefix, value as Leaf);
  }
  return into;
}

/**
 * The fields that differ between two versions of a record, in the order
 * they appear (fields of the older version first, then the new ones). A field
 * that did not exist on one side is null there.
 */
export function fieldChanges(before: object | null, after: object | null): FieldChange[] {
  const old = leaves(before, '', new Map());
  const next = leaves(after, '', new Map());
  const changes: FieldChange[] = [];
  for (const path of new Set([...old.keys(), ...next.keys()])) {
    const from = old.get(path) ?? null;
    const to = next.get(path) ?? null;
    if (from !== to) changes.push({ path, from, to });
  }
  return changes;
}
