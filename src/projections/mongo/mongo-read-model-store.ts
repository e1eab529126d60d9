import type { Collection, Db, Document, Filter, IndexDescription } from 'mongodb';
import type { Position } from '../../events/event-store';
import type {
  LoadedViews,
  Page,
  PageOf,
  PatientFilter,
  ReadModelStore,
  ViewChanges,
  ViewKeys,
  VisitFilter,
} from '../read-model-store';
import type { BatchRowErrors, BatchView, PatientView, VisitView } from '../views';
import { insertOnce, writeUnlessNewer } from './guarded-writes';
import {
  type BatchDoc,
  type BatchErrorDoc,
  COLLECTIONS,
  type CheckpointDoc,
  type CounterDoc,
  INDEXES,
  type PatientDoc,
  VIEW_ONLY,
  VISITS_OF_PATIENT_ORDER,
  type VisitDoc,
  batchDoc,
  batchErrorDoc,
  patientDoc,
  visitDoc,
} from './mongo-documents';
import { BATCH_ERROR_ROWS_PER_CHUNK, pagedErrorItemChunks } from '../batch-error-items';
import { readSeekPage } from '../seek-pages';
import { SEEK_FROM_OFFSET, SeekMarks } from '../seek-marks';
import { mongoSeekableList } from './mongo-list-pages';

/**
 * One index per call: FerretDB 1.24 (the local stand-in for MongoDB) drops the
 * connection when one createIndexes call names several indexes that already
 * exist, which is every process start after the first.
 */
async function ensureIndexes<T extends Document>(
  collection: Collection<T>,
  indexes: IndexDescription[],
): Promise<void> {
  for (const index of indexes) await collection.createIndexes([index]);
}

const STATUS_MOVES = 'status_moves';

/** A stored patient whose status is not the one about to replace it. */
const movedStatus = (doc: PatientDoc): Filter<PatientDoc> => ({
  'patient.menopause_status': { $ne: doc.patient.menopause_status },
});

/** Two first writers racing on an upsert: the loser's duplicate key is retried once, as an update. */
async function upsertOnce(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if ((error as { code?: unknown }).code !== 11000) throw error;
    await write();
  }
}

/** Only the filters that are set, like the SQL adapter's WHERE clause. */
function definedOnly<T extends object>(conditions: T): T {
  return Object.fromEntries(Object.entries(conditions).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The read models in MongoDB (or FerretDB). Each document carries the
 * position of the last event applied and every write is conditional on it,
 * so a commit needs no multi-document transaction: a replayed or stale write
 * changes nothing, and the checkpoint, written last, only ever moves forward.
 * A crash between the views and the checkpoint just replays a few events.
 */
export class MongoReadModelStore implements ReadModelStore {
  private readonly patients: Collection<PatientDoc>;
  private readonly visits: Collection<VisitDoc>;
  private readonly batches: Collection<BatchDoc>;
  private readonly errors: Collection<BatchErrorDoc>;
  private readonly checkpoints: Collection<CheckpointDoc>;
  private readonly counters: Collection<CounterDoc>;
  private readonly marks = new SeekMarks();

  private constructor(db: Db) {
    this.patients = db.collection<PatientDoc>(COLLECTIONS.patients);
    this.visits = db.collection<VisitDoc>(COLLECTIONS.visits);
    this.batches = db.collection<BatchDoc>(COLLECTIONS.batches);
    this.errors = db.collection<BatchErrorDoc>(COLLECTIONS.batchErrors);
    this.checkpoints = db.collection<CheckpointDoc>(COLLECTIONS.checkpoints);
    this.counters = db.collection<CounterDoc>(COLLECTIONS.counters);
  }

  /** createIndexes is idempotent, so every process may run it at start. */
  static async open(db: Db): Promise<MongoReadModelStore> {
    const store = new MongoReadModelStore(db);
    await ensureIndexes(store.patients, INDEXES.patients);
    await ensureIndexes(store.visits, INDEXES.visits);
    await ensureIndexes(store.errors, INDEXES.batchErrors);
    // Views written before records carried their organization are dropped with the checkpoints: the projector
    // rebuilds them from the log, whose metadata always named it. The organization index answers this lookup.
    const outdated = await store.patients.findOne({ organization_id: { $exists: false } }, { projection: { _id: 1 } });
    if (outdated) await store.reset();
    return store;
  }

  async load(keys: ViewKeys): Promise<LoadedViews> {
    const [patients, visits, batches] = await Promise.all([
      keys.patients.length === 0
        ? []
        : this.patients
            .find({ _id: { $in: keys.patients } })
            .project<PatientView>(VIEW_ONLY)
            .toArray(),
      keys.visits.length === 0
        ? []
        : this.visits
            .find({ _id: { $in: keys.visits } })
            .project<VisitView>(VIEW_ONLY)
            .toArray(),
      keys.batches.length === 0
        ? []
        : this.batches
            .find({ _id: { $in: keys.batches } })
            .project<BatchView>({ _id: 0 })
            .toArray(),
    ]);
    return {
      patients: new Map(patients.map((view) => [view.id, view])),
      visits: new Map(visits.map((view) => [view.id, view])),
      batches: new Map(batches.map((view) => [view.id, view])),
    };
  }

  async commit(projection: string, changes: ViewChanges, checkpoint: Position): Promise<void> {
    // Views first, checkpoint after: a checkpoint never claims views that are not written yet.
    const [statusMoves] = await Promise.all([
      writeUnlessNewer(this.patients, changes.patients.map(patientDoc), movedStatus),
      writeUnlessNewer(this.visits, changes.visits.map(visitDoc)),
      writeUnlessNewer(this.batches, changes.batches.map(batchDoc)),
      insertOnce(this.errors, changes.batchErrors.map(batchErrorDoc)),
    ]);
    // Counted after the moves are written, so marks taken under the old count are not used past this point.
    if (statusMoves > 0) await this.countStatusMoves(statusMoves);
    await this.advanceCheckpoint(projection, checkpoint);
  }

  /** `$max` keeps the checkpoint monotonic. */
  private async advanceCheckpoint(projection: string, position: Position): Promise<void> {
    await upsertOnce(() => this.checkpoints.updateOne({ _id: projection }, { $max: { position } }, { upsert: true }));
  }

  /**
   * menopause_status is the one patient filter field an update changes: a patient moving into or out of a
   * status list below one of its marks shifts every later row, so a status list's marks are kept under this
   * count and left unused once it moves, as the SQL stores' trigger-kept counts do.
   */
  private async countStatusMoves(moves: number): Promise<void> {
    await upsertOnce(() =>
      this.counters.updateOne({ _id: STATUS_MOVES }, { $inc: { count: moves } }, { upsert: true }),
    );
  }

  private async statusMoves(): Promise<number> {
    return (await this.counters.findOne({ _id: STATUS_MOVES }))?.count ?? 0;
  }

  async checkpoint(projection: string): Promise<Position | null> {
    const doc = await this.checkpoints.findOne({ _id: projection });
    return doc ? Number(doc.position) : null;
  }

  async reset(): Promise<void> {
    // deleteMany rather than drop: the indexes stay, and no collection has to be recreated under a running reader.
    await Promise.all(
      [this.patients, this.visits, this.batches, this.errors, this.checkpoints].map((c) => c.deleteMany({})),
    );
    // Emptied lists fill again from the log: marks taken before must not be used on them.
    await this.countStatusMoves(1);
  }

  async getPatient(id: string): Promise<PatientView | null> {
    return this.patients.findOne<PatientView>({ _id: id }, { projection: VIEW_ONLY });
  }

  async listPatients(filter: PatientFilter, page: Page): Promise<PageOf<PatientView>> {
    const where: Filter<PatientDoc> = definedOnly({
      organization_id: filter.organization_id,
      'patient.region': filter.region,
      'patient.race': filter.race,
      'patient.menopause_status': filter.menopause_status,
    });
    // A status list's marks hold until the next status move; only deep pages use marks.
    const scope =
      filter.menopause_status === undefined || page.offset < SEEK_FROM_OFFSET
        ? ''
        : ` moves ${await this.statusMoves()}`;
    return this.page(this.patients, where, page, scope);
  }

  async getVisit(id: string): Promise<VisitView | null> {
    return this.visits.findOne<VisitView>({ _id: id }, { projection: VIEW_ONLY });
  }

  async listVisits(filter: VisitFilter, page: Page): Promise<PageOf<VisitView>> {
    // visit_date is stored as YYYY-MM-DD, so string order is date order and the bounds are inclusive like the SQL ones.
    const dateRange = definedOnly({ $gte: filter.from, $lte: filter.to });
    const where: Filter<VisitDoc> = definedOnly({
      organization_id: filter.organization_id,
      'visit.patient_id': filter.patient_id,
      'visit.visit_type': filter.visit_type,
      'visit.visit_date': Object.keys(dateRange).length > 0 ? dateRange : undefined,
    });
    return this.page(this.visits, where, page, ''); // no visit filter field ever changes
  }

  private async page<D extends PatientDoc | VisitDoc, V extends Document>(
    collection: Collection<D>,
    where: Filter<D>,
    page: Page,
    scope: string,
  ): Promise<PageOf<V>> {
    return readSeekPage(this.marks, mongoSeekableList<D, V>(collection, where, scope), page);
  }

  async visitsOfPatient(patientId: string): Promise<VisitView[]> {
    return this.visits
      .find({ 'visit.patient_id': patientId })
      .sort(VISITS_OF_PATIENT_ORDER)
      .project<VisitView>(VIEW_ONLY)
      .toArray();
  }

  async getBatch(id: string): Promise<BatchView | null> {
    return this.batches.findOne<BatchView>({ _id: id }, { projection: { _id: 0 } });
  }

  async acceptedBatches(): Promise<BatchView[]> {
    return this.batches.find({ phase: 'accepted' }).sort({ _id: 1 }).project<BatchView>({ _id: 0 }).toArray();
  }

  batchErrorItemChunks(id: string, rowsPerChunk = BATCH_ERROR_ROWS_PER_CHUNK): AsyncIterable<string> {
    return pagedErrorItemChunks(
      (after, limit) =>
        this.errors
          .find({ batch_id: id, row_number: { $gt: after } })
          .sort({ row_number: 1 })
          .limit(limit)
          .project<Pick<BatchRowErrors, 'row_number' | 'errors'>>({ _id: 0, row_number: 1, errors: 1 })
          .toArray(),
      rowsPerChunk,
    );
  }

  async batchErrors(id: string): Promise<BatchRowErrors[]> {
    return this.errors.find({ batch_id: id }).sort({ row_number: 1 }).project<BatchRowErrors>({ _id: 0 }).toArray();
  }

  async close(): Promise<void> {
    // The client belongs to the MongoConnection, shared with the projector lease.
  }
}
