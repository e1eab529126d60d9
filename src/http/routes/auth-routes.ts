import type { Middleware } from 'koa';
import { login, logout, refresh } from '../../auth/auth-service';
import { DEVICE_COOKIE } from '../../auth/device-trust';
import type { AppDeps } from '../app-deps';
import { sendSuccess } from '../envelope';

export function authHandlers(deps: AppDeps): Record<'login' | 'refresh' | 'logout', Middleware> {
  return {
    async login(ctx) {
      ctx.set('Cache-Control', 'no-store');
      const client = { address: ctx.ip, deviceToken: ctx.cookies.get(DEVICE_COOKIE) };
      const { tokens, deviceToken } = await login(deps.auth, ctx.request.body, client, String(ctx.state.requestId));
      // Set by hand: Koa refuses `secure` cookies when TLS ends at a proxy it was not told about.
      const maxAge = (deps.auth.config.trustedClientDays ?? 90) * 24 * 3600;
      const attributes = `Max-Age=${maxAge}; Path=${deps.config.basePath}/auth; Secure; HttpOnly; SameSite=Strict`;
      ctx.append('Set-Cookie', `${DEVICE_COOKIE}=${deviceToken}; ${attributes}`);
      sendSuccess(ctx, 200, tokens);
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
