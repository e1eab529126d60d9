import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Context, Middleware } from 'koa';
import { DATASET_FORMATS, type DatasetFormat } from '../../projections/datasets/dataset-files';
import type { BuildState, ExportJob } from '../../projections/datasets/export-store';
import { positionParam } from '../../queries/event-feed/feed-params';
import { type QueryInput, enumFilter } from '../../queries/list-params';
import { AppError, type FieldError, validationError } from '../../shared/app-error';
import type { Actor } from '../../shared/request-context';
import type { AppDeps, DatasetExportDeps } from '../app-deps';
import { sendSuccess } from '../envelope';
import { CONTENT_TYPES } from './dataset-routes';

/** Seconds a client is asked to wait between status polls. */
const RETRY_AFTER_SECONDS = 2;

const callerOf = (ctx: Context): string => (ctx.state.actor as Actor).userId;

const notFound = (): AppError => new AppError(404, 'NOT_FOUND', 'Export not found', { resource: 'dataset export' });

function jobOf(ctx: Context, exportsDeps: DatasetExportDeps): ExportJob {
  const job = exportsDeps.store.job(callerOf(ctx), String(ctx.params.id));
  if (!job) throw notFound();
  return job;
}

/** X-Progress: a short text, as FHIR Bulk Data suggests, of where the build is. */
function progressText(build: BuildState | null): string {
  if (build === null || build.phase === 'queued') return 'queued';
  if (build.phase === 'replaying') {
    const percent = Math.floor((build.replayed / Math.max(1, build.position)) * 100);
    return `replaying the log: ${build.replayed} events (${percent}%)`;
  }
  return `writing ${build.table ?? 'files'}`;
}

export function datasetExportHandlers(deps: AppDeps, exportsDeps: DatasetExportDeps) {
  const { store } = exportsDeps;
  const base = deps.config.environment.publicBaseUrl;
  const statusUrl = (job: ExportJob): string => `${base}/datasets/exports/${job.id}`;

  const kickOff: Middleware = async (ctx) => {
    const query = ctx.query as QueryInput;
    const problems: FieldError[] = [];
    const asOf = positionParam(query, 'as_of_position', problems);
    if (problems.length > 0) throw validationError(problems, 'Invalid query parameters');
    const format = (enumFilter(query, 'format', DATASET_FORMATS) ?? 'csv') as DatasetFormat;
    const head = (await deps.commands.events.headPosition()) ?? 0;
    if (asOf !== undefined && asOf > head) {
      throw validationError(
        [{ field: 'as_of_position', message: `Must be at most the head position of the log, ${head}` }],
        'as_of_position is beyond the head of the log',
      );
    }
    const caller = callerOf(ctx);
    const running = store.runningJobs(caller).length;
    if (running >= exportsDeps.maxPerCaller) {
      const resetAt = new Date(Date.now() + RETRY_AFTER_SECONDS * 1000).toISOString();
      throw new AppError(
        429,
        'RATE_LIMITED',
        'Too many dataset exports in progress; wait for one to finish or cancel one',
        {
          limit: exportsDeps.maxPerCaller,
          window: 'concurrent exports',
          reset_at: resetAt,
          retry_after_seconds: RETRY_AFTER_SECONDS,
        },
        { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      );
    }
    // Pinned to a position even when none was asked for: the files of one position are shared by every caller.
    const job = store.createJob(caller, asOf ?? head, format, new Date());
    ctx.set('Content-Location', statusUrl(job));
    sendSuccess(ctx, 202, exportSummary(job, store.build(job.build)), {
      message: 'Export started; poll Content-Location',
    });
  };

  const status: Middleware = async (ctx) => {
    const job = jobOf(ctx, exportsDeps);
    const build = store.build(job.build);
    if (build?.phase === 'failed')
      throw new AppError(500, 'INTERNAL_SERVER_ERROR', 'The export failed; start a new one', {});
    if (build?.phase !== 'done') {
      ctx.set('X-Progress', progressText(build));
      ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      sendSuccess(ctx, 202, exportSummary(job, build));
      return;
    }
    sendSuccess(ctx, 200, {
      ...exportSummary(job, build),
      checkpoint: build.checkpoint ?? null,
      head_hash: build.manifest?.head_hash,
      events_replayed: build.replayed,
      files: (build.files ?? []).map((file) => ({ ...file, url: `${statusUrl(job)}/files/${file.file}` })),
    });
  };

  const file: Middleware = async (ctx) => {
    const job = jobOf(ctx, exportsDeps);
    const build = store.build(job.build);
    const listed = build?.phase === 'done' ? build.files?.find((entry) => entry.file === ctx.params.file) : undefined;
    if (!build || !listed) throw notFound();
    ctx.status = 200;
    ctx.type = CONTENT_TYPES[listed.name === 'manifest' ? 'manifest' : build.format];
    ctx.length = listed.size;
    ctx.set('Content-Disposition', `attachment; filename="${listed.file}"`);
    ctx.set('X-Dataset-Position', String(build.position));
    ctx.body = createReadStream(join(store.buildDir(build.key), listed.file));
  };

  const cancel: Middleware = async (ctx) => {
    const job = jobOf(ctx, exportsDeps);
    store.cancel(callerOf(ctx), job);
    sendSuccess(ctx, 202, { export_id: job.id, status: 'cancelled' }, { message: 'Export cancelled' });
  };

  return { kickOff, status, file, cancel };
}

function exportSummary(job: ExportJob, build: BuildState | null): Record<string, unknown> {
  return {
    export_id: job.id,
    status: build?.phase === 'done' ? 'completed' : 'in_progress',
    as_of_position: job.position,
    format: job.format,
    created_at: job.created_at,
  };
}
