import type { Middleware } from 'koa';
import { newId } from '../../shared/ids';

// Only shapes that cannot carry an e-mail address or a record number: a client's id is logged, never stored.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i;

/** A client's X-Request-ID when it is a UUID or a ULID; otherwise undefined. */
export function acceptedClientRequestId(offered: string): string | undefined {
  return offered.length <= 36 && (UUID.test(offered) || ULID.test(offered)) ? offered : undefined;
}

/**
 * Every request gets an id of the server's own, unique and random, in `ctx.state.requestId` for everything
 * that logs or records it (handlers pass it on explicitly) and in the X-Request-ID answer header: it is the
 * id events and logs carry. A client's own id, if a UUID or ULID, is kept in `ctx.state.clientRequestId` and
 * logged beside ours, so a client can find its request; it never enters the log of events, which readers of
 * every organization see. Not in async-local storage: keeping a store alive makes node run a hook for every
 * promise of every request, a few per cent of a request's CPU time.
 */
export function requestId(): Middleware {
  return (ctx, next) => {
    const id = newId('req');
    ctx.state.requestId = id;
    const offered = ctx.get('X-Request-ID');
    if (offered !== '') ctx.state.clientRequestId = acceptedClientRequestId(offered);
    ctx.set('X-Request-ID', id);
    return next();
  };
}
