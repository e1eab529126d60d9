/**
 * Texts of one identifier cut from a set's identifier texts: each sentence (or line) that holds exactly one gold
 * span, alone. The sets' notes hold several identifiers each, so a fit on them learns that a lone name is weak, as
 * round 29's did; these rows show it the same names with nothing beside them (issue 49, round 30).
 */
import type { GoldCase } from './deid-metrics';

/**
 * A sentence ends at a line break, or at `.`, `!` or `?` before white space, unless the word before a full stop is
 * an initial or a short capitalised abbreviation ("Dr.", "St.", "J."), which a name or a place follows.
 */
const BOUNDARY = /\n+|(?<![\s(]\p{Lu}\p{Ll}{0,2}|^\p{Lu}\p{Ll}{0,2})[.!?]+(?=\s)\s*/gu;

function sentences(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = 0;
  for (const m of text.matchAll(BOUNDARY)) {
    const end = m.index + m[0].length;
    out.push({ start, end });
    start = end;
  }
  out.push({ start, end: text.length });
  return out;
}

/** Each sentence of an identifier text that holds one gold span and no part of another, trimmed, with its span. */
export function singleSpanSentences(cases: readonly GoldCase[]): GoldCase[] {
  const out: GoldCase[] = [];
  for (const c of cases) {
    if (c.spans.length === 0) continue;
    sentences(c.text).forEach((s, k) => {
      const raw = c.text.slice(s.start, s.end);
      const lead = raw.length - raw.trimStart().length;
      const from = s.start + lead;
      const to = s.start + raw.trimEnd().length;
      const touching = c.spans.filter((g) => g.start < to && from < g.end);
      if (touching.length !== 1 || touching[0].start < from || touching[0].end > to) return;
      const text = c.text.slice(from, to);
      if (text === c.text.trim()) return;
      const spans = touching.map((g) => ({ ...g, start: g.start - from, end: g.end - from }));
      out.push({ id: `${c.id}#${k + 1}`, group: c.group, text, spans });
    });
  }
  return out;
}
