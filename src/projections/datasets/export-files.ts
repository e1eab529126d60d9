import { join } from 'node:path';
import type { VisitView } from '../views';
import type { DatasetFormat } from './dataset-files';
import { PushedParquet, type RecordBatchBuilder, parquetChunks } from './dataset-parquet';
import { fileNameOf } from './dataset-snapshot';
import { type Cell, TABLE_COLUMNS, type TableName, fillMedicationRow, fillVisitRow } from './dataset-tables';
import { BuildStopped, type TableWriteControl, awaitStepping, step, timedPass } from './export-steps';
import { FileSink, type WrittenFile } from './table-file-sink';
import { type TailWork, textTables } from './text-table-files';

export type { WrittenFile } from './table-file-sink';
export { BuildStopped, type TableWriteControl } from './export-steps';

/** The rows and views a data set's tables are written from, each read once in id order. */
export interface ViewSource {
  /** The patients table's rows; a row may be reused for the next once handed on. */
  patientRows(): Iterator<readonly Cell[]>;
  visits(): Iterator<VisitView>;
}

/**
 * Work a second thread does beside the build's own: for CSV and NDJSON the
 * visits past those of the source (their part files appended in order), for
 * Parquet the whole patients file.
 */
export interface SecondThreadWork {
  visitTail?: TailWork;
  /** Null when the second thread could not write it (then it is written here). */
  patients?: Promise<WrittenFile | null>;
}

export interface WrittenTable extends WrittenFile {
  name: TableName;
  file: string;
}

/** A Parquet file from record batches filled by `fillBatch` (see parquetChunks), stepping between batches. */
async function parquetFile(
  path: string,
  table: TableName,
  fillBatch: (batch: RecordBatchBuilder) => void | Promise<void>,
  control: TableWriteControl,
  pass: { name: string; alsoWrites?: FileSink } = { name: table },
): Promise<WrittenFile> {
  if (control.shouldStop()) throw new BuildStopped();
  control.progress(table);
  const file = new FileSink(path);
  let rows = 0;
  const counted = async (batch: RecordBatchBuilder): Promise<void> => {
    await fillBatch(batch);
    rows += batch.length;
  };
  const files = (): FileSink[] => (pass.alsoWrites ? [file, pass.alsoWrites] : [file]);
  return timedPass(pass.name, control, files, async () => {
    try {
      for await (const chunk of parquetChunks(TABLE_COLUMNS[table], counted)) {
        file.write(chunk);
        await step(table, control);
      }
      return file.finish(rows);
    } catch (error) {
      file.abandon();
      throw error;
    }
  });
}

/** Fills a record batch from `views` until it is full, each view giving its row (and `alongside` seeing it too). */
function batchesOf<T>(
  views: Iterator<T>,
  toRow: (view: T) => readonly Cell[],
  alongside?: (view: T) => void,
): (batch: RecordBatchBuilder) => void {
  return (batch) => {
    while (!batch.full) {
      const next = views.next();
      if (next.done) return;
      batch.add(toRow(next.value));
      alongside?.(next.value);
    }
  };
}

/** The patients table as a Parquet file (on a second thread while the first writes the visits). */
export async function parquetPatients(
  source: ViewSource,
  dir: string,
  control: TableWriteControl,
): Promise<WrittenFile> {
  const patientRows = source.patientRows();
  return parquetFile(
    join(dir, fileNameOf('patients', 'parquet')),
    'patients',
    batchesOf(patientRows, (row) => row),
    control,
  ).finally(() => patientRows.return?.());
}

/** The medications file written from the visits' pass (see PushedParquet): their batches fill as the visits go. */
async function medicationsAlongside(path: string): Promise<{ file: FileSink; encoder: PushedParquet }> {
  const file = new FileSink(path);
  try {
    return { file, encoder: await PushedParquet.open(TABLE_COLUMNS.medications, (chunk) => file.write(chunk)) };
  } catch (error) {
    file.abandon();
    throw error;
  }
}

async function parquetTables(
  source: ViewSource,
  dir: string,
  control: TableWriteControl,
  patientsFile?: Promise<WrittenFile | null>,
) {
  const path = (table: TableName): string => join(dir, fileNameOf(table, 'parquet'));
  const patients = patientsFile === undefined ? await parquetPatients(source, dir, control) : undefined;
  // The visits' pass fills the medications' batches too, so each visit's view is read and parsed once.
  const medications = await medicationsAlongside(path('medications'));
  // Rows reused from one visit to the next: a record batch copies each row as it is added.
  const medicationCells = new Array<Cell>(TABLE_COLUMNS.medications.length);
  const medicationRows = (view: VisitView): void => {
    for (const medication of view.visit.medications ?? [])
      medications.encoder.add(fillMedicationRow(view, medication, medicationCells));
  };
  const visitCells = new Array<Cell>(TABLE_COLUMNS.visits.length);
  const visitRowOf = (view: VisitView): readonly Cell[] => fillVisitRow(view, visitCells);
  const visitViews = source.visits();
  const fillVisits = batchesOf(visitViews, visitRowOf, medicationRows);
  let visits: WrittenFile;
  let written: WrittenFile;
  try {
    visits = await parquetFile(
      path('visits'),
      'visits',
      async (batch) => {
        await medications.encoder.drained();
        fillVisits(batch);
      },
      control,
      { name: 'visits + medications', alsoWrites: medications.file },
    );
    medications.encoder.end();
    await awaitStepping(medications.encoder.done, 'medications', control);
    written = medications.file.finish(medications.encoder.count);
  } catch (error) {
    medications.encoder.abort(error);
    medications.file.abandon();
    throw error;
  } finally {
    visitViews.return?.();
  }
  const patientsAt = async (): Promise<WrittenFile> =>
    patients ??
    (patientsFile && (await awaitStepping(patientsFile, 'patients', control))) ??
    (await parquetPatients(source, dir, control));
  return [await patientsAt(), visits, written];
}

/**
 * Writes the three tables' files of a data set from `source`, with the same
 * bytes as the snapshot's renderTable gives for the same views: the patients,
 * then the visits and their medications in one pass over the visits. Memory
 * holds one step of rows (a record batch for Parquet), whatever the size of the
 * tables. Returns each file's rows, size and SHA-256, computed as it goes.
 */
export async function writeDatasetTables(
  source: ViewSource,
  dir: string,
  format: DatasetFormat,
  control: TableWriteControl,
  second: SecondThreadWork = {},
): Promise<WrittenTable[]> {
  const written =
    format === 'parquet'
      ? await parquetTables(source, dir, control, second.patients)
      : await textTables(source.patientRows(), source.visits(), dir, format, control, second.visitTail);
  const names: TableName[] = ['patients', 'visits', 'medications'];
  return written.map((file, index) => ({ ...file, name: names[index], file: fileNameOf(names[index], format) }));
}
