/**
 * One text for one JSON value, whoever stored it: object keys sorted, no
 * whitespace. PostgreSQL's JSONB reorders keys and the SQLite adapter keeps
 * insertion order, so a hash over the stored text would differ per adapter;
 * a hash over this text commits to the stored value on every adapter.
 * Hand-written rather than JSON.stringify with a sorting replacer because the
 * verifier runs it once per event of the whole log.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) text += ',';
      const item: unknown = value[index];
      text += item === undefined ? 'null' : canonicalJson(item);
    }
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let text = '{';
  let first = true;
  for (const key of keys) {
    const item = record[key];
    if (item === undefined) continue;
    text += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJson(item)}`;
    first = false;
  }
  return `${text}}`;
}
