import type { Position } from '../../events/event-store';
import { type Cell, type TableName, medicationRows, patientRow, visitRow } from './dataset-tables';
import type { PatientView, VisitView } from '../views';

/**
 * The live read model seen in one read transaction: the views, their
 * projection checkpoint and the log, all of one moment. Held open while a
 * build writes its files from it, then closed.
 */
export interface LiveViewSnapshot {
  /** Every patient's view in id order, read as it goes. */
  patients(): Iterator<PatientView>;
  /** Every visit's view in id order, read as it goes. */
  visits(): Iterator<VisitView>;
  close(): void;
}

/** Where an export build may read the tables of a position instead of replaying the log up to it. */
export interface LiveViews {
  /**
   * A snapshot whose patients and visits are exactly those the log gives at
   * `position`: the views' checkpoint is at or past it and no patient or visit
   * event lies between the two. Null otherwise (the build then replays).
   */
  snapshotAt(position: Position): LiveViewSnapshot | null;
}

function* mapped<T>(views: Iterator<T>, toRows: (view: T) => Iterable<Cell[]>): Generator<Cell[]> {
  for (let step = views.next(); !step.done; step = views.next()) yield* toRows(step.value);
}

/** A table's rows from the snapshot, in the order and shape the replay gives them. */
export function liveRowsOf(snapshot: LiveViewSnapshot, table: TableName): Iterator<Cell[]> {
  if (table === 'patients') return mapped(snapshot.patients(), (view) => [patientRow(view)]);
  if (table === 'visits') return mapped(snapshot.visits(), (view) => [visitRow(view)]);
  return mapped(snapshot.visits(), medicationRows);
}
