import { PassThrough } from 'node:stream';
import type { Context, Middleware } from 'koa';
import type { EventReader } from '../../events/event-store';
import { positionParam, typesParam } from '../../queries/event-feed/feed-params';
import type { FeedQuery } from '../../queries/event-feed/feed-reading';
import { LogHeadWatch } from '../../queries/event-feed/log-head-watch';
import { TailSession } from '../../queries/event-feed/tail-session';
import type { QueryInput } from '../../queries/list-params';
import { type FieldError, validationError } from '../../shared/app-error';
import type { AppDeps } from '../app-deps';
import type { EventStreamOptions } from '../event-stream-options';
import { type StreamEndReason, streamEndJson } from '../middleware/credential-guard';
import { streamGuard, viewerOf } from './event-routes';

/** Bytes the server buffers for one client before it stops reading the log for it. */
const CLIENT_BUFFER_BYTES = 64 * 1024;

/** Last-Event-ID (a reconnecting EventSource) wins over `after`; with neither, the tail starts at the head. */
async function tailQuery(ctx: Context, reader: EventReader): Promise<FeedQuery> {
  const problems: FieldError[] = [];
  const lastEventId = ctx.get('Last-Event-ID');
  const fromHeader =
    lastEventId === '' ? undefined : positionParam({ 'Last-Event-ID': lastEventId }, 'Last-Event-ID', problems);
  const after = positionParam(ctx.query as QueryInput, 'after', problems);
  if (problems.length > 0) throw validationError(problems, 'Invalid stream position');
  const types = typesParam(ctx.query as QueryInput);
  const start = fromHeader ?? after;
  if (start !== undefined) return { after: start === 0 ? null : start, types };
  return { after: await reader.headPosition(), types };
}

/** GET /events/stream: Server-Sent Events, `id:` = position, resumable with Last-Event-ID. */
export function eventStreamHandler(deps: AppDeps, options: EventStreamOptions): Middleware {
  const reader = deps.commands.events;
  const watch = new LogHeadWatch(reader, options.pollMs, (error) =>
    deps.logger.warn({ err: error }, 'live tail: reading the head of the log failed'),
  );
  let open = 0;
  const count = (change: number): void => {
    open += change;
    options.onSessions?.(open);
  };
  return async (ctx) => {
    const query = await tailQuery(ctx, reader);
    const out = new PassThrough({ highWaterMark: CLIENT_BUFFER_BYTES });
    const session = new TailSession(reader, out, viewerOf(deps, ctx), query);
    ctx.status = 200;
    ctx.type = 'text/event-stream';
    ctx.set('Cache-Control', 'no-cache, no-transform');
    ctx.set('X-Accel-Buffering', 'no');
    ctx.compress = false; // a compressor would hold events back in its buffer
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setTimeout(0);
    ctx.body = out;
    out.write('retry: 1000\n\n');
    count(+1);
    const unsubscribe = watch.subscribe((head) => session.headSeen(head));
    const heartbeat = setInterval(() => session.heartbeat(), options.heartbeatMs);
    let finished = false;
    // The last event says why the stream ends when its credential no longer holds.
    const credentialEnded = (reason: StreamEndReason): void => {
      if (!finished) out.write(`event: end\ndata: ${streamEndJson(reason)}\n\n`);
      finish();
    };
    const guard = streamGuard(deps, ctx, credentialEnded);
    const finish = (): void => {
      if (finished) return;
      finished = true;
      guard.stop();
      session.close();
      unsubscribe();
      clearInterval(heartbeat);
      deps.shutdown?.removeEventListener('abort', finish);
      // A clean end of the response: on shutdown the connection is then idle and closes; a client that already
      // went away has nothing left to receive.
      out.end();
      count(-1);
    };
    // The client went away: free its session at once. The server shuts down: end the stream, the client resumes
    // elsewhere with Last-Event-ID.
    ctx.res.once('close', finish);
    deps.shutdown?.addEventListener('abort', finish);
    session.run().then(finish, (error: unknown) => {
      deps.logger.warn({ err: error, request_id: ctx.state.requestId }, 'live tail stopped on a read error');
      finish();
    });
  };
}
