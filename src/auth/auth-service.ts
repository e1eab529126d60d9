import { createHash, randomBytes, randomUUID } from 'node:crypto';
import Joi from 'joi';
import { validate } from '../validation/validate';
import { AppError } from '../shared/app-error';
import type { Clock } from '../shared/time';
import { signAccessToken } from './access-tokens';
import type { AuthConfig } from './auth-config';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { DeviceTrust } from './device-trust';
import { LoginLockout } from './login-lockout';
import type { SecurityAuditTrail } from './security-audit';
import type { SecurityStore } from './security-store';
import { type User, type UserStore, isActive, normalizeEmail, startedBeforePasswordReset } from './user-store';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_expires_in: number;
  user: { id: string; email: string; role: string; organization_id: string };
}

export interface AuthDeps {
  users: UserStore;
  security: SecurityStore;
  config: AuthConfig;
  clock: Clock;
  /** Where logins, lockouts and token reuse are recorded (the audit trail); none in some tests. */
  audit?: SecurityAuditTrail;
}

const loginSchema = Joi.object<{ email: string; password: string }>({
  email: Joi.string().max(320).required(),
  password: Joi.string().max(1024).required(),
});
const refreshSchema = Joi.object<{ refresh_token: string }>({ refresh_token: Joi.string().max(512).required() });

const DAY_MS = 24 * 3600 * 1000;
const trustedClientMs = (config: AuthConfig): number => (config.trustedClientDays ?? 90) * DAY_MS;
const deviceTrustOf = (config: AuthConfig): DeviceTrust => new DeviceTrust(config.jwtSecret, trustedClientMs(config));

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

function invalidRefreshToken(config: AuthConfig): AppError {
  return new AppError(
    401,
    'INVALID_REFRESH_TOKEN',
    'The refresh token is invalid, expired or already used; log in again',
    {
      login_endpoint: config.loginEndpoint,
    },
  );
}

async function issueTokens(deps: AuthDeps, user: User, familyId: string): Promise<TokenPair> {
  const { config } = deps;
  const refreshToken = randomBytes(32).toString('base64url');
  await deps.security.saveRefreshToken(hashToken(refreshToken), {
    userId: user.id,
    familyId,
    expiresAt: deps.clock.now().getTime() + config.refreshTokenTtlSeconds * 1000,
  });
  return {
    access_token: signAccessToken(config, user),
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: config.accessTokenTtlSeconds,
    refresh_expires_in: config.refreshTokenTtlSeconds,
    user: { id: user.id, email: user.email, role: user.role, organization_id: user.organizationId },
  };
}

function lockedError(lockedUntil: number, now: number): AppError {
  const retryAfter = Math.max(1, Math.ceil((lockedUntil - now) / 1000));
  return new AppError(
    403,
    'ACCOUNT_LOCKED',
    'Too many failed login attempts; the account is temporarily locked',
    { locked_until: new Date(lockedUntil).toISOString(), retry_after_seconds: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

/** Who is logging in, as far as the transport can tell. */
export interface LoginClient {
  address: string;
  /** The device cookie a previous login left, if any. */
  deviceToken?: string;
}

export interface LoginResult {
  tokens: TokenPair;
  /** A fresh device token for the client to keep (the route sets it as a cookie). */
  deviceToken: string;
}

function lockoutOf(deps: AuthDeps): LoginLockout {
  const { config } = deps;
  return new LoginLockout(deps.security, {
    maxFailedLogins: config.maxFailedLogins,
    slowAfterFailures: config.maxFailedLoginsPerAccount ?? config.maxFailedLogins * 4,
    lockoutSeconds: config.lockoutSeconds,
    slowdownMs: config.loginSlowdownMs ?? 1000,
    slowdownMaxMs: config.loginSlowdownMaxMs ?? 30_000,
  });
}

function slowedError(config: AuthConfig): AppError {
  const retryAfter = Math.max(1, Math.ceil((config.loginSlowdownMaxMs ?? 30_000) / 1000));
  return new AppError(
    429,
    'RATE_LIMITED',
    'Too many login attempts on this account; try again later',
    { retry_after_seconds: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

/**
 * Failed logins are counted by LoginLockout, known account or not, so the
 * answers never reveal whether an account exists. A locked (address, email)
 * pair refuses even the right password; an account under attack from many
 * addresses slows unknown clients instead of refusing them.
 */
export async function login(
  deps: AuthDeps,
  input: unknown,
  client: LoginClient = { address: 'unknown' },
  requestId?: string,
): Promise<LoginResult> {
  const { email, password } = validate(loginSchema, input);
  const account = normalizeEmail(email);
  const now = deps.clock.now().getTime();
  const { maxFailedLogins } = deps.config;
  const lockout = lockoutOf(deps);
  const state = await lockout.state(account, client.address, now);
  if (state.lockedUntil !== null) {
    await deps.audit?.record({ kind: 'login_failed', email, userId: null, reason: 'locked', attempt: null }, requestId);
    throw lockedError(state.lockedUntil, now);
  }

  // A disabled account answers exactly like an unknown one.
  const found = await deps.users.findByEmail(email);
  const user = isActive(found) ? found : null;
  const devices = deviceTrustOf(deps.config);
  const trusted =
    (user !== null && devices.trusts(client.deviceToken, user.id, now)) ||
    (await lockout.isKnownAddress(account, client.address, now));
  if (!trusted && !(await lockout.awaitTurn(account, state, now))) throw slowedError(deps.config);
  const valid = await verifyPassword(password, user?.passwordHash ?? dummyPasswordHash(deps.config.passwordLogN));
  if (!user || !valid) {
    const after = await lockout.recordFailure(account, client.address, now);
    const failed = { email, userId: user?.id ?? null, reason: 'invalid_credentials', attempt: after.attempt } as const;
    await deps.audit?.record({ kind: 'login_failed', ...failed }, requestId);
    if (after.lockedUntil !== null) {
      await deps.audit?.record(
        { kind: 'account_locked', email, userId: failed.userId, lockedUntil: after.lockedUntil },
        requestId,
      );
    }
    throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password', {
      attempt: Math.min(after.attempt, maxFailedLogins),
      max_attempts: maxFailedLogins,
      ...(after.lockedUntil !== null && { locked_until: new Date(after.lockedUntil).toISOString() }),
    });
  }
  await lockout.succeeded(account, client.address, now + trustedClientMs(deps.config));
  const actor = { userId: user.id, role: user.role, organizationId: user.organizationId };
  await deps.audit?.record({ kind: 'login_succeeded', actor }, requestId);
  return { tokens: await issueTokens(deps, user, randomUUID()), deviceToken: devices.issue(user.id, now) };
}

/** Rotation: the presented token stops working; presenting it again revokes its whole family. */
export async function refresh(deps: AuthDeps, input: unknown, requestId?: string): Promise<TokenPair> {
  const { refresh_token: token } = validate(refreshSchema, input);
  const now = deps.clock.now().getTime();
  const tokenHash = hashToken(token);
  const session = await deps.security.takeRefreshToken(tokenHash, now);
  if (!session) {
    const family = await deps.security.rotatedFamily(tokenHash, now);
    if (family) {
      await deps.security.revokeFamily(family, now + deps.config.refreshTokenTtlSeconds * 1000);
      await deps.audit?.record({ kind: 'refresh_token_reused', tokenFamily: family }, requestId);
    }
    throw invalidRefreshToken(deps.config);
  }
  await deps.security.markRotated(tokenHash, session.familyId, session.expiresAt);
  if (await deps.security.isFamilyRevoked(session.familyId, now)) throw invalidRefreshToken(deps.config);
  // The account is read again, so a disabled or removed user loses the session here and a new role applies.
  const user = await deps.users.findById(session.userId);
  const issuedAt = session.expiresAt - deps.config.refreshTokenTtlSeconds * 1000;
  if (!isActive(user) || startedBeforePasswordReset(user, issuedAt)) {
    await deps.security.revokeFamily(session.familyId, now + deps.config.refreshTokenTtlSeconds * 1000);
    throw invalidRefreshToken(deps.config);
  }
  return issueTokens(deps, user, session.familyId);
}

/**
 * Ends the login the refresh token belongs to: its whole family is revoked,
 * so neither it nor any token rotated from it works again. Like RFC 7009, an
 * unknown or already revoked token is not an error: the caller is logged out
 * either way, and the answer reveals nothing about the token.
 */
export async function logout(deps: AuthDeps, input: unknown): Promise<void> {
  const { refresh_token: token } = validate(refreshSchema, input);
  const now = deps.clock.now().getTime();
  const tokenHash = hashToken(token);
  const session = await deps.security.takeRefreshToken(tokenHash, now);
  const familyId = session?.familyId ?? (await deps.security.rotatedFamily(tokenHash, now));
  if (familyId) await deps.security.revokeFamily(familyId, now + deps.config.refreshTokenTtlSeconds * 1000);
}
