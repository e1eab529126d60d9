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
