import { parentPort, workerData } from 'node:worker_threads';
import { BuildStopped, type TableWriteControl, parquetPatients } from '../datasets/export-files';
import { writeVisitTail } from '../datasets/text-table-files';
import type { SecondThreadReply, SecondThreadRequest } from './live-export-messages';
import { serveParquetEncoders } from './second-thread-encoders';
import { type VisitPages, serveVisitPages } from './second-thread-visit-pages';
import { type SqliteLiveSnapshot, SqliteLiveViews } from './sqlite-live-views';

/**
 * A build's second thread (started by its export thread, see
 * planSecondThread): its own connection and read transaction, checked to
 * show the same views at the build's position, then its share of the files.
 */
const request = workerData as SecondThreadRequest;
const stop = new Int32Array(request.stop);
const post = (reply: SecondThreadReply): void => parentPort?.postMessage(reply);

/** CPU of this thread's own passes (the patients), told apart from its encoders'. */
let ownCpuMs = 0;
const control: TableWriteControl = {
  shouldStop: () => Atomics.load(stop, 0) !== 0,
  progress: () => undefined,
  phase: (timing) => {
    ownCpuMs += timing.cpuMs;
    post({ kind: 'phase', timing: { ...timing, name: `second thread: ${timing.name}` } });
  },
  thread: 'export',
};

// Served whatever this thread's snapshot shows: the encoders only see rows the export thread read.
if (request.format === 'parquet' && parentPort)
  serveParquetEncoders(
    parentPort,
    (timing) => post({ kind: 'phase', timing: { ...timing, name: `second thread: ${timing.name}` } }),
    () => ownCpuMs,
  );

async function run(): Promise<SecondThreadReply> {
  const snapshot = new SqliteLiveViews(request.file, request.projection).snapshotAt(request.position);
  // Views moved on since the export thread looked (a patient or visit changed): that thread writes this share itself.
  if (snapshot === null) return { kind: 'no-snapshot' };
  try {
    const { job } = request;
    if (job.kind === 'patients') {
      pages = visitPagesFor(snapshot);
      const file = await parquetPatients(snapshot, request.dir, control);
      await pages?.done;
      return { kind: 'patients', file };
    }
    if (request.format === 'parquet') throw new Error('a Parquet table is not written in parts');
    const visits = snapshot.visits({ from: job.from });
    return { kind: 'visit-tail', tail: await writeVisitTail(visits, request.dir, request.format, control) };
  } finally {
    pages?.stop();
    snapshot.close();
  }
}

let pages: VisitPages | undefined;

/** For Parquet, the visits stepped here for the export thread's pass, beside the patients' file. */
function visitPagesFor(snapshot: SqliteLiveSnapshot): VisitPages | undefined {
  if (request.format !== 'parquet' || !parentPort) return undefined;
  const wallStart = performance.now();
  let cpuMs = 0;
  const served = serveVisitPages(parentPort, snapshot.visitTexts(), control.shouldStop, (spent) => {
    cpuMs += spent;
    ownCpuMs += spent;
  });
  void served.done.then(
    () =>
      post({
        kind: 'phase',
        timing: { name: 'second thread: visits: step', thread: 'export', wallMs: performance.now() - wallStart, cpuMs },
      }),
    () => undefined, // the pass's failure is the thread's answer (see run)
  );
  return served;
}

run().then(post, (error: unknown) =>
  post(
    error instanceof BuildStopped
      ? { kind: 'stopped' }
      : { kind: 'failed', message: error instanceof Error ? error.message : String(error) },
  ),
);
