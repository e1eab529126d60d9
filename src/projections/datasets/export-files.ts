import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PatientView, VisitView } from '../views';
import { type DatasetFormat, csvLine, ndjsonLineOf } from './dataset-files';
import { type RowGroupBuilder, parquetChunks } from './dataset-parquet';
import { fileNameOf } from './dataset-snapshot';
import { type Cell, TABLE_COLUMNS, type TableName, medicationRows, patientRow, visitRow } from './dataset-tables';
import { type ExportPhaseTiming, type PhaseSink, startPhase } from './export-phases';
import { spoolSink, spooledRows } from './row-spool';
import { FileSink, LineSink, type WrittenFile } from './table-file-sink';

export type { WrittenFile } from './table-file-sink';

/** Rows handled between two looks at the stop flag, each followed by a turn of the event loop. */
const STEP_ROWS = 1000;
/** Where a Parquet build keeps the medication rows met in the visits' pass, until their own file is written. */
const MEDICATION_SPOOL = 'spool-medications.ndjson';

/** Thrown between steps when the build is to stop (cancelled, or its worker shutting down). */
export class BuildStopped extends Error {
  constructor() {
    super('export build stopped');
    this.name = 'BuildStopped';
  }
}

/** The views a data set's tables are written from, each read once in id order. */
export interface ViewSource {
  patients(): Iterator<PatientView>;
  visits(): Iterator<VisitView>;
}

export interface TableWriteControl {
  /** Checked between steps: true stops the write with BuildStopped. */
  shouldStop: () => boolean;
  /** Called as a table's writing begins and after each step of it (progress, lease renewal). */
  progress: (table: TableName) => void;
  /** Where each pass's timings go (the bench prints them), and which thread runs the write. */
  phase?: PhaseSink;
  thread?: ExportPhaseTiming['thread'];
}

export interface WrittenTable extends WrittenFile {
  name: TableName;
  file: string;
}

async function step(table: TableName, control: TableWriteControl): Promise<void> {
  if (control.shouldStop()) throw new BuildStopped();
  control.progress(table);
  await nextTurn();
}

function lineSink(dir: string, table: TableName, format: 'csv' | 'ndjson'): LineSink {
  const columns = TABLE_COLUMNS[table];
  const sink = new LineSink(
    new FileSink(join(dir, fileNameOf(table, format))),
    format === 'csv' ? csvLine : ndjsonLineOf(columns),
  );
  if (format === 'csv') sink.preamble(`${columns.join(',')}\r\n`);
  return sink;
}

/** Runs `write`, closing every sink's file when it throws (a stop, a cancel, a full disk). */
async function withSinks<T>(sinks: LineSink[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (const sink of sinks) sink.file.abandon();
    throw error;
  }
}

/**
 * Runs one pass over a table's views and reports it as two phases: hashing
 * and writing its files (timed per write), and the rest, reading the views
 * and encoding their rows.
 */
async function timedPass<T>(
  name: string,
  control: TableWriteControl,
  files: () => FileSink[],
  pass: () => Promise<T>,
): Promise<T> {
  const sink = control.phase;
  if (sink === undefined) return pass();
  const thread = control.thread ?? 'main';
  let whole: ExportPhaseTiming | undefined;
  const stop = startPhase(name, thread, (timing) => (whole = timing));
  try {
    return await pass();
  } finally {
    stop();
    const spent = files().reduce(
      (sum, file) => ({ wallMs: sum.wallMs + file.spent.wallMs, cpuMs: sum.cpuMs + file.spent.cpuMs }),
      { wallMs: 0, cpuMs: 0 },
    );
    if (whole !== undefined) {
      sink({
        name: `${name}: read + encode`,
        thread,
        wallMs: whole.wallMs - spent.wallMs,
        cpuMs: whole.cpuMs - spent.cpuMs,
      });
      sink({ name: `${name}: hash + write`, thread, ...spent });
    }
  }
}

/** Hands every view to `each`, stepping as it goes; a stopped read is ended, so its statement does not stay open. */
async function writeText<T>(
  views: Iterator<T>,
  table: TableName,
  control: TableWriteControl,
  each: (view: T) => void,
): Promise<void> {
  try {
    if (control.shouldStop()) throw new BuildStopped();
    control.progress(table);
    let inStep = 0;
    for (let next = views.next(); !next.done; next = views.next()) {
      each(next.value);
      if ((inStep += 1) < STEP_ROWS) continue;
      inStep = 0;
      await step(table, control);
    }
  } finally {
    views.return?.();
  }
}

async function textTables(source: ViewSource, dir: string, format: 'csv' | 'ndjson', control: TableWriteControl) {
  const patients = lineSink(dir, 'patients', format);
  const patientsFile = await timedPass(
    'patients',
    control,
    () => [patients.file],
    async () => {
      await withSinks([patients], () =>
        writeText(source.patients(), 'patients', control, (view) => patients.add(patientRow(view))),
      );
      return patients.finish();
    },
  );
  const visits = lineSink(dir, 'visits', format);
  const medications = await withSinks([visits], async () => lineSink(dir, 'medications', format));
  // One pass over the visits writes both tables: each visit's view is read and parsed once.
  return timedPass(
    'visits + medications',
    control,
    () => [visits.file, medications.file],
    async () => {
      await withSinks([visits, medications], () =>
        writeText(source.visits(), 'visits', control, (view) => {
          visits.add(visitRow(view));
          for (const row of medicationRows(view)) medications.add(row);
        }),
      );
      return [patientsFile, visits.finish(), medications.finish()];
    },
  );
}

/** A Parquet file from row groups filled by `fillGroup` (see parquetChunks), stepping between groups. */
async function parquetFile(
  path: string,
  table: TableName,
  fillGroup: (group: RowGroupBuilder) => void,
  control: TableWriteControl,
  pass: { name: string; alsoWrites?: FileSink } = { name: table },
): Promise<WrittenFile> {
  if (control.shouldStop()) throw new BuildStopped();
  control.progress(table);
  const file = new FileSink(path);
  let rows = 0;
  const counted = (group: RowGroupBuilder): void => {
    fillGroup(group);
    rows += group.length;
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

/** Fills a row group from `views` until it is full, each view giving its row (and `alongside` seeing it too). */
function groupsOf<T>(
  views: Iterator<T>,
  toRow: (view: T) => Cell[],
  alongside?: (view: T) => void,
): (group: RowGroupBuilder) => void {
  return (group) => {
    while (!group.full) {
      const next = views.next();
      if (next.done) return;
      group.add(toRow(next.value));
      alongside?.(next.value);
    }
  };
}

async function parquetTables(source: ViewSource, dir: string, control: TableWriteControl) {
  const path = (table: TableName): string => join(dir, fileNameOf(table, 'parquet'));
  const patientViews = source.patients();
  const patients = await parquetFile(path('patients'), 'patients', groupsOf(patientViews, patientRow), control).finally(
    () => patientViews.return?.(),
  );
  // The visits' pass spools the medication rows, so each visit's view is read and parsed once.
  const spoolPath = join(dir, MEDICATION_SPOOL);
  const spool = spoolSink(spoolPath);
  const spoolRows = (view: VisitView): void => {
    for (const row of medicationRows(view)) spool.add(row);
  };
  const visitViews = source.visits();
  const visits = await withSinks([spool], () =>
    parquetFile(path('visits'), 'visits', groupsOf(visitViews, visitRow, spoolRows), control, {
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
      groupsOf(spooled, (row) => row),
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
 * holds one step of rows (a row group for Parquet), whatever the size of the
 * tables. Returns each file's rows, size and SHA-256, computed as it goes.
 */
export async function writeDatasetTables(
  source: ViewSource,
  dir: string,
  format: DatasetFormat,
  control: TableWriteControl,
): Promise<WrittenTable[]> {
  const written =
    format === 'parquet' ? await parquetTables(source, dir, control) : await textTables(source, dir, format, control);
  const names: TableName[] = ['patients', 'visits', 'medications'];
  return written.map((file, index) => ({ ...file, name: names[index], file: fileNameOf(names[index], format) }));
}
