import { join } from 'node:path';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { isDomainEventType } from '../../events/domain-events';
import type { EventReader } from '../../events/event-store';
import { freeTextColumnsOfTable } from '../../shared/free-text';
import { foldEvents, viewKeysOf } from '../fold-views';
import type { PatientView, VisitView } from '../views';
import { MANIFEST_FILE, type ManifestTable, renderManifest } from './dataset-snapshot';
import { TABLE_COLUMNS, patientRow } from './dataset-tables';
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
import { type HeadHash, type LogChain, chainAt } from './replay-as-of';
import { type ExportPhaseTiming, startPhase, timePhase } from './export-phases';
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
  patientRows: function* () {
    for (const view of scratch.inIdOrder<PatientView>('patients')) yield patientRow(view);
  },
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
  const phases: ExportPhaseTiming[] = [];
  const record = (timing: ExportPhaseTiming): void => void phases.push(timing);
  const control: TableWriteControl = {
    shouldStop: context.shouldStop,
    progress: (table) => context.onState({ ...state, phase: 'writing', replayed: state.replayed, table }),
    phase: record,
  };
  const chainHead = () =>
    timePhase('chain head at the position', 'main', record, () => chainAt(context.chain, state.position));
  // Embedded (live views), the position is committed, so the chain's fold from the last signed checkpoint,
  // which grows with the log's unsigned tail, runs here while the export thread writes the files.
  const early = context.liveViews ? chainHead() : null;
  early?.catch(() => undefined); // awaited below; a build stopped first must not leave it unhandled
  const views = context.liveViews;
  const live = views
    ? await timePhase('live files (the export thread, waited for)', 'main', record, () =>
        views.writeTablesAt(state.position, context.dir, state.format, control),
      )
    : null;
  if (live) {
    // The chain counts every event up to the position, as a replay would have read them.
    const { headHash, events } = await timePhase(
      'chain head: waited after the files',
      'main',
      record,
      () => early ?? chainHead(),
    );
    return finishBuild(state, context, events, headHash, live, phases);
  }
  const scratch = new ScratchViews(join(context.dir, 'replay.sqlite'));
  try {
    const replayed = await timePhase('replay into scratch views', 'main', record, () =>
      replay(scratch, state, context),
    );
    // Server profile: only after the replay has seen the log settle up to the position.
    const { headHash } = await (early ?? chainHead());
    const tables = await writeDatasetTables(scratchSource(scratch), context.dir, state.format, {
      ...control,
      progress: (table) => context.onState({ ...state, phase: 'writing', replayed, table }),
    });
    return await finishBuild(state, context, replayed, headHash, tables, phases);
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
  phases: ExportPhaseTiming[],
): Promise<BuildState> {
  const stop = startPhase('manifest and checkpoint look-up', 'main', (timing) => phases.push(timing));
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
  stop();
  return { ...state, phase: 'done', replayed, table: undefined, manifest, files, checkpoint, phases };
}
