import type { Worker } from 'node:worker_threads';
import type { Position } from '../../events/event-store';
import type { SqliteDatabase } from '../../storage/sqlite-client';
import { nextPatientsFileBeside, removeDatabaseFile } from '../../storage/sqlite-views-file';
import { startSourceThread } from '../../shared/source-thread';
import type { RebuildPhase } from '../rebuild-phases';
import {
  BUILT,
  type PatientCreationsData,
  type PatientCreationsMessage,
  SLOTS,
  STOPPED,
} from './patient-creations-messages';
import { createIndexSql, queryIndexesOn } from './sqlite-read-model-schema';
import { LIVE_TABLES } from './sqlite-table-names';

/** The schema the next views file attaches the patients' file under, for the copy. */
const PATIENTS_SCHEMA = 'patients_next';

/** What the thread built, once it is done. */
export interface PatientsBuilt {
  built: number;
  /** Its phases, timed on its own CPU clock (they ran beside the writer's). */
  phases: RebuildPhase[];
}

/**
 * The patients of a set-based rebuild, built on a thread and into a scratch
 * file of their own (`views-next-patients.sqlite`), table and query indexes,
 * while the writer builds the visits into the next views file: the two
 * tables' creations and the patients' index builds then take both cores
 * instead of one after the other. `copyInto` then copies the table into the
 * next views file as SQLite stores it (its transfer of an identical table and
 * indexes into an empty one: rows and index entries appended in order, no
 * sorting again).
 */
export class PatientCreationsBeside {
  private readonly shared: Int32Array;
  private readonly worker: Worker;
  private readonly file: string;
  private readonly result: Promise<PatientsBuilt>;

  constructor(logFile: string, definition: string, head: Position, positions: number) {
    const progress = new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);
    this.shared = new Int32Array(progress);
    this.file = nextPatientsFileBeside(logFile);
    const data: PatientCreationsData = { logFile, file: this.file, definition, head, positions, progress };
    this.worker = startSourceThread(__filename, 'patient-creations-thread', data);
    this.result = new Promise<PatientsBuilt>((resolve, reject) => {
      this.worker.on('message', (message: PatientCreationsMessage) => {
        if (message.kind === 'done') resolve({ built: message.built, phases: message.phases });
        else reject(Object.assign(new Error(message.message), { stack: message.stack }));
      });
      this.worker.on('error', reject);
      this.worker.on('exit', () => reject(new Error('the patients creation thread stopped before it was done')));
    });
    // Awaited by `done`; a failure while the writer is still inserting must not go unhandled meanwhile.
    this.result.catch(() => undefined);
  }

  /** Registrations built so far (for progress). */
  get built(): number {
    return Atomics.load(this.shared, BUILT);
  }

  /** Waits for the thread to finish its table and indexes. */
  done(): Promise<PatientsBuilt> {
    return this.result;
  }

  /**
   * Copies the built patients into `next`'s empty table of the same definition, with the same query indexes
   * made there first so that SQLite copies their entries too, then deletes the scratch file.
   */
  copyInto(next: SqliteDatabase): void {
    for (const index of queryIndexesOn(LIVE_TABLES.patients)) next.exec(createIndexSql(index));
    next.prepare(`ATTACH DATABASE ? AS ${PATIENTS_SCHEMA}`).run(this.file);
    try {
      next.exec(`INSERT INTO main.${LIVE_TABLES.patients} SELECT * FROM ${PATIENTS_SCHEMA}.${LIVE_TABLES.patients}`);
    } finally {
      next.exec(`DETACH DATABASE ${PATIENTS_SCHEMA}`);
    }
    removeDatabaseFile(this.file);
  }

  /** Stops the thread (between two slices if it is still inserting) and deletes its file. */
  async stop(): Promise<void> {
    Atomics.store(this.shared, STOPPED, 1);
    await this.worker.terminate();
    removeDatabaseFile(this.file);
  }
}
