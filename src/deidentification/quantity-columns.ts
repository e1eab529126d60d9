/**
 * Headers of a table's columns of quantities (issue 49, twenty-fourth round, tuned on the shallows set, by class).
 * Settings tables, lab grids and device logs pasted as text head each column with a word for what it measures
 * ("Wavelength | Spot | Fluence | Passes"); a technical word in no dictionary is read as an unknown name. The layout
 * says what the word is: a row of cells split by "|" or tabs, followed by rows split the same way (two rows' worth of
 * cells at least) in which every cell holds a digit. Such a table holds measurements, and its header names the
 * quantities. A header in a name list ("Week | Patel | Jones" over counts of patients seen), with a title, or of more
 * than three words keeps its hits: a column may be counted per person; a table with a cell of words below its header
 * ("Date | Nurse" over "1/12 | Kerenza") is left to the name rules.
 */
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const SEPARATOR = /[^\S\n]*(?:\||\t)[^\S\n]*/g;
const MAY_TABULATE = /[|\t]/;
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;
const TITLE = /^(?:Mrs?|Ms|Miss|Mx|Dr|Prof|Nurse|Sister)\b/;

interface Cell {
  start: number;
  text: string;
}

/** A line's cells, with the offset of each in the text; one cell if the line has no separator. */
function cellsOf(line: string, lineStart: number): Cell[] {
  const cells: Cell[] = [];
  let from = 0;
  const push = (to: number): void => {
    const raw = line.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    cells.push({ start: lineStart + from + lead, text: raw.trim() });
  };
  for (const sep of line.matchAll(SEPARATOR)) {
    push(sep.index);
    from = sep.index + sep[0].length;
  }
  push(line.length);
  // Pipes that open and close the row ("| a | b |") leave empty cells at its ends.
  if (cells.length > 1 && cells[0].text === '' && /^[^\S\n]*\|/.test(line)) cells.shift();
  if (cells.length > 1 && cells[cells.length - 1].text === '' && /\|[^\S\n]*$/.test(line)) cells.pop();
  return cells;
}

/** Spans of the headers of tables whose every body cell holds a digit. */
export function quantityColumnSpans(text: string, words: WordClasses): Span[] {
  if (!MAY_TABULATE.test(text)) return [];
  const lines = text.split('\n');
  const rows: Cell[][] = [];
  let at = 0;
  for (const line of lines) {
    rows.push(cellsOf(line, at));
    at += line.length + 1;
  }
  const spans: Span[] = [];
  for (let i = 0; i + 1 < rows.length; i++) {
    const header = rows[i];
    if (header.length < 2) continue;
    // A markdown table's rule line ("---|---") may stand under its header.
    let first = i + 1;
    if (first < rows.length && rows[first].every((c) => /^:?-{2,}:?$/.test(c.text))) first++;
    // The body: the rows split as the header is, at least as wide. The normalised view joins a row ending in a digit
    // to the next row opening with one (a number cut by a line break), so a body row may be wider than its header.
    let last = first;
    let cells = 0;
    while (last < rows.length && rows[last].length >= header.length && rows[last].every((c) => /\d/.test(c.text))) {
      cells += rows[last].length;
      last++;
    }
    // Two rows, or two rows the view joined into one (the cell at the join is shared).
    if (cells < 2 * header.length - 1) continue;
    for (const cell of header) {
      const found = cell.text.match(WORD);
      if (found === null || found.length > 3 || TITLE.test(cell.text) || /\d/.test(cell.text)) continue;
      if (found.some((w) => words.isName(w.toLowerCase()))) continue;
      spans.push([cell.start, cell.start + cell.text.length]);
    }
    i = last - 1;
  }
  return spans;
}
