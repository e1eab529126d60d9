import type { Middleware } from 'koa';
import { DATASET_FORMATS, type DatasetFormat } from '../../projections/datasets/dataset-files';
import {
  type DatasetSnapshot,
  MANIFEST_FILE,
  TABLE_NAMES,
  datasetSnapshot,
  fileNameOf,
} from '../../projections/datasets/dataset-snapshot';
import { positionParam } from '../../queries/event-feed/feed-params';
import { type QueryInput, enumFilter } from '../../queries/list-params';
import { AppError, type FieldError, validationError } from '../../shared/app-error';
import type { AppDeps } from '../app-deps';

/** What `table=` may name: one table's file, or the manifest (the default). */
export const SNAPSHOT_PARTS = ['manifest', ...TABLE_NAMES] as const;

export const CONTENT_TYPES: Record<DatasetFormat | 'manifest', string> = {
  csv: 'text/csv; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
  parquet: 'application/vnd.apache.parquet',
  manifest: 'application/json; charset=utf-8',
};

/**
 * GET /datasets/snapshot: one file of the snapshot per request (`table=`),
 * the manifest by default. Each answer is the file's exact bytes, the same
 * as `npm run dataset -- export` writes; X-Dataset-Position names the
 * position it is as of, so a client that left the position out fetches the
 * other files at that same position.
 */
export function datasetSnapshotHandler(deps: AppDeps): Middleware {
  // A client fetches the manifest and then each table at the same position: keep the latest snapshot of each
  // format, so that is one replay, not four. Concurrent requests for it share the replay.
  const chain = { log: deps.audit.log, checkpoints: deps.audit.checkpoints, publicKey: deps.audit.signer.publicKey };
  const recent = new Map<DatasetFormat, { position: number; snapshot: Promise<DatasetSnapshot> }>();
  const snapshotAt = async (asOf: number | null, format: DatasetFormat): Promise<DatasetSnapshot> => {
    const kept = recent.get(format);
    if (kept && asOf !== null && kept.position === asOf) return kept.snapshot;
    const snapshot = datasetSnapshot(deps.commands.events, chain, asOf, format);
    if (asOf !== null) recent.set(format, { position: asOf, snapshot });
    try {
      const made = await snapshot;
      recent.set(format, { position: made.manifest.as_of_position, snapshot });
      return made;
    } catch (error) {
      if (recent.get(format)?.snapshot === snapshot) recent.delete(format);
      throw error;
    }
  };
  return async (ctx) => {
    const query = ctx.query as QueryInput;
    const problems: FieldError[] = [];
    const asOf = positionParam(query, 'as_of_position', problems);
    if (problems.length > 0) throw validationError(problems, 'Invalid query parameters');
    const format = (enumFilter(query, 'format', DATASET_FORMATS) ?? 'csv') as DatasetFormat;
    const part = (enumFilter(query, 'table', SNAPSHOT_PARTS) ?? 'manifest') as (typeof SNAPSHOT_PARTS)[number];
    await refuseLargeLog(deps, asOf ?? null);
    const snapshot = await snapshotAt(asOf ?? null, format);
    const file = part === 'manifest' ? MANIFEST_FILE : fileNameOf(part, format);
    ctx.status = 200;
    ctx.set('X-Dataset-Position', String(snapshot.manifest.as_of_position));
    ctx.set('Content-Disposition', `attachment; filename="${file}"`);
    ctx.type = CONTENT_TYPES[part === 'manifest' ? 'manifest' : format];
    ctx.body = snapshot.files.get(file);
  };
}

/**
 * The snapshot replays the log in this process's memory: beyond the size
 * limit a log is exported with POST /datasets/exports instead (413 naming it).
 * A position bounds the number of events up to it; where positions have gaps, the events are counted.
 */
async function refuseLargeLog(deps: AppDeps, asOf: number | null): Promise<void> {
  const limit = deps.config.datasetSnapshotMaxEvents;
  if (limit === undefined) return;
  const head = (await deps.commands.events.headPosition()) ?? 0;
  const position = asOf ?? head;
  // A position past the head is the snapshot's own 422.
  if (position <= limit || position > head) return;
  const { events } = deps.commands;
  if ((events.countUpTo ? await events.countUpTo(position) : position) <= limit) return;
  throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The log is too large for a synchronous snapshot; use an export', {
    max_events: limit,
    as_of_position: position,
    export_endpoint: `${deps.config.environment.publicBaseUrl}/datasets/exports`,
  });
}
