import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { VisitView } from '../views';
import { type DatasetFormat, csvLine, ndjsonLineOf } from './dataset-files';
import { fileNameOf } from './dataset-snapshot';
import { type Cell, TABLE_COLUMNS, type TableName, fillMedicationRow, fillVisitRow } from './dataset-tables';
import { startPhase } from './export-phases';
import { type TableWriteControl, awaitStepping, timedPass, withSinks, writeText } from './export-steps';
import { FileSink, LineSink, type WrittenFile } from './table-file-sink';

export type TextFormat = 'csv' | 'ndjson';

/** Rows a second thread wrote into a file of their own, to be appended to the table's file in order. */
export interface PartFile {
  path: string;
  rows: number;
}

/** The visits past the first thread's range, and their medications, as part files. */
export interface VisitTail {
  visits: PartFile;
  medications: PartFile;
}

/**
 * The visits a second thread writes: its part files, or null when it could
 * not (its own snapshot saw other views), and then `rest` reads those
 * visits here.
 */
export interface TailWork {
  parts: Promise<VisitTail | null>;
  rest: () => Iterator<VisitView>;
}

/** Where the second thread writes its part of a table. */
export const partFileName = (table: TableName, format: DatasetFormat): string => `part-${fileNameOf(table, format)}`;

function lineSink(file: FileSink, table: TableName, format: TextFormat, header: boolean): LineSink {
  const columns = TABLE_COLUMNS[table];
  const sink = new LineSink(file, format === 'csv' ? csvLine : ndjsonLineOf(columns));
  if (header && format === 'csv') sink.preamble(`${columns.join(',')}\r\n`);
  return sink;
}

const tableSink = (dir: string, table: TableName, format: TextFormat): LineSink =>
  lineSink(new FileSink(join(dir, fileNameOf(table, format))), table, format, true);

/** Both rows of each visit into their sinks, from one reused row array per table (no arrays made per row). */
function visitAndMedications(visits: LineSink, medications: LineSink): (view: VisitView) => void {
  const visitCells = new Array<Cell>(TABLE_COLUMNS.visits.length);
  const medicationCells = new Array<Cell>(TABLE_COLUMNS.medications.length);
  return (view) => {
    visits.add(fillVisitRow(view, visitCells));
    const list = view.visit.medications;
    if (list !== undefined)
      for (const medication of list) medications.add(fillMedicationRow(view, medication, medicationCells));
  };
}

/**
 * The patients file, then the visits and medications files in one pass
 * over the visits (each view read and parsed once). With `tail`, the visits
 * this pass reads are the first part only, and a second thread's part files
 * are appended after them, hashed as they go: the files have the bytes one
 * pass over every visit gives.
 */
export async function textTables(
  patientRows: Iterator<readonly Cell[]>,
  visitViews: Iterator<VisitView>,
  dir: string,
  format: TextFormat,
  control: TableWriteControl,
  tail?: TailWork,
): Promise<WrittenFile[]> {
  const patients = tableSink(dir, 'patients', format);
  const patientsFile = await timedPass(
    'patients',
    control,
    () => [patients.file],
    async () => {
      await withSinks([patients], () => writeText(patientRows, 'patients', control, (row) => patients.add(row)));
      return patients.finish();
    },
  );
  const visits = tableSink(dir, 'visits', format);
  const medications = await withSinks([visits], async () => tableSink(dir, 'medications', format));
  const sinks = [visits, medications];
  const files = (): FileSink[] => [visits.file, medications.file];
  await timedPass('visits + medications', control, files, () =>
    withSinks(sinks, () => writeText(visitViews, 'visits', control, visitAndMedications(visits, medications))),
  );
  if (tail !== undefined) {
    const waited = control.phase
      ? startPhase('waiting for the second thread', control.thread ?? 'main', control.phase)
      : null;
    const parts = await withSinks(sinks, () => awaitStepping(tail.parts, 'visits', control)).finally(() => waited?.());
    if (parts === null)
      await timedPass("visits + medications, the second thread's share", control, files, () =>
        withSinks(sinks, () => writeText(tail.rest(), 'visits', control, visitAndMedications(visits, medications))),
      );
    else
      await timedPass('second thread parts appended', control, files, () =>
        withSinks(sinks, async () => {
          for (const [sink, part] of [
            [visits, parts.visits],
            [medications, parts.medications],
          ] as const) {
            sink.append(part);
            rmSync(part.path);
          }
        }),
      );
  }
  return [patientsFile, visits.finish(), medications.finish()];
}

/** A second thread's part of the visits and medications tables: no header, not hashed (see textTables). */
export async function writeVisitTail(
  visitViews: Iterator<VisitView>,
  dir: string,
  format: TextFormat,
  control: TableWriteControl,
): Promise<VisitTail> {
  const part = (table: TableName): string => join(dir, partFileName(table, format));
  const visits = lineSink(new FileSink(part('visits'), false), 'visits', format, false);
  const medications = await withSinks([visits], async () =>
    lineSink(new FileSink(part('medications'), false), 'medications', format, false),
  );
  const files = (): FileSink[] => [visits.file, medications.file];
  return timedPass('visits + medications', control, files, async () => {
    await withSinks([visits, medications], () =>
      writeText(visitViews, 'visits', control, visitAndMedications(visits, medications)),
    );
    return {
      visits: { path: part('visits'), rows: visits.finish().rows },
      medications: { path: part('medications'), rows: medications.finish().rows },
    };
  });
}
