import { join } from 'node:path';
import type { VisitView } from '../views';
import type { DatasetFormat } from './dataset-files';
import { type RecordBatchBuilder, parquetChunks } from './dataset-parquet';
import { fileNameOf } from './dataset-snapshot';
import { type Cell, TABLE_COLUMNS, type TableName, fillMedicationRow, fillVisitRow } from './dataset-tables';
import { BuildStopped, type TableWriteControl, awaitStepping, step, timedPass, withSinks } from './export-steps';
import { spoolSink, spooledRows } from './row-spool';
import { FileSink, type WrittenFile } from './table-file-sink';
import { type TailWork, textTables } from './text-table-files';

export type { WrittenFile } from './table-file-sink';
export { BuildStopped, type TableWriteControl } from './export-steps';

/** Where a Parquet build keeps the medication rows met in the visits' pass, until their own file is written. */
const MEDICATION_SPOOL = 'spool-medications.ndjson';

/** The rows and views a data set's tables are written from, each read once in id order. */
export interface ViewSource {
  /** The patients table's rows; a row may be reused for the next once handed on. */
  patientRows(): Iterator<readonly Cell[]>;
  visits(): Iterator<VisitView>;
  /** The medications table's rows in the visits' id order, when the source can give them without each whole view. */
  medicationRows?(): Iterator<readonly Cell[]>;
}

/** The files a Parquet build's second thread writes while the build's own thread writes the visits. */
export interface ParquetSideFiles {
  patients: WrittenFile;
  medications: WrittenFile;
}

/**
 * Work a second thread does beside the build's own: for CSV and NDJSON the
 * visits past those of the source (their part files appended in order), for
 * Parquet the whole patients and medications files.
 */
export interface SecondThreadWork {
  visitTail?: TailWork;
  /** Null when the second thread could not write them (then they are written here). */
  parquetSide?: Promise<ParquetSideFiles | null>;
}

export interface WrittenTable extends WrittenFile {
  name: TableName;
  file: string;
}

/** A Parquet file from record batches filled by `fillBatch` (see parquetChunks), stepping between batches. */
async function parquetFile(
  path: string,
  table: TableName,
  fillBatch: (batch: RecordBatchBuilder) => void,
  control: TableWriteControl,
  pass: { name: string; alsoWrites?: FileSink } = { name: table },
): Promise<WrittenFile> {
  if (control.shouldStop()) throw new BuildStopped();
  control.progress(table);
  const file = new FileSink(path);
  let rows = 0;
  const counted = (batch: RecordBatchBuilder): void => {
    fillBatch(batch);
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

/** A visit's medications as rows, one at a time in one reused array (a record batch copies each as it is added). */
function* medicationRowsOf(visits: Iterator<VisitView>): Generator<readonly Cell[]> {
  const cells = new Array<Cell>(TABLE_COLUMNS.medications.length);
  for (let next = visits.next(); !next.done; next = visits.next())
    for (const medication of next.value.visit.medications ?? []) yield fillMedicationRow(next.value, medication, cells);
}

/**
 * The medications table as a Parquet file from its own pass over the visits
 * (on a second thread while the first writes the visits file: reading and
 * parsing the views twice costs less wall time than one thread doing both files).
 */
export async function parquetMedications(
  source: ViewSource,
  dir: string,
  control: TableWriteControl,
): Promise<WrittenFile> {
  const visitViews = source.medicationRows === undefined ? source.visits() : undefined;
  const rows = visitViews
    ? medicationRowsOf(visitViews)
    : (source.medicationRows?.() ?? medicationRowsOf(source.visits()));
  return parquetFile(
    join(dir, fileNameOf('medications', 'parquet')),
    'medications',
    batchesOf(rows, (row) => row),
    control,
    { name: 'medications from the visits' },
  ).finally(() => {
    rows.return?.();
    visitViews?.return?.();
  });
}

/** The visits file alone, while a second thread writes the patients and medications (see ParquetSideFiles). */
async function parquetVisitsBeside(
  source: ViewSource,
  dir: string,
  control: TableWriteControl,
  side: Promise<ParquetSideFiles | null>,
): Promise<WrittenFile[]> {
  const visitCells = new Array<Cell>(TABLE_COLUMNS.visits.length);
  const visitViews = source.visits();
  const visits = await parquetFile(
    join(dir, fileNameOf('visits', 'parquet')),
    'visits',
    batchesOf(visitViews, (view: VisitView) => fillVisitRow(view, visitCells)),
    control,
  ).finally(() => visitViews.return?.());
  const written = await awaitStepping(side, 'medications', control);
  if (written !== null) return [written.patients, visits, written.medications];
  // The second thread's snapshot showed other views: both its files are written here, after the visits.
  return [await parquetPatients(source, dir, control), visits, await parquetMedications(source, dir, control)];
}

async function parquetTables(
  source: ViewSource,
  dir: string,
  control: TableWriteControl,
  side?: Promise<ParquetSideFiles | null>,
) {
  if (side !== undefined) return parquetVisitsBeside(source, dir, control, side);
  const path = (table: TableName): string => join(dir, fileNameOf(table, 'parquet'));
  const patients = await parquetPatients(source, dir, control);
  // The visits' pass spools the medication rows, so each visit's view is read and parsed once.
  const spoolPath = join(dir, MEDICATION_SPOOL);
  const spool = spoolSink(spoolPath);
  // Rows reused from one visit to the next: a record batch and the spool copy each row as it is added.
  const medicationCells = new Array<Cell>(TABLE_COLUMNS.medications.length);
  const spoolRows = (view: VisitView): void => {
    for (const medication of view.visit.medications ?? [])
      spool.add(fillMedicationRow(view, medication, medicationCells));
  };
  const visitCells = new Array<Cell>(TABLE_COLUMNS.visits.length);
  const visitRowOf = (view: VisitView): readonly Cell[] => fillVisitRow(view, visitCells);
  const visitViews = source.visits();
  const visits = await withSinks([spool], () =>
    parquetFile(path('visits'), 'visits', batchesOf(visitViews, visitRowOf, spoolRows), control, {
      name: 'visits + medication spool',
      alsoWrites: spool.file,
    }),
  ).finally(() => visitViews.return?.());
  spool.finish();
  const spooled = spooledRows(spoolPath);
  try {
    const medications = await parquetFile(
      path('medications'),
      'medications',
      batchesOf(spooled, (row) => row),
      control,
      { name: 'medications from the spool' },
    );
    return [patients, visits, medications];
  } finally {
    spooled.return(undefined);
  }
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
      ? await parquetTables(source, dir, control, second.parquetSide)
      : await textTables(source.patientRows(), source.visits(), dir, format, control, second.visitTail);
  const names: TableName[] = ['patients', 'visits', 'medications'];
  return written.map((file, index) => ({ ...file, name: names[index], file: fileNameOf(names[index], format) }));
}
