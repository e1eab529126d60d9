import type { BatchRowError } from '../events/domain-events';

/** Rows per chunk of a batch's error items: small enough for a sent chunk to die in the young generation. */
export const BATCH_ERROR_ROWS_PER_CHUNK = 500;

/** The error items of `rows`, in order, as JSON texts separated by commas: an array's contents. */
export function errorItemsText(rows: { errors: BatchRowError[] }[]): string {
  return JSON.stringify(rows.flatMap((row) => row.errors)).slice(1, -1);
}

/** A page of a batch's rejected rows: those after a row number, in row order, at most `limit`. */
export type RejectedRowsPage = (
  afterRow: number,
  limit: number,
) => Promise<{ row_number: number; errors: BatchRowError[] }[]>;

/** One page of a batch's rejected rows as a chunk: its items' text, its last row number and how many rows it read. */
export interface ErrorItemsPage {
  items: string;
  last: number | null;
  rows: number;
}

/**
 * batchErrorItemChunks from a reader of pages after a row number: pages by row number (no cursor stays open
 * between chunks), never yields an empty chunk, and stops at the first page shorter than `rowsPerChunk`.
 */
export async function* errorItemChunks(
  readPage: (afterRow: number, limit: number) => ErrorItemsPage | Promise<ErrorItemsPage>,
  rowsPerChunk: number,
): AsyncGenerator<string> {
  let after = -1;
  for (;;) {
    const page = await readPage(after, rowsPerChunk);
    if (page.items.length > 0) yield page.items;
    if (page.last === null || page.rows < rowsPerChunk) return;
    after = page.last;
  }
}

/** batchErrorItemChunks for a store that reads rows as objects: each page's items serialized here. */
export function pagedErrorItemChunks(readPage: RejectedRowsPage, rowsPerChunk: number): AsyncGenerator<string> {
  return errorItemChunks(async (after, limit) => {
    const rows = await readPage(after, limit);
    return { items: errorItemsText(rows), last: rows.at(-1)?.row_number ?? null, rows: rows.length };
  }, rowsPerChunk);
}
