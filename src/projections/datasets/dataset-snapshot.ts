import type { EventReader, Position } from '../../events/event-store';
import { type DatasetFormat, renderTable, sha256Hex } from './dataset-files';
import { freeTextColumnsOfTable } from '../../shared/free-text';
import { TABLE_NAMES, type TableName, datasetTables } from './dataset-tables';
import { type HeadHash, type LogChain, type ReplayProgress, replayAsOf } from './replay-as-of';

export interface ManifestTable {
  name: TableName;
  file: string;
  rows: number;
  columns: string[];
  /** Columns that hold free text typed by providers (screened for identifiers, but worth a reader's care). */
  free_text_columns: string[];
  sha256: string;
}

/** manifest.json: everything needed to check that two exports hold the same data. No timestamps, on purpose. */
export interface DatasetManifest {
  as_of_position: Position;
  format: DatasetFormat;
  events_replayed: number;
  head_hash: HeadHash;
  tables: ManifestTable[];
}

export interface DatasetSnapshot {
  manifest: DatasetManifest;
  /** File name to bytes: one file per table, plus manifest.json. */
  files: Map<string, Buffer>;
}

export const MANIFEST_FILE = 'manifest.json';
export const fileNameOf = (table: TableName, format: DatasetFormat): string => `${table}.${format}`;

/** The manifest's bytes: pretty JSON with a final newline, keys in a fixed order. */
export const renderManifest = (manifest: DatasetManifest): Buffer =>
  Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');

/**
 * The de-identified tables as of a log position, replayed from the log, and
 * their manifest. The same position and format always give the same bytes.
 */
export async function datasetSnapshot(
  reader: EventReader,
  chain: LogChain,
  asOf: Position | null,
  format: DatasetFormat,
  onProgress?: ReplayProgress,
): Promise<DatasetSnapshot> {
  const replayed = await replayAsOf(reader, chain, asOf, onProgress);
  const files = new Map<string, Buffer>();
  const tables: ManifestTable[] = [];
  for (const table of datasetTables(replayed.views)) {
    const file = fileNameOf(table.name, format);
    const bytes = await renderTable(table, format);
    files.set(file, bytes);
    tables.push({
      name: table.name,
      file,
      rows: table.rows.length,
      columns: [...table.columns],
      free_text_columns: freeTextColumnsOfTable(table.name),
      sha256: sha256Hex(bytes),
    });
  }
  const manifest: DatasetManifest = {
    as_of_position: replayed.position,
    format,
    events_replayed: replayed.eventsReplayed,
    head_hash: replayed.headHash,
    tables,
  };
  files.set(MANIFEST_FILE, renderManifest(manifest));
  return { manifest, files };
}

export { TABLE_NAMES };
