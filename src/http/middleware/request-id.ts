import type { Middleware } from 'koa';
import { newId } from '../../shared/ids';

// A client's id is echoed only when it is a plain token: it ends up in logs and event metadata.
const ACCEPTABLE = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * The request's id, in `ctx.state.requestId` for everything that logs or records it (handlers pass it on
 * explicitly). Not in async-local storage: keeping a store alive makes node run a hook for every promise
 * of every request, a few per cent of a request's CPU time.
 */
export function requestId(): Middleware {
  return (ctx, next) => {
    const offered = ctx.get('X-Request-ID');
    const id = ACCEPTABLE.test(offered) ? offered : newId('req');
    ctx.state.requestId = id;
    ctx.set('X-Request-ID', id);
    return next();
  };
}
