/**
 * A name or a place read across a line break between two rows of a column dump (a modem's config, an
 * availability report, a test suite's settings): the words before the break close one row ("DriverClass:⇥Generic3"),
 * the word after it opens the next one as its label ("DuplexMode:⇥off"), so they are two cells of different
 * rows, never one name (issue 49, round 33, tuned on shingle). Both lines are rows (a column gap before the
 * hit on the first, after it on the second) and the part after the break is the second row's first cell.
 */
import type { IdentifierHit } from './detector';

/** A gap between two columns: a tab, or two spaces or more, between two cells. */
const COLUMN_GAP = /\S(?:\t|[^\S\n]{2,})\S/;
/** After the hit, on its line: the rest of the first cell (a label's colon, a host's number), a column gap, a value. */
export const OPENING_LABEL_AFTER = /^\S*(?:\t|[^\S\n]{2})[^\S\n]*\S/;
/** The part after the break opens its line: nothing but the break's own spaces before it. */
const OPENS_LINE = /^\n[^\S\n]*\S/;

/** Words a cell holds at most; a longer run after the last gap is prose (a tagged title line). */
const MOST_CELL_WORDS = 6;
const LAST_GAP = /(?:\t|[^\S\n]{2,})(?!.*(?:\t|[^\S\n]{2,}))/;

/** The first line's last cell, from its last column gap to the break, is short: a value, not a sentence. */
function isShortLastCell(line: string): boolean {
  const gap = LAST_GAP.exec(line);
  if (gap === null) return false;
  return (
    line
      .slice(gap.index)
      .trim()
      .split(/[^\S\n]+/).length <= MOST_CELL_WORDS
  );
}

/** The hit joins the end of one row of columns to the first cell of the next. */
export function joinsCellsOfTwoRows(text: string, h: IdentifierHit): boolean {
  if (h.kind !== 'name' && h.kind !== 'location') return false;
  const span = text.slice(h.start, h.end);
  const firstBreak = span.indexOf('\n');
  if (firstBreak === -1 || span.includes('\n', firstBreak + 1)) return false;
  if (!OPENS_LINE.test(span.slice(firstBreak))) return false;
  const lineStart = text.lastIndexOf('\n', h.start - 1) + 1;
  if (!COLUMN_GAP.test(text.slice(lineStart, h.start + 1))) return false;
  if (!isShortLastCell(text.slice(lineStart, h.start + firstBreak))) return false;
  const lineEnd = text.indexOf('\n', h.end);
  return OPENING_LABEL_AFTER.test(text.slice(h.end, lineEnd === -1 ? text.length : lineEnd));
}

/** The hits left once those joining cells of two rows of a column dump are dropped. */
export function dropCellsAcrossRows(text: string, hits: IdentifierHit[]): IdentifierHit[] {
  if (!text.includes('\n')) return hits;
  const kept = hits.filter((h) => !joinsCellsOfTwoRows(text, h));
  return kept.length === hits.length ? hits : kept;
}
