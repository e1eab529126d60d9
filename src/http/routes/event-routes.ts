import { Readable } from 'node:stream';
import type { Context, Middleware } from 'koa';
import type { EventReader } from '../../events/event-store';
import { type FeedViewer, toFeedEvent } from '../../queries/event-feed/feed-event';
import { parseFeedQuery } from '../../queries/event-feed/feed-params';
import { type FeedQuery, readFeedPage } from '../../queries/event-feed/feed-reading';
import { ndjsonChunks } from '../../queries/event-feed/ndjson-feed';
import type { QueryInput } from '../../queries/list-params';
import type { AppDeps } from '../app-deps';
import { sendSuccess } from '../envelope';
import { actorOf } from '../middleware/authentication';
import {
  CredentialGuard,
  DEFAULT_CREDENTIAL_RECHECK_MS,
  type StreamEndReason,
  credentialWatchOf,
  guardedLines,
} from '../middleware/credential-guard';

export const NDJSON = 'application/x-ndjson';

export function viewerOf(deps: AppDeps, ctx: Context): FeedViewer {
  return { role: actorOf(ctx).role, pseudonyms: deps.pseudonyms };
}

/**
 * Every research event after the cursor as NDJSON, one line per event. The
 * stream reads the next chunk of the log only when the client has taken the
 * previous one (Readable.from pulls on demand), so memory stays at about one
 * chunk per client however large the log.
 */
export function ndjsonEvents(
  reader: EventReader,
  query: FeedQuery,
  viewer: FeedViewer,
  guard?: CredentialGuard,
): Readable {
  async function* lines(): AsyncGenerator<string> {
    for await (const chunk of ndjsonChunks(reader, query, viewer)) yield chunk.text;
  }
  return Readable.from(guard ? guardedLines(lines(), guard) : lines(), { objectMode: false, highWaterMark: 1 });
}

/** A guard on the caller's credential for a long answer, stopped when the client goes. */
export function streamGuard(deps: AppDeps, ctx: Context, onEnd?: (reason: StreamEndReason) => void): CredentialGuard {
  const watch = credentialWatchOf(ctx, deps.auth.users, deps.apiKeys);
  const intervalMs = deps.eventStream?.credentialRecheckMs ?? DEFAULT_CREDENTIAL_RECHECK_MS;
  const guard = new CredentialGuard(watch, intervalMs, onEnd);
  ctx.res.once('close', () => guard.stop());
  return guard.start();
}

/** GET /events: a JSON page with next_after, or with Accept: application/x-ndjson everything after the cursor. */
export function eventFeedHandler(deps: AppDeps): Middleware {
  const reader = deps.commands.events;
  return async (ctx) => {
    const { feed, limit } = parseFeedQuery(ctx.query as QueryInput);
    const viewer = viewerOf(deps, ctx);
    if (ctx.accepts('application/json', NDJSON) === NDJSON) {
      ctx.status = 200;
      ctx.type = NDJSON;
      ctx.body = ndjsonEvents(reader, feed, viewer, streamGuard(deps, ctx));
      return;
    }
    const page = await readFeedPage(reader, feed, limit);
    sendSuccess(ctx, 200, {
      events: page.events.map((event) => toFeedEvent(event, viewer)),
      next_after: page.nextAfter ?? feed.after ?? 0,
    });
  };
}
