import type { EventStore, Position } from '../events/event-store';
import type { PhaseReport } from './rebuild-phases';
import type { BatchRowErrors, BatchView, PatientView, VisitView } from './views';

/** How a blue-green rebuild runs: in committed runs of about `runSize` events, checked and reported. */
export interface RebuildBesideOptions {
  name: string;
  runSize: number;
  /** Events per chunk a reading thread hands over (tests: runs of several chunks). */
  chunkSize?: number;
  /** Before each run; throws to stop the rebuild (the projection's lease was lost). */
  beforeRun(): Promise<void>;
  /** After each run's commit: events applied so far, checkpoint. */
  onRun?(applied: number, checkpoint: Position): void;
  /** After each of the rebuild's phases (see PhaseClock): its name, wall time and CPU time. */
  onPhase?: PhaseReport;
}

export interface ViewKeys {
  patients: string[];
  visits: string[];
  batches: string[];
}

export interface LoadedViews {
  patients: Map<string, PatientView>;
  visits: Map<string, VisitView>;
  batches: Map<string, BatchView>;
}

export interface ViewChanges {
  patients: PatientView[];
  visits: VisitView[];
  batches: BatchView[];
  batchErrors: BatchRowErrors[];
}

export interface Page {
  offset: number;
  limit: number;
}

export interface PatientFilter {
  /** Only this organization's records (a provider's lists); every organization when unset. */
  organization_id?: string;
  region?: string;
  race?: string;
  menopause_status?: string;
}

export interface VisitFilter {
  /** Only this organization's records (a provider's lists); every organization when unset. */
  organization_id?: string;
  patient_id?: string;
  visit_type?: string;
  /** Inclusive YYYY-MM-DD bounds on visit_date. */
  from?: string;
  to?: string;
}

export interface PageOf<T> {
  items: T[];
  total: number;
}

/**
 * A read store kept in the same database as the event log, so that views can
 * be written in the very transaction that appends the events they follow:
 * both calls run inside that open write transaction.
 */
export interface SameTransactionViews {
  /** As `load`, seeing everything the open transaction has written so far. */
  loadInTransaction(keys: ViewKeys): LoadedViews;
  /** As `commit`, as part of the open transaction (a failure fails that transaction). */
  commitInTransaction(projection: string, changes: ViewChanges, checkpoint: Position): void;
}

/**
 * The read side port. Writers are projectors: they load the views an event
 * batch touches, fold, and commit views plus checkpoint. Each stored view
 * keeps the position of the last event applied and a write never replaces a
 * newer view, so replaying events changes nothing.
 */
export interface ReadModelStore {
  load(keys: ViewKeys): Promise<LoadedViews>;
  commit(projection: string, changes: ViewChanges, checkpoint: Position): Promise<void>;
  checkpoint(projection: string): Promise<Position | null>;
  /** Drops every view and checkpoint: the next catch-up rebuilds from the log. */
  reset(): Promise<void>;
  /**
   * Optional: runs `replay` (a full rebuild's catch-up after reset) with the
   * store set up for bulk writes, and restores it for queries afterwards,
   * also when `replay` fails. Views and checkpoints are the same either way.
   */
  bulkReplay?<T>(replay: () => Promise<T>): Promise<T>;
  /**
   * Optional: a blue-green rebuild, whole, replaying `log` into new views
   * beside the live ones and swapping them in at the end, queries answering
   * from the old ones until then; null when this store cannot for this log
   * (then the rebuild resets and replays in place). Returns the events applied.
   */
  rebuildBeside?(log: EventStore, options: RebuildBesideOptions): Promise<number> | null;

  getPatient(id: string): Promise<PatientView | null>;
  listPatients(filter: PatientFilter, page: Page): Promise<PageOf<PatientView>>;
  getVisit(id: string): Promise<VisitView | null>;
  listVisits(filter: VisitFilter, page: Page): Promise<PageOf<VisitView>>;
  /** Every visit of a patient, newest visit_date first. */
  visitsOfPatient(patientId: string): Promise<VisitView[]>;
  getBatch(id: string): Promise<BatchView | null>;
  /**
   * Every batch view still in phase 'accepted' (not completed nor aborted), for the completion reactor's recovery
   * sweep.
   */
  acceptedBatches(): Promise<BatchView[]>;
  /** The batch's rejected rows in row order. */
  batchErrors(id: string): Promise<BatchRowErrors[]>;
  /**
   * Every error item of the batch's rejected rows in row order, as JSON text in chunks of up to
   * `rowsPerChunk` rows (BATCH_ERROR_ROWS_PER_CHUNK by default). A chunk holds items separated by commas,
   * without brackets (the bytes `JSON.stringify` gives for them inside an array), so the chunks joined with
   * commas are one array's contents; no chunk is empty. A status answer then carries a million items without
   * ever holding them all. Each chunk is read on its own: rows rejected meanwhile may show or not, as with a
   * second request.
   */
  batchErrorItemChunks(id: string, rowsPerChunk?: number): AsyncIterable<string>;
  close(): Promise<void>;
}
