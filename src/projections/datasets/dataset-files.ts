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

function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = neutralizeFormula(value);
  return /[",\r\n]/.test(text) || text !== value ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF. */
export const csvLine = (row: readonly Cell[]): string => `${row.map(csvCell).join(',')}\r\n`;

/** A cell as JSON.stringify writes it as an object's value (cells are finite numbers, text, booleans or null). */
function jsonCell(value: Cell): string {
  if (typeof value === 'string') return JSON.stringify(value);
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
