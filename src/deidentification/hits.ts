import type { IdentifierHit, IdentifierKind } from './detector';

/**
 * When two hits overlap, the more specific kind wins the merged span: a
 * labelled number beats a generic number, a phone beats a ZIP inside it.
 */
const PRIORITY: Record<IdentifierKind, number> = {
  email: 100,
  url: 95,
  ip_address: 90,
  ssn: 85,
  fax: 80,
  phone: 75,
  medical_record_number: 70,
  health_plan_number: 70,
  account_number: 70,
  license_number: 70,
  vehicle_identifier: 70,
  device_identifier: 70,
  date: 60,
  location: 50,
  name: 40,
  other_identifier: 10,
};

export function hit(kind: IdentifierKind, start: number, end: number, warning: string): IdentifierHit {
  return { kind, start, end, warning };
}

/** Sorts by start and merges overlapping hits into one span per region. */
export function mergeHits(hits: IdentifierHit[]): IdentifierHit[] {
  const sorted = [...hits].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: IdentifierHit[] = [];
  for (const h of sorted) {
    const last = merged[merged.length - 1];
    if (last && h.start < last.end) {
      const winner = PRIORITY[h.kind] > PRIORITY[last.kind] ? h : last;
      merged[merged.length - 1] = { ...winner, start: last.start, end: Math.max(last.end, h.end) };
    } else {
      merged.push({ ...h });
    }
  }
  return merged;
}

/**
 * Whether `outer`, merged, leaves `inner` nothing to change: with `outer` among any hits, mergeHits gives the same
 * regions, kinds and warnings with `inner` added anywhere in the list as without it. `inner` must lie inside
 * `outer` and not outrank it; when they share both ends, where it falls in the sort is up to the list's order, so it
 * must rank strictly below. Then the region holding `outer` holds `inner` too, its kind already ranks at least as
 * high (a merged region takes the highest kind merged into it) and its end already reaches past `inner`'s.
 */
export function absorbs(outer: IdentifierHit, inner: IdentifierHit): boolean {
  if (inner.start >= inner.end || outer.start > inner.start || inner.end > outer.end) return false;
  const below = PRIORITY[inner.kind] < PRIORITY[outer.kind];
  const sortsFirst = outer.start < inner.start || outer.end > inner.end;
  return below || (sortsFirst && PRIORITY[inner.kind] <= PRIORITY[outer.kind]);
}
