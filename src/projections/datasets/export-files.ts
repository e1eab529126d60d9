import { join } from 'node:path';
import type { VisitView } from '../views';
import type { DatasetFormat } from './dataset-files';
import { parquetChunks } from './dataset-parquet';
import { BATCH_ROWS, type RecordBatchBuilder } from './record-batch-builder';
import { type ParquetSink, localParquetSink } from './parquet-table-sinks';
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
  /** A Parquet file encoded on the second thread from the rows this one reads (the visits and medications). */
  parquetSink?: (table: 'visits' | 'medications', path: string) => ParquetSink;
  /** The visits stepped on the second thread and handed here (`local` when it cannot), for Parquet's pass. */
  visitFeed?: (local: () => Iterator<VisitView>) => VisitFeed;
}

/**
 * The visits in id order as the Parquet pass takes them: `next` gives the
 * views at hand one by one (undefined when none is), `more` waits until
 * more are at hand, false at the end; `close` ends the feed, read or not.
 */
export interface VisitFeed {
  next(): VisitView | undefined;
  more(): Promise<boolean>;
  close(): void;
}

/** A feed of the views an iterator steps here: nothing to wait for. */
export function localVisitFeed(views: Iterator<VisitView>): VisitFeed {
  return {
    next: () => {
      const next = views.next();
      return next.done ? undefined : next.value;
    },
    more: () => Promise.resolve(false),
    close: () => views.return?.(),
  };
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

/**
 * The visits' and medications' files from one pass over the visits, each
 * visit's view read and parsed once: their rows go to the two sinks, which
 * encode them here or on the second thread. The pass waits for both
 * encoders between batches, so neither has more than a batch or two queued.
 */
async function visitsAndMedications(
  views: VisitFeed,
  visits: ParquetSink,
  medications: ParquetSink,
  control: TableWriteControl,
): Promise<[WrittenFile, WrittenFile]> {
  const visitCells = new Array<Cell>(TABLE_COLUMNS.visits.length);
  // Rows reused from one visit to the next: a record batch copies each row as it is added.
  const medicationCells = new Array<Cell>(TABLE_COLUMNS.medications.length);
  const files = (): FileSink[] => [visits.file, medications.file].filter((file) => file !== undefined);
  try {
    return await timedPass('visits + medications', control, files, async () => {
      for (let more = true; more;) {
        await Promise.all([visits.drained(), medications.drained()]);
        await step('visits', control);
        let inBatch = 0;
        while (inBatch < BATCH_ROWS) {
          const view = views.next();
          if (view === undefined) {
            if (await views.more()) continue;
            break;
          }
          visits.add(fillVisitRow(view, visitCells));
          for (const medication of view.visit.medications ?? [])
            medications.add(fillMedicationRow(view, medication, medicationCells));
          inBatch += 1;
        }
        more = inBatch === BATCH_ROWS;
      }
      const written = Promise.all([visits.finish(), medications.finish()]);
      return awaitStepping(written, 'medications', control);
    });
  } catch (error) {
    visits.abort(error);
    medications.abort(error);
    throw error;
  }
}

async function parquetTables(source: ViewSource, dir: string, control: TableWriteControl, second: SecondThreadWork) {
  const path = (table: TableName): string => join(dir, fileNameOf(table, 'parquet'));
  const patientsFile = second.patients;
  const patients = patientsFile === undefined ? await parquetPatients(source, dir, control) : undefined;
  const sinkOf = (table: 'visits' | 'medications'): Promise<ParquetSink> =>
    second.parquetSink
      ? Promise.resolve(second.parquetSink(table, path(table)))
      : localParquetSink(path(table), TABLE_COLUMNS[table]);
  const visitFeed = second.visitFeed?.(() => source.visits()) ?? localVisitFeed(source.visits());
  try {
    const visitsSink = await sinkOf('visits');
    const medicationsSink = await sinkOf('medications').catch((error: unknown) => {
      visitsSink.abort(error);
      throw error;
    });
    const [visits, medications] = await visitsAndMedications(visitFeed, visitsSink, medicationsSink, control);
    const patientsAt = async (): Promise<WrittenFile> =>
      patients ??
      (patientsFile && (await awaitStepping(patientsFile, 'patients', control))) ??
      (await parquetPatients(source, dir, control));
    return [await patientsAt(), visits, medications];
  } finally {
    visitFeed.close();
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
      ? await parquetTables(source, dir, control, second)
      : await textTables(source.patientRows(), source.visits(), dir, format, control, second.visitTail);
  const names: TableName[] = ['patients', 'visits', 'medications'];
  return written.map((file, index) => ({ ...file, name: names[index], file: fileNameOf(names[index], format) }));
}
