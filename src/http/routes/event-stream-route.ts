import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { Context, Middleware } from 'koa';
import type { EventReader, Position } from '../../events/event-store';
import { type FeedViewer, toFeedEvent } from '../../queries/event-feed/feed-event';
import { positionParam, typesParam } from '../../queries/event-feed/feed-params';
import { isResearchEvent } from '../../queries/event-feed/research-visibility';
import { LogHeadWatch } from '../../queries/event-feed/log-head-watch';
import type { QueryInput } from '../../queries/list-params';
import { type FieldError, validationError } from '../../shared/app-error';
import type { AppDeps } from '../app-deps';
import { viewerOf } from './event-routes';

export interface EventStreamTiming {
  /** A comment line this often keeps proxies from closing an idle stream and shows the client it is alive. */
  heartbeatMs: number;
  /** How often the log's head is polled for new events. */
  pollMs: number;
}

export const DEFAULT_EVENT_STREAM_TIMING: EventStreamTiming = { heartbeatMs: 15_000, pollMs: 100 };

/** Events read per call: at most this many are ever waiting in memory for one client. */
const TAIL_CHUNK = 200;

interface TailStart {
  cursor: Position | null;
  types: ReadonlySet<string> | null;
}

/** Last-Event-ID (a reconnecting EventSource) wins over `after`; with neither, the tail starts at the head. */
async function tailStart(ctx: Context, reader: EventReader): Promise<TailStart> {
  const problems: FieldError[] = [];
  const lastEventId = ctx.get('Last-Event-ID');
  const fromHeader =
    lastEventId === '' ? undefined : positionParam({ 'Last-Event-ID': lastEventId }, 'Last-Event-ID', problems);
  const after = positionParam(ctx.query as QueryInput, 'after', problems);
  if (problems.length > 0) throw validationError(problems, 'Invalid stream position');
  const types = typesParam(ctx.query as QueryInput);
  const start = fromHeader ?? after;
  if (start !== undefined) return { cursor: start === 0 ? null : start, types };
  return { cursor: await reader.headPosition(), types };
}

/**
 * One client's tail. It reads the next chunk only when the client has taken
 * the previous one (the stream drained), so a slow client holds at most one
 * chunk plus the socket's buffers; when the client goes, everything stops.
 */
class TailSession {
  private closed = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly reader: EventReader,
    private readonly out: PassThrough,
    private readonly viewer: FeedViewer,
    private readonly start: TailStart,
  ) {}

  close(): void {
    this.closed = true;
    this.wake?.();
  }

  /** The watch saw the head; a session behind it reads on. */
  headSeen(head: Position | null): void {
    if (head !== null && head > (this.start.cursor ?? 0)) this.wake?.();
  }

  heartbeat(): void {
    // A client that is not reading already has bytes waiting; no need to add to them.
    if (!this.closed && this.out.writableLength === 0) this.out.write(': heartbeat\n\n');
  }

  async run(): Promise<void> {
    const { types } = this.start;
    while (!this.closed) {
      const chunk = await this.reader.readAll(this.start.cursor, TAIL_CHUNK);
      if (this.closed) return;
      if (chunk.length > 0) this.start.cursor = chunk[chunk.length - 1].position;
      const frames = chunk
        .filter((event) => isResearchEvent(event) && (types === null || types.has(event.type)))
        .map((event) => `id: ${event.position}\ndata: ${JSON.stringify(toFeedEvent(event, this.viewer))}\n\n`);
      if (frames.length > 0 && !this.out.write(frames.join(''))) {
        await Promise.race([once(this.out, 'drain'), once(this.out, 'close')]);
      }
      if (chunk.length < TAIL_CHUNK) await this.nextWake();
    }
  }

  /**
   * Until a poll sees the head beyond our cursor. On PostgreSQL the head can
   * be ahead of what a reader may see yet (appends in flight): then the next
   * poll wakes us again, so we read once per poll, never in a tight loop.
   */
  private nextWake(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.wake = () => {
        this.wake = null;
        resolve();
      };
    });
  }
}

/** GET /events/stream: Server-Sent Events, `id:` = position, resumable with Last-Event-ID. */
export function eventStreamHandler(deps: AppDeps, timing: EventStreamTiming): Middleware {
  const reader = deps.commands.events;
  const watch = new LogHeadWatch(reader, timing.pollMs, (error) =>
    deps.logger.warn({ err: error }, 'live tail: reading the head of the log failed'),
  );
  return async (ctx) => {
    const start = await tailStart(ctx, reader);
    const out = new PassThrough({ highWaterMark: 64 * 1024 });
    const session = new TailSession(reader, out, viewerOf(deps, ctx), start);
    ctx.status = 200;
    ctx.type = 'text/event-stream';
    ctx.set('Cache-Control', 'no-cache, no-transform');
    ctx.set('X-Accel-Buffering', 'no');
    ctx.compress = false; // compression would hold events back in its buffer
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setTimeout(0);
    ctx.body = out;
    out.write('retry: 1000\n\n');
    const unsubscribe = watch.subscribe((head) => session.headSeen(head));
    const heartbeat = setInterval(() => session.heartbeat(), timing.heartbeatMs);
    const finish = (): void => {
      session.close();
      unsubscribe();
      clearInterval(heartbeat);
      out.destroy();
    };
    // The client went away (or the server is closing the connection): free its session at once.
    ctx.res.once('close', finish);
    session.run().then(finish, (error: unknown) => {
      deps.logger.warn({ err: error, request_id: ctx.state.requestId }, 'live tail stopped on a read error');
      finish();
    });
  };
}
