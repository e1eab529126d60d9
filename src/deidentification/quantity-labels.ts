/**
 * Numbers labelled as quantities (issue 49, twenty-second round, tuned on the mudflat set, by class). Scripting
 * output and genotype exports give counts, sums, sizes and positions under a label of their own (PowerShell's
 * list view `Sum      : 88431022`, a tab-separated export's header `rsid  chromosome  position  genotype`), and a
 * long number with no other cue was read as an other identifier. The label is read by its place, never the number:
 * - a line that is a key padded before a colon (`Count    : 412`), the key a quantity's noun (count, sum, total,
 *   average, mean, median, minimum, maximum, length, size, bytes, position, start, end, offset), and digits as its
 *   whole value;
 * - a tab-separated table whose header row names a column by such a noun: that column's cells that are digits only,
 *   row by row while the rows have the header's number of cells.
 * A number under any other label (`MRN : 88431022`, a column headed "sample_id") keeps every rule.
 */
type Span = readonly [number, number];

const QUANTITY = new Set([
  'count',
  'sum',
  'total',
  'average',
  'mean',
  'median',
  'minimum',
  'maximum',
  'length',
  'size',
  'bytes',
  'position',
  'pos',
  'start',
  'end',
  'offset',
]);
const LIST_VIEW = /^([A-Za-z]+)[^\S\n]*:[^\S\n]+(\d+(?:\.\d+)?)[^\S\n]*$/gm;

export function quantityLabelSpans(text: string): Span[] {
  const spans: Span[] = [];
  if (text.includes(':')) {
    for (const m of text.matchAll(LIST_VIEW)) {
      if (!QUANTITY.has(m[1].toLowerCase())) continue;
      const start = m.index + m[0].indexOf(m[2], m[1].length);
      spans.push([start, start + m[2].length]);
    }
  }
  if (text.includes('\t')) tableColumns(text, spans);
  return spans;
}

function tableColumns(text: string, spans: Span[]): void {
  const lines = text.split('\n');
  let offset = 0;
  let columns: number[] = [];
  let width = 0;
  for (const line of lines) {
    const cells = line.split('\t');
    if (columns.length > 0 && cells.length === width) {
      let at = offset;
      cells.forEach((cell, i) => {
        if (columns.includes(i) && /^\d+$/.test(cell)) spans.push([at, at + cell.length]);
        at += cell.length + 1;
      });
    } else {
      // A header: three or more cells of words, one of them a quantity's noun.
      columns = [];
      width = cells.length;
      if (width >= 3 && cells.every((c) => /^[A-Za-z_ ]{1,30}$/.test(c)))
        cells.forEach((c, i) => {
          if (QUANTITY.has(c.trim().toLowerCase())) columns.push(i);
        });
    }
    offset += line.length + 1;
  }
}
