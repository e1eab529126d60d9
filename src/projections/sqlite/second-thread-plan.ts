import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startSourceThread } from '../../shared/source-thread';
import { BuildStopped, type VisitFeed } from '../datasets/export-files';
import type { VisitView } from '../views';
import type { PhaseSink } from '../datasets/export-phases';
import { type VisitTail, partFileName } from '../datasets/text-table-files';
import type { WrittenFile } from '../datasets/table-file-sink';
import type { EncodedTable, LiveExportRequest, SecondThreadJob, SecondThreadReply } from './live-export-messages';
import { RemoteParquetSink } from './remote-parquet-sink';
import { RemoteVisitFeed } from './remote-visit-feed';
import type { SecondThreadPlan, SqliteLiveSnapshot } from './sqlite-live-views';

/** Rows (patients and visits) below which a build keeps to one thread: a thread's start costs about 0.2 s of CPU. */
export const SECOND_THREAD_MIN_ROWS = 20_000;
/**
 * A patient row's CPU in visit rows (a visit with its medications): the
 * export thread writes the patients and the first visits, the second thread
 * the other visits, split so that both have about as much to do.
 */
const PATIENT_WEIGHT = 0.6;
/** The second thread's young generation: half the export thread's, to keep the service's peak RSS down. */
const YOUNG_GENERATION_MB = 48;

/** The id of the first visit the second thread writes, or undefined when there are no visits. */
function splitVisitId(snapshot: SqliteLiveSnapshot, patients: number, visits: number): string | undefined {
  if (visits === 0) return undefined;
  const offset = Math.round((visits - patients * PATIENT_WEIGHT) / 2);
  return snapshot.visitIdAt(Math.min(Math.max(offset, 0), visits - 1));
}

/** The second thread's one answer, its phases passed on meanwhile. */
function answerOf(thread: Worker, phase: PhaseSink | undefined): Promise<SecondThreadReply> {
  return new Promise((resolve, reject) => {
    thread.on('message', (reply: SecondThreadReply) => {
      if (reply.kind === 'phase') phase?.(reply.timing);
      // An encoder's answer (see RemoteParquetSink) or a page of visits (see RemoteVisitFeed) is not the thread's.
      else if (!reply.kind.startsWith('encode-') && reply.kind !== 'visit-page') resolve(reply);
    });
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`second export thread exited with code ${code}`)));
  });
}

/** The answer's files, null when the thread's snapshot saw other views, thrown when it stopped or failed. */
async function filesOf<K extends 'visit-tail' | 'patients'>(
  answer: Promise<SecondThreadReply>,
  kind: K,
): Promise<Extract<SecondThreadReply, { kind: K }> | null> {
  const reply = await answer;
  if (reply.kind === kind) return reply as Extract<SecondThreadReply, { kind: K }>;
  if (reply.kind === 'no-snapshot') return null;
  if (reply.kind === 'stopped') throw new BuildStopped();
  throw new Error(`second export thread failed: ${reply.kind === 'failed' ? reply.message : reply.kind}`);
}

/**
 * Starts a build's second thread on the snapshot's tables (when they are
 * large enough) and says what it does: for CSV and NDJSON the later part of
 * the visits, for Parquet the patients file and the encoding of the visits'
 * and medications' files. `end` stops the thread, done
 * or not, once the build is over.
 */
export function planSecondThread(
  snapshot: SqliteLiveSnapshot,
  request: LiveExportRequest,
  minimumRows: number,
  phase: PhaseSink | undefined,
): { plan: SecondThreadPlan; end: () => Promise<number> } | undefined {
  const { patients, visits } = snapshot.counts();
  if (patients + visits < minimumRows) return undefined;
  let job: SecondThreadJob;
  if (request.format === 'parquet') {
    if (patients === 0) return undefined;
    job = { kind: 'patients' };
  } else {
    const from = splitVisitId(snapshot, patients, visits);
    if (from === undefined) return undefined;
    job = { kind: 'visit-tail', from };
  }
  const thread = startSourceThread(
    __filename,
    'live-export-second-thread',
    { ...request, job },
    {
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      maxOldGenerationSizeMb: request.oldGenerationMb,
    },
  );
  // Listening before any message can come: the visits' first pages may arrive before the pass asks for them.
  const visitPages = request.format === 'parquet' ? new RemoteVisitFeed(thread) : undefined;
  const answer = answerOf(thread, phase);
  const end = (): Promise<number> => thread.terminate();
  if (job.kind === 'patients') {
    const file = filesOf(answer, 'patients').then((reply): WrittenFile | null => reply?.file ?? null);
    file.catch(() => undefined); // awaited after the visits; a failure meanwhile is not unhandled
    // The visits' and medications' files are encoded there too, from the rows this thread reads.
    const parquetSink = (table: EncodedTable, path: string): RemoteParquetSink =>
      new RemoteParquetSink(thread, table, path);
    const visitFeed = visitPages && ((local: () => Iterator<VisitView>): VisitFeed => visitPages.orElse(local));
    return { plan: { work: { patients: file, parquetSink, visitFeed } }, end };
  }
  const from = job.from;
  const format = request.format;
  // Parts left by a build that stopped or failed before appending them go too (a cancel removes the directory).
  const endAndTidy = async (): Promise<number> => {
    const code = await end();
    for (const table of ['visits', 'medications'] as const)
      rmSync(join(request.dir, partFileName(table, format)), { force: true });
    return code;
  };
  const parts = filesOf(answer, 'visit-tail').then((reply): VisitTail | null => reply?.tail ?? null);
  parts.catch(() => undefined);
  return {
    plan: { work: { visitTail: { parts, rest: () => snapshot.visits({ from }) } }, visitsBefore: from },
    end: endAndTidy,
  };
}
