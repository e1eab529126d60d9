import { createHash } from 'node:crypto';
import { renderParquet } from './dataset-parquet';
import type { Cell, Table } from './dataset-tables';

export const DATASET_FORMATS = ['csv', 'ndjson', 'parquet'] as const;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];

/**
 * OWASP's advice against CSV injection: a text cell starting with =, +, -,
 * @, tab or carriage return would be read as a formula by a spreadsheet, so
 * it gets a leading apostrophe (shown as text, not evaluated). Numbers we
 * write ourselves are never negative and are left alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Whether a text cell starting with this UTF-16 code unit is neutralized (see FORMULA_START). */
const startsFormula = (code: number): boolean =>
  code === 0x3d || code === 0x2b || code === 0x2d || code === 0x40 || code === 0x09 || code === 0x0d;
const NEEDS_QUOTES = /[",\r\n]/;
const QUOTE = /"/g;

function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  // A neutralized cell always differs from its value, so it is always quoted (what neutralizeFormula implies).
  if (value.length > 0 && startsFormula(value.charCodeAt(0))) return `"'${value.replace(QUOTE, '""')}"`;
  return NEEDS_QUOTES.test(value) ? `"${value.replace(QUOTE, '""')}"` : value;
}

/** One CSV record with its CRLF, concatenated cell by cell (no array of cells made per row). */
export const csvLine = (row: readonly Cell[]): string => {
  let line = row.length > 0 ? csvCell(row[0]) : '';
  for (let index = 1; index < row.length; index += 1) line += `,${csvCell(row[index])}`;
  return `${line}\r\n`;
};

/** What JSON.stringify escapes in a string: quotes, backslashes, control characters, and surrogates (when lone). */
// eslint-disable-next-line no-control-regex -- control characters are among what JSON.stringify escapes
const JSON_ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A cell as JSON.stringify writes it as an object's value (cells are finite numbers, text, booleans or null). */
function jsonCell(value: Cell): string {
  if (typeof value === 'string') return JSON_ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  return value === null ? 'null' : value ? 'true' : 'false';
}

/**
 * The NDJSON line writer of a table: an object with keys in column order,
 * the bytes JSON.stringify gives for it, without building the object (the
 * keys' JSON is made once per table, not once per row).
 */
export function ndjsonLineOf(columns: readonly string[]): (row: readonly Cell[]) => string {
  const keys = columns.map((column, index) => `${index === 0 ? '{' : ','}${JSON.stringify(column)}:`);
  if (keys.length === 0) return () => '{}\n';
  return (row) => {
    let line = '';
    for (let index = 0; index < keys.length; index += 1) line += keys[index] + jsonCell(row[index]);
    return `${line}}\n`;
  };
}

/** RFC 4180: a header row, CRLF line ends, fields quoted when they hold a quote, comma or line break. */
export function renderCsv(table: Table): string {
  return `${table.columns.join(',')}\r\n${table.rows.map(csvLine).join('')}`;
}

/** One JSON object per row, keys in column order, null for values never given. Text is left verbatim. */
export function renderNdjson(table: Table): string {
  return table.rows.map(ndjsonLineOf(table.columns)).join('');
}

export async function renderTable(table: Table, format: DatasetFormat): Promise<Buffer> {
  switch (format) {
    case 'csv':
      return Buffer.from(renderCsv(table), 'utf8');
    case 'ndjson':
      return Buffer.from(renderNdjson(table), 'utf8');
    case 'parquet':
      return renderParquet(table);
  }
}

export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
