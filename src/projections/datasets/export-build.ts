import { join } from 'node:path';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { isDomainEventType } from '../../events/domain-events';
import type { EventReader } from '../../events/event-store';
import { freeTextColumnsOfTable } from '../../shared/free-text';
import { foldEvents, viewKeysOf } from '../fold-views';
import type { PatientView, VisitView } from '../views';
import { MANIFEST_FILE, type ManifestTable, renderManifest } from './dataset-snapshot';
import { TABLE_COLUMNS } from './dataset-tables';
import {
  BuildStopped,
  type TableWriteControl,
  type ViewSource,
  type WrittenTable,
  writeDatasetTables,
} from './export-files';
import { ScratchViews } from './export-scratch';
import type { BuildState, ExportFile } from './export-store';
import { sha256Hex } from './dataset-files';
import { type HeadHash, type LogChain, chainAt, headHashAt } from './replay-as-of';
import { writeFileSync } from 'node:fs';
import type { LiveViews } from './live-views';

/** How long to wait for appends still in flight below the position (server profile) before failing the build. */
const SETTLE_TIMEOUT_MS = 10_000;

export interface BuildContext {
  dir: string;
  reader: EventReader;
  chain: LogChain;
  /** Events read and folded per step; the event loop gets a turn between steps. */
  chunkEvents: number;
  /** Checked between steps: true stops the build with BuildStopped (it resumes from its checkpoint later). */
  shouldStop: () => boolean;
  /** Each step's new state (phase, events replayed, table being written). */
  onState: (state: BuildState) => void;
  /** The live views, read instead of a replay when they show exactly the build's position (embedded profile). */
  liveViews?: LiveViews;
}

/**
 * Folds the log after the scratch replay's checkpoint up to the build's
 * position, one chunk per step, each chunk's views committed with its
 * checkpoint: a build stopped anywhere goes on from there.
 */
async function replay(scratch: ScratchViews, state: BuildState, context: BuildContext): Promise<number> {
  let { position: cursor, replayed } = scratch.checkpoint();
  let waitingSince: number | null = null;
  while ((cursor ?? 0) < state.position) {
    if (context.shouldStop()) throw new BuildStopped();
    const chunk = await context.reader.readAll(cursor, context.chunkEvents);
    if (context.shouldStop()) throw new BuildStopped(); // the read may have waited long: its lease may be gone
    const upTo = chunk.filter((event) => event.position <= state.position);
    if (upTo.length > 0) {
      const domain = upTo.filter((event) => isDomainEventType(event.type));
      const changes = foldEvents(scratch.load(viewKeysOf(domain)), domain);
      cursor = upTo[upTo.length - 1].position;
      replayed += upTo.length;
      scratch.commit(changes, { position: cursor, replayed });
      context.onState({ ...state, phase: 'replaying', replayed });
    }
    if (upTo.length < chunk.length) break; // the next event is past the position
    if (chunk.length === 0) {
      waitingSince ??= Date.now();
      if (Date.now() - waitingSince > SETTLE_TIMEOUT_MS) throw new Error('the log did not settle up to the position');
      await sleep(20);
    } else {
      waitingSince = null;
      await nextTurn();
    }
  }
  return replayed;
}

/** The scratch replay's views as the source of a data set's tables. */
const scratchSource = (scratch: ScratchViews): ViewSource => ({
  patients: () => scratch.inIdOrder<PatientView>('patients'),
  visits: () => scratch.inIdOrder<VisitView>('visits'),
});

/**
 * Builds the files of a (position, format): from the live views when they
 * show exactly that position (no replay at all), otherwise from a replay
 * into a scratch database on disk; each table streamed to its file in id
 * order, then manifest.json. The tables and the manifest have the bytes
 * GET /datasets/snapshot gives for the same position and format.
 */
export async function runBuild(state: BuildState, context: BuildContext): Promise<BuildState> {
  const control: TableWriteControl = {
    shouldStop: context.shouldStop,
    progress: (table) => context.onState({ ...state, phase: 'writing', replayed: state.replayed, table }),
  };
  const live = await context.liveViews?.writeTablesAt(state.position, context.dir, state.format, control);
  if (live) {
    // The chain counts every event up to the position, as a replay would have read them.
    const { headHash, events } = await chainAt(context.chain, state.position);
    return finishBuild(state, context, events, headHash, live);
  }
  const scratch = new ScratchViews(join(context.dir, 'replay.sqlite'));
  try {
    const replayed = await replay(scratch, state, context);
    const headHash = await headHashAt(context.chain, state.position);
    const tables = await writeDatasetTables(scratchSource(scratch), context.dir, state.format, {
      ...control,
      progress: (table) => context.onState({ ...state, phase: 'writing', replayed, table }),
    });
    return await finishBuild(state, context, replayed, headHash, tables);
  } finally {
    scratch.close();
  }
}

/** The manifest over the written tables, and the build's final state. */
async function finishBuild(
  state: BuildState,
  context: BuildContext,
  replayed: number,
  headHash: HeadHash,
  written: WrittenTable[],
): Promise<BuildState> {
  const tables: ManifestTable[] = written.map(({ name, file, rows, sha256 }) => ({
    name,
    file,
    rows,
    columns: [...TABLE_COLUMNS[name]],
    free_text_columns: freeTextColumnsOfTable(name),
    sha256,
  }));
  const files: ExportFile[] = written.map(({ name, file, rows, size, sha256 }) => ({ name, file, rows, size, sha256 }));
  const manifest = {
    as_of_position: state.position,
    format: state.format,
    events_replayed: replayed,
    head_hash: headHash,
    tables,
  };
  const bytes = renderManifest(manifest);
  writeFileSync(join(context.dir, MANIFEST_FILE), bytes);
  files.push({ name: 'manifest', file: MANIFEST_FILE, rows: null, size: bytes.length, sha256: sha256Hex(bytes) });
  const latest = await context.chain.checkpoints.latest();
  const checkpoint = latest !== null && latest.position >= state.position ? latest : undefined;
  return { ...state, phase: 'done', replayed, table: undefined, manifest, files, checkpoint };
}
