import type { Middleware } from 'koa';
import { DATASET_FORMATS, type DatasetFormat } from '../../projections/datasets/dataset-files';
import { MANIFEST_FILE, TABLE_NAMES, datasetSnapshot, fileNameOf } from '../../projections/datasets/dataset-snapshot';
import { positionParam } from '../../queries/event-feed/feed-params';
import { type QueryInput, enumFilter } from '../../queries/list-params';
import { type FieldError, validationError } from '../../shared/app-error';
import type { AppDeps } from '../app-deps';

/** What `table=` may name: one table's file, or the manifest (the default). */
export const SNAPSHOT_PARTS = ['manifest', ...TABLE_NAMES] as const;

const CONTENT_TYPES: Record<DatasetFormat | 'manifest', string> = {
  csv: 'text/csv; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
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
  return async (ctx) => {
    const query = ctx.query as QueryInput;
    const problems: FieldError[] = [];
    const asOf = positionParam(query, 'as_of_position', problems);
    if (problems.length > 0) throw validationError(problems, 'Invalid query parameters');
    const format = (enumFilter(query, 'format', DATASET_FORMATS) ?? 'csv') as DatasetFormat;
    const part = (enumFilter(query, 'table', SNAPSHOT_PARTS) ?? 'manifest') as (typeof SNAPSHOT_PARTS)[number];
    const snapshot = await datasetSnapshot(deps.commands.events, asOf ?? null, format);
    const file = part === 'manifest' ? MANIFEST_FILE : fileNameOf(part, format);
    ctx.status = 200;
    ctx.set('X-Dataset-Position', String(snapshot.manifest.as_of_position));
    ctx.set('Content-Disposition', `attachment; filename="${file}"`);
    ctx.type = CONTENT_TYPES[part === 'manifest' ? 'manifest' : format];
    ctx.body = snapshot.files.get(file);
  };
}
