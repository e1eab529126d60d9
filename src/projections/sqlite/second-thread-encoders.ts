import type { MessagePort } from 'node:worker_threads';
import { TABLE_COLUMNS } from '../datasets/dataset-tables';
import { ParquetEncoder } from '../datasets/parquet-encoder';
import { FileSink } from '../datasets/table-file-sink';
import { ViewChunkShaper } from '../datasets/visit-chunks';
import { type PhaseSink, threadCpuMs } from '../datasets/export-phases';
import type { EncodedTable, EncoderReply, EncoderRequest } from './live-export-messages';

interface OpenFile {
  encoder: ParquetEncoder;
  file: FileSink;
  /** Batches pushed into the encoder, and rows of the chunks this thread shaped. */
  pushed: number;
  shapedRows: number;
}

type TableRequest = Exclude<EncoderRequest, { kind: 'shape-views' }>;
/** A shaped chunk's batches for one table, handled in that table's turn. */
type QueuedWork =
  TableRequest | { kind: 'shaped'; table: EncodedTable; batches: Uint8Array[]; rows: number; last: boolean };

/**
 * The second thread's Parquet encoders for the tables the export thread
 * reads (visits and medications): each batch's bytes come in a message and
 * are encoded and written here, so the export thread's core reads, parses
 * and shapes rows while this one encodes them. Each table's requests are
 * handled in order; a batch is answered once its encoder has taken it.
 * Chunks of stored views sent here (see sharedChunk) are parsed and shaped
 * as they arrive, their batches queued behind those sent before, and
 * answered as one batch per table once taken.
 * `ownCpuMs` is the CPU of the thread's own passes so far (see the phase
 * posted when both files end).
 */
export function serveParquetEncoders(port: MessagePort, phase: PhaseSink, ownCpuMs: () => number): void {
  // The encoders' CPU is the thread's from here on less its own passes' (the patients), run in the same turns.
  const cpuStart = threadCpuMs();
  const wallStart = performance.now();
  const files = new Map<EncodedTable, Promise<OpenFile>>();
  const ended = new Set<EncodedTable>();
  const queues = new Map<EncodedTable, Promise<void>>();
  const post = (reply: EncoderReply): void => port.postMessage(reply);

  const open = async (table: EncodedTable, path: string): Promise<OpenFile> => {
    const file = new FileSink(path);
    try {
      const encoder = await ParquetEncoder.open(TABLE_COLUMNS[table], (chunk) => file.write(chunk));
      return { file, encoder, pushed: 0, shapedRows: 0 };
    } catch (error) {
      file.abandon();
      throw error;
    }
  };

  const shaper = new ViewChunkShaper();
  const push = async (target: OpenFile, ipc: Uint8Array): Promise<void> => {
    target.encoder.push(ipc);
    target.pushed += 1;
    await target.encoder.drained();
  };

  const handle = async (request: QueuedWork): Promise<void> => {
    const { table } = request;
    if (request.kind === 'encode-open') {
      const opened = open(table, request.path);
      opened.catch(() => undefined); // reported by the next request that needs it
      files.set(table, opened);
      return;
    }
    const opened = files.get(table);
    if (opened === undefined) throw new Error(`no ${table} file open`);
    const target = await opened;
    const { encoder, file } = target;
    if (request.kind === 'encode-batch' || request.kind === 'shaped') {
      const batches = request.kind === 'shaped' ? request.batches : [request.ipc];
      for (const ipc of batches) await push(target, ipc);
      if (request.kind === 'shaped') target.shapedRows += request.rows;
      if (request.kind === 'encode-batch' || request.last) post({ kind: 'encode-taken', table });
    } else if (request.kind === 'encode-end') {
      // An empty table's one empty batch, as a build on one thread writes it: neither thread sent a batch.
      if (target.pushed === 0) await push(target, shaper.empty(table));
      encoder.end();
      await encoder.done;
      const written = file.finish(request.rows + target.shapedRows);
      ended.add(table);
      // Posted before the last file: once the export thread has both files it may end this thread.
      if (ended.size === files.size)
        phase({
          name: 'visits + medications: encode',
          thread: 'export',
          wallMs: performance.now() - wallStart,
          cpuMs: threadCpuMs() - cpuStart - ownCpuMs(),
        });
      post({ kind: 'encode-file', table, file: written });
    } else {
      encoder.abort(new Error('stopped'));
      file.abandon();
    }
  };

  const enqueue = (work: QueuedWork): void => {
    const { table } = work;
    const queued = (queues.get(table) ?? Promise.resolve()).then(() => handle(work));
    // A failed table answers once and handles nothing more: its file is left unfinished.
    queues.set(
      table,
      queued.catch((error: unknown) => {
        void files.get(table)?.then(
          ({ file }) => file.abandon(),
          () => undefined,
        );
        post({ kind: 'encode-failed', table, message: error instanceof Error ? error.message : String(error) });
        return new Promise<void>(() => undefined);
      }),
    );
  };

  port.on('message', (request: EncoderRequest) => {
    if (request.kind !== 'shape-views') return enqueue(request);
    const shaped = shaper.shape(request.texts, request.last);
    for (const table of ['visits', 'medications'] as const)
      enqueue({ kind: 'shaped', table, batches: shaped[table], rows: shaped.rows[table], last: request.last });
  });
}
