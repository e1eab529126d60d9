import type { Context, Middleware } from 'koa';
import jwt from 'koa-jwt';
import { TokenExpiredError } from 'jsonwebtoken';
import { JWT_ALGORITHM, type AccessClaims } from '../../auth/access-tokens';
import type { ApiKeyCheck } from '../../auth/api-keys';
import type { AuthConfig } from '../../auth/auth-config';
import { jwtKey } from '../../auth/jwt-key';
import { RememberedClaims } from '../../auth/remembered-claims';
import { type UserStore, isActive, startedBeforePasswordReset } from '../../auth/user-store';
import { AppError } from '../../shared/app-error';
import type { Actor } from '../../shared/request-context';
import { type Role, isRole } from '../../shared/roles';

/** Where the verified bearer token's claims sit in `ctx.state`. */
export const CLAIMS_KEY = 'jwtClaims';

export const API_KEY_HEADER = 'X-API-Key';

export interface ApiKeyChecker {
  check(presented: string, now: Date): ApiKeyCheck;
}

/** The actor a valid API key acts as: the key's id stands where a user id would. */
function keyActor(check: ApiKeyCheck | undefined): Actor | null {
  if (check?.status !== 'valid') return null;
  return { userId: check.key.id, role: check.key.role, organizationId: check.key.organizationId };
}

/** The token of an `Authorization: Bearer <token>` header (scheme in any case), or null for any other form. */
function bearerToken(header: string): string | null {
  const parts = header.trim().split(' ');
  return parts.length === 2 && /^Bearer$/i.test(parts[0]) ? parts[1] : null;
}

/**
 * Verifies a bearer token (koa-jwt) if one is sent, without refusing
 * anything: the rate limiter keys on the verified user, and protected routes
 * decide with `requireAuth` what a missing or bad token gets. A token koa-jwt
 * verified is not verified again until it expires (`RememberedClaims`).
 */
export function identifyCaller(config: AuthConfig, apiKeys?: ApiKeyChecker): Middleware {
  const verify = jwt({
    // koa-jwt hands the secret to jsonwebtoken untouched, which takes a KeyObject; its types predate that.
    secret: jwtKey(config.jwtSecret) as unknown as Buffer,
    algorithms: [JWT_ALGORITHM],
    issuer: config.jwtIssuer,
    passthrough: true,
    key: CLAIMS_KEY,
  });
  const remembered = new RememberedClaims();
  return async (ctx, next) => {
    // A key counts only without a bearer token: it never adds to a token's rights.
    const presentedKey = ctx.get(API_KEY_HEADER);
    const authorization = ctx.get('Authorization');
    if (apiKeys && presentedKey && !authorization) ctx.state.apiKey = apiKeys.check(presentedKey, new Date());
    const token = bearerToken(authorization);
    const known = token === null ? undefined : remembered.recall(token);
    if (known !== undefined) {
      ctx.state[CLAIMS_KEY] = known;
      return next();
    }
    let reached = false;
    try {
      await verify(ctx, async () => {
        reached = true;
        if (token !== null) remembered.remember(token, ctx.state[CLAIMS_KEY]);
        await next();
      });
    } catch (error) {
      if (reached) throw error;
      // koa-jwt throws before `next` only for a malformed Authorization header.
      ctx.state.authHeaderMalformed = true;
      await next();
    }
  };
}

function claimsToActor(claims: unknown): Actor | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, role, org, typ } = claims as Partial<AccessClaims>;
  if (
    typ !== 'access' ||
    typeof sub !== 'string' ||
    typeof org !== 'string' ||
    typeof role !== 'string' ||
    !isRole(role)
  )
    return null;
  return { userId: sub, role, organizationId: org };
}

export function actorOf(ctx: Context): Actor {
  const actor = ctx.state.actor as Actor | undefined;
  if (!actor) throw new Error('route is missing requireAuth');
  return actor;
}

/**
 * Besides the token, the account is looked up (the users file is cached and
 * only re-read when it changes), so a disabled or removed user is refused at
 * once and a changed role or organization applies to the next request.
 */
export function requireAuth(refreshEndpoint: string, users: UserStore): Middleware {
  return async (ctx, next) => {
    const apiKey = ctx.state.apiKey as ApiKeyCheck | undefined;
    if (apiKey) {
      const actor = keyActor(apiKey);
      if (!actor) {
        throw new AppError(
          401,
          'INVALID_API_KEY',
          `The ${API_KEY_HEADER} header holds an unknown, revoked or expired key`,
          {
            header: API_KEY_HEADER,
            reason: apiKey.status,
            ...(apiKey.status !== 'valid' && apiKey.keyId !== null && { key_id: apiKey.keyId }),
          },
        );
      }
      ctx.state.actor = actor;
      return next();
    }
    if (!ctx.get('Authorization')) {
      throw new AppError(401, 'MISSING_AUTHORIZATION', 'Authorization header is required', {
        required_header: 'Authorization',
        format: 'Bearer <ACCESS_TOKEN>',
      });
    }
    const original = ctx.state.jwtOriginalError as unknown;
    if (original instanceof TokenExpiredError) {
      throw new AppError(401, 'TOKEN_EXPIRED', 'The access token has expired', {
        expired_at: original.expiredAt.toISOString(),
        refresh_endpoint: refreshEndpoint,
      });
    }
    const claimed = claimsToActor(ctx.state[CLAIMS_KEY]);
    if (ctx.state.authHeaderMalformed || original || !claimed) {
      throw new AppError(401, 'INVALID_TOKEN', 'The access token is malformed or invalid', {
        format: 'Bearer <ACCESS_TOKEN>',
      });
    }
    const user = await users.findById(claimed.userId);
    // iat has whole seconds: a token from the same second as the reset counts as newer.
    const issuedAt = (ctx.state[CLAIMS_KEY] as { iat?: number }).iat;
    if (!isActive(user) || startedBeforePasswordReset(user, ((issuedAt ?? 0) + 1) * 1000)) {
      throw new AppError(
        401,
        'INVALID_TOKEN',
        'The account of this access token is disabled or removed, or its password was reset',
        {
          format: 'Bearer <ACCESS_TOKEN>',
        },
      );
    }
    // Role and organization as the account has them now: a user moved to another organization acts for it at once.
    const actor: Actor = { ...claimed, role: user.role, organizationId: user.organizationId };
    ctx.state.actor = actor;
    await next();
  };
}

export function allowRoles(...roles: Role[]): Middleware {
  return async (ctx, next) => {
    const actor = actorOf(ctx);
    if (!roles.includes(actor.role)) {
      throw new AppError(403, 'FORBIDDEN', `Role ${actor.role} may not ${ctx.method} this resource`, {
        required_role: roles,
        user_role: actor.role,
        resource: `${ctx.method} ${ctx.path}`,
      });
    }
    await next();
  };
}

/**
 * For operations reserved to privileged roles (admin, auditor: the audit
 * trail, account and key administration): a caller with another role gets
 * 403 INSUFFICIENT_ROLE. FORBIDDEN keeps its meaning for the clinical routes'
 * role checks (`allowRoles`, e.g. readonly writing a patient).
 */
export function requirePrivilegedRole(...roles: Role[]): Middleware {
  return async (ctx, next) => {
    const actor = actorOf(ctx);
    if (!roles.includes(actor.role)) {
      throw new AppError(403, 'INSUFFICIENT_ROLE', `This operation is reserved to the roles ${roles.join(', ')}`, {
        required_role: roles,
        user_role: actor.role,
        resource: `${ctx.method} ${ctx.path}`,
      });
    }
    await next();
  };
}

/** The verified caller's organization, for its rate tier; null for anonymous callers. */
export function verifiedOrganization(ctx: Context): string | null {
  return (
    claimsToActor(ctx.state[CLAIMS_KEY])?.organizationId ??
    keyActor(ctx.state.apiKey as ApiKeyCheck | undefined)?.organizationId ??
    null
  );
}

/** The verified caller's role (bearer token or API key); null for anonymous callers. */
export function verifiedRole(ctx: Context): Role | null {
  return (
    claimsToActor(ctx.state[CLAIMS_KEY])?.role ?? keyActor(ctx.state.apiKey as ApiKeyCheck | undefined)?.role ?? null
  );
}

/** The verified user id (or API key id), for keying per-caller limits; null for anonymous callers. */
export function verifiedUserId(ctx: Context): string | null {
  return (
    claimsToActor(ctx.state[CLAIMS_KEY])?.userId ??
    keyActor(ctx.state.apiKey as ApiKeyCheck | undefined)?.userId ??
    null
  );
}
