import type { Worker } from 'node:worker_threads';
import type { Position } from '../../events/event-store';
import type { SqliteDatabase } from '../../storage/sqlite-client';
import { nextBesideFile, removeDatabaseFile } from '../../storage/sqlite-views-file';
import { startSourceThread } from '../../shared/source-thread';
import {
  BUILT,
  type BuiltBeside,
  type CreationsBesideData,
  type CreationsBesideMessage,
  SLOTS,
  STOPPED,
} from './creations-beside-messages';
import { createIndexSql, queryIndexesOn } from './sqlite-read-model-schema';
import { APPEND_VISITS_BESIDE } from './sqlite-set-creations';
import { LIVE_TABLES } from './sqlite-table-names';
import type { SliceClaims } from './creation-slice-claims';

/** The schema the next views file attaches the file beside under, for the copy. */
const BESIDE_SCHEMA = 'beside_next';

/**
 * The creations a set-based rebuild builds on a second thread and into a
 * scratch file of its own (`views-next-beside.sqlite`) while the writer
 * builds the visits into the next views file: the patients' table and its
 * query indexes, then the visits of the slices it takes from the back of the
 * log while the writer takes them from the front (see SliceClaims), so both
 * cores insert until the last slice. `copyInto` then brings both into the
 * next views file: the patients as SQLite stores them (its transfer of an
 * identical table and indexes into an empty one: rows and index entries
 * appended in order, no sorting again), the visits appended after the
 * writer's.
 */
export class CreationsBeside {
  private readonly shared: Int32Array;
  private readonly worker: Worker;
  private readonly file: string;
  private readonly result: Promise<BuiltBeside>;

  constructor(logFile: string, definition: string, head: Position, positions: number, claims: SliceClaims) {
    const progress = new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);
    this.shared = new Int32Array(progress);
    this.file = nextBesideFile(logFile);
    const data: CreationsBesideData = {
      logFile,
      file: this.file,
      definition,
      head,
      positions,
      claims: claims.buffer,
      progress,
    };
    this.worker = startSourceThread(__filename, 'creations-beside-thread', data);
    this.result = new Promise<BuiltBeside>((resolve, reject) => {
      this.worker.on('message', (message: CreationsBesideMessage) => {
        if (message.kind === 'done') resolve(message);
        else reject(Object.assign(new Error(message.message), { stack: message.stack }));
      });
      this.worker.on('error', reject);
      this.worker.on('exit', () =>
        reject(new Error('the creation thread beside the writer stopped before it was done')),
      );
    });
    // Awaited by `done`; a failure while the writer is still inserting must not go unhandled meanwhile.
    this.result.catch(() => undefined);
  }

  /** Creation events built so far (for progress). */
  get built(): number {
    return Atomics.load(this.shared, BUILT);
  }

  /** Waits for the thread to finish (its last slice, once the writer has taken the others). */
  done(): Promise<BuiltBeside> {
    return this.result;
  }

  /**
   * Copies the built patients into `next`'s empty table of the same definition, with the same query indexes
   * made there first so that SQLite copies their entries too; appends the visits built beside after the
   * writer's (see APPEND_VISITS_BESIDE). Each step is timed by `time`. The file stays for the fold phase, which
   * reads what the thread gathered for it (see FOLD_GATHERED); `stop` deletes it.
   */
  copyInto(next: SqliteDatabase, time: <T>(phase: string, step: () => T) => T): void {
    next.prepare(`ATTACH DATABASE ? AS ${BESIDE_SCHEMA}`).run(this.file);
    try {
      time('creations: patients copied in', () => {
        for (const index of queryIndexesOn(LIVE_TABLES.patients)) next.exec(createIndexSql(index));
        next.exec(`INSERT INTO main.${LIVE_TABLES.patients} SELECT * FROM ${BESIDE_SCHEMA}.${LIVE_TABLES.patients}`);
      });
      time('creations: visits beside appended', () => next.exec(APPEND_VISITS_BESIDE(LIVE_TABLES, BESIDE_SCHEMA)));
    } finally {
      next.exec(`DETACH DATABASE ${BESIDE_SCHEMA}`);
    }
  }

  /** Stops the thread (between two slices if it is still inserting) and deletes its file; once the fold is done. */
  async stop(): Promise<void> {
    Atomics.store(this.shared, STOPPED, 1);
    await this.worker.terminate();
    removeDatabaseFile(this.file);
  }
}
