import type { Middleware } from 'koa';
import type { SecurityAuditTrail } from '../../auth/security-audit';
import { AppError } from '../../shared/app-error';
import { actorOf } from './authentication';

/**
 * Wraps a role guard so that its refusals (403) are recorded in the audit
 * trail. Only the guard's own refusal counts: an error from the handler
 * behind it passes through untouched.
 */
export function recordingRefusals(trail: SecurityAuditTrail): (guard: Middleware) => Middleware {
  return (guard) => async (ctx, next) => {
    let passed = false;
    try {
      await guard(ctx, () => {
        passed = true;
        return next();
      });
    } catch (error) {
      if (!passed && error instanceof AppError && error.status === 403) {
        const details = error.details as { required_role?: unknown };
        const requiredRoles = Array.isArray(details.required_role) ? details.required_role.map(String) : [];
        await trail.record(
          { kind: 'access_refused', actor: actorOf(ctx), method: ctx.method, path: ctx.path, requiredRoles },
          String(ctx.state.requestId),
        );
      }
      throw error;
    }
  };
}
