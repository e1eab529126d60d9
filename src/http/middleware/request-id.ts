import type { Middleware } from 'koa';
import { newId } from '../../shared/ids';
import { runWithRequestContext } from '../../shared/request-context';

// A client's id is echoed only when it is a plain token: it ends up in logs and event metadata.
const ACCEPTABLE = /^[A-Za-z0-9._:@-]{1,128}$/;

export function requestId(): Middleware {
  return async (ctx, next) => {
    const offered = ctx.get('X-Request-ID');
    const id = ACCEPTABLE.test(offered) ? offered : newId('req');
    ctx.state.requestId = id;
    ctx.set('X-Request-ID', id);
    await runWithRequestContext({ requestId: id }, next);
  };
}
