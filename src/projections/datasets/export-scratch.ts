import Database from 'better-sqlite3';
import type { Position } from '../../events/event-store';
import type { LoadedViews, ViewChanges, ViewKeys } from '../read-model-store';
import type { BatchView, PatientView, VisitView } from '../views';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS patients (id TEXT PRIMARY KEY, view TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS visits (id TEXT PRIMARY KEY, view TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS batches (id TEXT PRIMARY KEY, view TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS progress (id INTEGER PRIMARY KEY CHECK (id = 1), position INTEGER, replayed INTEGER);
`;

export interface ReplayCheckpoint {
  /** The last event folded in; null before the first. */
  position: Position | null;
  replayed: number;
}

type ViewTable = 'patients' | 'visits' | 'batches';

/**
 * An export's replay on disk: the views folded so far and the checkpoint
 * they are as of, committed together, so a build that stops anywhere
 * resumes from the checkpoint with views that match it. Memory stays that
 * of SQLite's page cache, whatever the size of the log.
 */
export class ScratchViews {
  private readonly db: Database.Database;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // A lost scratch file is rebuilt from the log: no fsync per chunk.
    this.db.pragma('synchronous = OFF');
    this.db.pragma('cache_size = -16000');
    this.db.exec(SCHEMA);
  }

  checkpoint(): ReplayCheckpoint {
    const row = this.db.prepare('SELECT position, replayed FROM progress WHERE id = 1').get() as
      { position: number | null; replayed: number } | undefined;
    return row ? { position: row.position, replayed: row.replayed } : { position: null, replayed: 0 };
  }

  private loadInto<T>(table: ViewTable, ids: string[], into: Map<string, T>): void {
    const statement = this.db.prepare(`SELECT view FROM ${table} WHERE id = ?`).pluck();
    for (const id of new Set(ids)) {
      const text = statement.get(id) as string | undefined;
      if (text !== undefined) into.set(id, JSON.parse(text) as T);
    }
  }

  load(keys: ViewKeys): LoadedViews {
    const views: LoadedViews = { patients: new Map(), visits: new Map(), batches: new Map() };
    this.loadInto<PatientView>('patients', keys.patients, views.patients);
    this.loadInto<VisitView>('visits', keys.visits, views.visits);
    this.loadInto<BatchView>('batches', keys.batches, views.batches);
    return views;
  }

  commit(changes: ViewChanges, checkpoint: ReplayCheckpoint): void {
    const put = (table: ViewTable) =>
      this.db.prepare(
        `INSERT INTO ${table} (id, view) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET view = excluded.view`,
      );
    this.db.transaction(() => {
      const patients = put('patients');
      for (const view of changes.patients) patients.run(view.id, JSON.stringify(view));
      const visits = put('visits');
      for (const view of changes.visits) visits.run(view.id, JSON.stringify(view));
      const batches = put('batches');
      for (const view of changes.batches) batches.run(view.id, JSON.stringify(view));
      this.db
        .prepare('INSERT OR REPLACE INTO progress (id, position, replayed) VALUES (1, ?, ?)')
        .run(checkpoint.position, checkpoint.replayed);
    })();
  }

  /** Every view of a table in id order (byte order, which is code-unit order for the ASCII ids), read as it goes. */
  *inIdOrder<T extends PatientView | VisitView>(table: 'patients' | 'visits'): Generator<T> {
    for (const text of this.db.prepare(`SELECT view FROM ${table} ORDER BY id`).pluck().iterate())
      yield JSON.parse(text as string) as T;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
