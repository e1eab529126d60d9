import type { Actor } from '../shared/request-context';

/**
 * What the authentication code reports to the audit trail. Never a password
 * or a token: a login carries the email typed only so the recorder can turn
 * it into a keyed pseudonym.
 */
export type SecurityNotice =
  | { kind: 'login_succeeded'; actor: Actor }
  | {
      kind: 'login_failed';
      email: string;
      userId: string | null;
      reason: 'invalid_credentials' | 'locked';
      attempt: number | null;
    }
  | { kind: 'account_locked'; email: string; userId: string | null; lockedUntil: number }
  | { kind: 'refresh_token_reused'; tokenFamily: string }
  | { kind: 'access_refused'; actor: Actor; method: string; path: string; requiredRoles: readonly string[] }
  | { kind: 'audit_read'; actor: Actor; endpoint: string; query: Record<string, string> };

/**
 * The recording port: one call at each place a security event happens, with
 * the id of the request it happened in (absent outside a request).
 */
export interface SecurityAuditTrail {
  record(notice: SecurityNotice, requestId?: string): Promise<void>;
}

/** For code paths and tests that run without an audit trail. */
export const NO_SECURITY_AUDIT: SecurityAuditTrail = { record: async () => undefined };
