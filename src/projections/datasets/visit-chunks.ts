import type { VisitView } from '../views';
import { type Cell, TABLE_COLUMNS, fillMedicationRow, fillVisitRow } from './dataset-tables';
import { BatchedRows } from './parquet-table-sinks';

export { VISIT_CHUNK_ROWS } from './visit-chunk-rows';

/**
 * Whether the chunk `index` (from 0) of a split build is shaped on the second
 * thread: one in three. The export thread then only reads those views (about
 * a seventh of a chunk's CPU) and the second thread, which encodes every
 * batch, parses and shapes them; measured to even the two threads out
 * (docs/performance.md). The first chunk always stays, so an empty or small
 * table is shaped where it is read.
 */
export const sharedChunk = (index: number): boolean => index % 3 === 2;

/** Views of a shared chunk sent to the second thread in one message: an eighth of a chunk's texts held at a time. */
export const SHARED_PIECE_ROWS = 1_024;

export interface RowSink {
  readonly add: (cells: readonly Cell[]) => void;
}

/** A visit's row and its medications' rows, into rows reused from one visit to the next (a batch copies them). */
export class VisitRowShaper {
  private readonly visitCells = new Array<Cell>(TABLE_COLUMNS.visits.length);
  private readonly medicationCells = new Array<Cell>(TABLE_COLUMNS.medications.length);

  constructor(
    private readonly visits: RowSink,
    private readonly medications: RowSink,
  ) {}

  add(view: VisitView): void {
    this.visits.add(fillVisitRow(view, this.visitCells));
    for (const medication of view.visit.medications ?? [])
      this.medications.add(fillMedicationRow(view, medication, this.medicationCells));
  }
}

/** A chunk's batches (Arrow IPC bytes) per table and the rows they hold. */
export interface ShapedChunk {
  visits: Uint8Array[];
  medications: Uint8Array[];
  rows: { visits: number; medications: number };
}

/**
 * Chunks of stored views (JSON text) shaped into the batches the export
 * thread would have made of them: used by the second thread for the chunks
 * it is sent (see sharedChunk). Its column buffers are reused for every chunk.
 */
export class ViewChunkShaper {
  private readonly out: { visits: Uint8Array[]; medications: Uint8Array[] } = { visits: [], medications: [] };
  private readonly visits = new BatchedRows(TABLE_COLUMNS.visits, (ipc) => this.out.visits.push(ipc));
  private readonly medications = new BatchedRows(TABLE_COLUMNS.medications, (ipc) => this.out.medications.push(ipc));
  private readonly rows = new VisitRowShaper(this.visits, this.medications);

  /** A piece of a chunk (`last`: the chunk's last): the batches it filled, and the chunk's last ones. */
  shape(texts: readonly string[], last: boolean): ShapedChunk {
    const before = { visits: this.visits.count, medications: this.medications.count };
    for (const text of texts) this.rows.add(JSON.parse(text) as VisitView);
    if (last) {
      this.visits.endChunk();
      this.medications.endChunk();
    }
    const shaped: ShapedChunk = {
      ...this.out,
      rows: { visits: this.visits.count - before.visits, medications: this.medications.count - before.medications },
    };
    this.out.visits = [];
    this.out.medications = [];
    return shaped;
  }

  /** An empty batch of the table (an empty table's file holds one). */
  empty(table: 'visits' | 'medications'): Uint8Array {
    this[table].end();
    return this.out[table].splice(0)[0];
  }
}
