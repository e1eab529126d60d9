import type { Middleware } from 'koa';
import { login, logout, refresh } from '../../auth/auth-service';
import type { AppDeps } from '../app-deps';
import { sendSuccess } from '../envelope';

export function authHandlers(deps: AppDeps): Record<'login' | 'refresh' | 'logout', Middleware> {
  return {
    async login(ctx) {
      ctx.set('Cache-Control', 'no-store');
      sendSuccess(ctx, 200, await login(deps.auth, ctx.request.body, ctx.ip, String(ctx.state.requestId)));
    },
    async refresh(ctx) {
      ctx.set('Cache-Control', 'no-store');
      sendSuccess(ctx, 200, await refresh(deps.auth, ctx.request.body, String(ctx.state.requestId)));
    },
    async logout(ctx) {
      ctx.set('Cache-Control', 'no-store');
      await logout(deps.auth, ctx.request.body);
      sendSuccess(
        ctx,
        200,
        { logged_out: true },
        { message: 'The refresh token and every token rotated from its login are revoked' },
      );
    },
  };
}
