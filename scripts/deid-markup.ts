/**
 * The markup of the hand-written evaluation cases: `{n:Linda}` marks a span of
 * a kind (codes below), so gold offsets are computed, never typed by hand.
 * Used by scripts/build-deid-cases.ts and by the "styles" set (deid-sets.ts).
 */
import type { IdentifierKind } from '../src/deidentification/detector';
import type { GoldCase, GoldSpan } from './deid-metrics';

export const KIND_CODES: Record<string, IdentifierKind> = {
  n: 'name',
  l: 'location',
  d: 'date',
  p: 'phone',
  f: 'fax',
  e: 'email',
  u: 'url',
  ip: 'ip_address',
  ssn: 'ssn',
  mrn: 'medical_record_number',
  acct: 'account_number',
  hp: 'health_plan_number',
  lic: 'license_number',
  veh: 'vehicle_identifier',
  dev: 'device_identifier',
  oth: 'other_identifier',
};

const MARK = /\{([a-z]+):([^{}]+)\}/g;

export function parseMarkup(marked: string): { text: string; spans: GoldSpan[] } {
  let text = '';
  const spans: GoldSpan[] = [];
  let last = 0;
  for (const m of marked.matchAll(MARK)) {
    const kind = KIND_CODES[m[1]];
    if (!kind) throw new Error(`unknown kind code ${m[1]} in: ${marked}`);
    text += marked.slice(last, m.index);
    const start = text.length;
    text += m[2];
    spans.push({ kind, start, end: text.length });
    last = (m.index ?? 0) + m[0].length;
  }
  text += marked.slice(last);
  if (/[{}]/.test(text)) throw new Error(`stray brace in: ${marked}`);
  return { text, spans };
}

/**
 * Multi-line cases: "#" lines are comments, "## group" starts a group, a line holding only "---" ends a case.
 * Ids are `<prefix>-<group>-<n>`.
 */
export function parseMultiLineCases(source: string, prefix: string): GoldCase[] {
  const cases: GoldCase[] = [];
  let group = prefix;
  let lines: string[] = [];
  const flush = (): void => {
    const marked = lines.join('\n').trim();
    lines = [];
    if (!marked) return;
    const { text, spans } = parseMarkup(marked);
    const n = cases.filter((c) => c.group === group).length + 1;
    cases.push({ id: `${prefix}-${group}-${String(n).padStart(3, '0')}`, group, text, spans });
  };
  for (const raw of source.split('\n')) {
    const line = raw.trimEnd();
    if (line.startsWith('## ')) {
      flush();
      group = line.slice(3).trim();
    } else if (line === '---') flush();
    else if (!line.startsWith('#')) lines.push(line);
  }
  flush();
  return cases;
}
