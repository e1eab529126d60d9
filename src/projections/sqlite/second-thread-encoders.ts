import type { MessagePort } from 'node:worker_threads';
import { TABLE_COLUMNS } from '../datasets/dataset-tables';
import { ParquetEncoder } from '../datasets/parquet-encoder';
import { FileSink } from '../datasets/table-file-sink';
import type { PhaseSink } from '../datasets/export-phases';
import { threadCpuMs } from '../../shared/thread-cpu';
import type { EncodedTable, EncoderReply, EncoderRequest } from './live-export-messages';

interface OpenFile {
  encoder: ParquetEncoder;
  file: FileSink;
}

/**
 * The second thread's Parquet encoders for the tables the export thread
 * reads (visits and medications): each batch's bytes come in a message and
 * are encoded and written here, so the export thread's core reads, parses
 * and shapes rows while this one encodes them. Each table's requests are
 * handled in order; a batch is answered once its encoder has taken it.
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
      return { file, encoder: await ParquetEncoder.open(TABLE_COLUMNS[table], (chunk) => file.write(chunk)) };
    } catch (error) {
      file.abandon();
      throw error;
    }
  };

  const handle = async (request: EncoderRequest): Promise<void> => {
    const { table } = request;
    if (request.kind === 'encode-open') {
      const opened = open(table, request.path);
      opened.catch(() => undefined); // reported by the next request that needs it
      files.set(table, opened);
      return;
    }
    const opened = files.get(table);
    if (opened === undefined) throw new Error(`no ${table} file open`);
    const { encoder, file } = await opened;
    if (request.kind === 'encode-batch') {
      encoder.push(request.ipc);
      await encoder.drained();
      post({ kind: 'encode-taken', table });
    } else if (request.kind === 'encode-end') {
      encoder.end();
      await encoder.done;
      const written = file.finish(request.rows);
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

  port.on('message', (request: EncoderRequest | { kind: string }) => {
    if (!isEncoderRequest(request)) return; // the visits' pages' answers (see serveVisitPages)
    const { table } = request;
    const queued = (queues.get(table) ?? Promise.resolve()).then(() => handle(request));
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
  });
}

const isEncoderRequest = (message: EncoderRequest | { kind: string }): message is EncoderRequest =>
  message.kind.startsWith('encode-');
