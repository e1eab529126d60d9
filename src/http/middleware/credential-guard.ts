import type { Context } from 'koa';
import type { ApiKeyCheck } from '../../auth/api-keys';
import { type UserStore, isActive, startedBeforePasswordReset } from '../../auth/user-store';
import { API_KEY_HEADER, type ApiKeyChecker, CLAIMS_KEY } from './authentication';

/** Why a live answer ended before its data did. */
export type StreamEndReason = 'expired' | 'revoked' | 'disabled';

/** How often a live answer re-checks its credential unless told otherwise. */
export const DEFAULT_CREDENTIAL_RECHECK_MS = 30_000;

/** The longest delay setTimeout takes; an expiry further away is caught by the periodic re-check. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface CredentialWatch {
  /** When the credential stops working by itself (ms); null: it has no fixed end. */
  expiresAt: number | null;
  /** The reason it no longer holds, or null while it does. */
  recheck(now: Date): Promise<StreamEndReason | null>;
}

const REASON_TEXT: Record<StreamEndReason, string> = {
  expired: 'The credential expired; reconnect with a fresh one',
  revoked: 'The credential was revoked',
  disabled: 'The account was disabled or removed',
};

/** The final NDJSON line of a cut-short answer, and the final SSE event's data. */
export const streamEndJson = (reason: StreamEndReason): string =>
  JSON.stringify({ stream_end: { reason, message: REASON_TEXT[reason] } });

function apiKeyWatch(presented: string, check: ApiKeyCheck, apiKeys: ApiKeyChecker): CredentialWatch {
  const expiresAt = check.status === 'valid' && check.key.expiresAt !== null ? Date.parse(check.key.expiresAt) : null;
  return {
    expiresAt,
    async recheck(now) {
      const status = apiKeys.check(presented, now).status;
      if (status === 'valid') return null;
      return status === 'expired' ? 'expired' : 'revoked';
    },
  };
}

/** What a route behind requireAuth was let in with: a bearer token's claims or an API key. */
export function credentialWatchOf(ctx: Context, users: UserStore, apiKeys?: ApiKeyChecker): CredentialWatch {
  const keyCheck = ctx.state.apiKey as ApiKeyCheck | undefined;
  if (keyCheck && apiKeys) return apiKeyWatch(ctx.get(API_KEY_HEADER), keyCheck, apiKeys);
  const claims = ctx.state[CLAIMS_KEY] as { sub: string; exp?: number; iat?: number };
  const expiresAt = claims.exp === undefined ? null : claims.exp * 1000;
  return {
    expiresAt,
    async recheck(now) {
      if (expiresAt !== null && now.getTime() >= expiresAt) return 'expired';
      const user = await users.findById(claims.sub);
      if (!isActive(user)) return 'disabled';
      // As requireAuth: a token from the same second as a password reset counts as newer.
      return startedBeforePasswordReset(user, ((claims.iat ?? 0) + 1) * 1000) ? 'revoked' : null;
    },
  };
}

/**
 * Keeps a live answer honest about its credential: it is checked again every
 * `intervalMs` and at its expiry, and `ended` says why once it no longer
 * holds (then `onEnd` runs once and the guard stops).
 */
export class CredentialGuard {
  ended: StreamEndReason | null = null;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly watch: CredentialWatch,
    private readonly intervalMs: number,
    private readonly onEnd: (reason: StreamEndReason) => void = () => undefined,
  ) {}

  start(): this {
    this.timers.push(setInterval(() => void this.check(), this.intervalMs));
    if (this.watch.expiresAt !== null) {
      const left = Math.max(0, this.watch.expiresAt - Date.now());
      if (left <= MAX_TIMER_MS) this.timers.push(setTimeout(() => this.end('expired'), left));
    }
    return this;
  }

  stop(): void {
    for (const timer of this.timers.splice(0)) clearTimeout(timer);
  }

  private async check(): Promise<void> {
    // A store that cannot answer right now ends nothing: the next check tries again.
    const reason = await this.watch.recheck(new Date()).catch(() => null);
    if (reason !== null) this.end(reason);
  }

  private end(reason: StreamEndReason): void {
    if (this.ended !== null) return;
    this.ended = reason;
    this.stop();
    this.onEnd(reason);
  }
}

/** NDJSON lines until the guard ends them, then one line saying why; the guard stops with the lines. */
export async function* guardedLines(lines: AsyncIterable<string>, guard: CredentialGuard): AsyncGenerator<string> {
  try {
    for await (const line of lines) {
      if (guard.ended !== null) break;
      yield line;
    }
    if (guard.ended !== null) yield `${streamEndJson(guard.ended)}\n`;
  } finally {
    guard.stop();
  }
}
