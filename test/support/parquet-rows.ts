import { tableFromIPC } from 'apache-arrow';
import { ParquetFile, readParquet } from 'parquet-wasm';

export const readParquetTable = (bytes: Uint8Array) => tableFromIPC(readParquet(bytes).intoIPCStream());

/** A Parquet file's rows as plain objects (Arrow's JS values: dates as epoch numbers, enums as strings). */
export function readParquetRows(bytes: Uint8Array): Record<string, unknown>[] {
  return readParquetTable(bytes)
    .toArray()
    .map((row: { toJSON(): Record<string, unknown> }) => row.toJSON());
}

/** Each column's Arrow type, e.g. `Date32<DAY>`, `Dictionary<Int8, Utf8>`. */
export function parquetColumnTypes(bytes: Uint8Array): Record<string, string> {
  const table = readParquetTable(bytes);
  return Object.fromEntries(table.schema.fields.map((field) => [field.name, String(field.type)]));
}

/** The rows of each row group of a Parquet file, from its footer. */
export async function parquetRowGroupRows(bytes: Uint8Array): Promise<number[]> {
  const file = await ParquetFile.fromFile(new Blob([bytes]));
  try {
    return file
      .metadata()
      .rowGroups()
      .map((group) => group.numRows());
  } finally {
    file.free();
  }
}
