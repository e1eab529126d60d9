import { randomUUID } from 'node:crypto';
import type { ActorPseudonyms } from '../auth/actor-pseudonyms';
import type { SecurityAuditTrail, SecurityNotice } from '../auth/security-audit';
import { normalizeEmail } from '../auth/user-store';
import type { CommandHandler } from '../commands/command-handler';
import type { EventMetadata, SecurityEvent } from '../events/domain-events';
import { auditStream } from '../events/streams';
import type { Logger } from '../shared/logger';
import type { Clock } from '../shared/time';
import { type FailureCount, LoginFailureTally } from './login-failure-tally';

/** The notices written one event each; failed logins are counted instead. */
type CountedApart = Exclude<SecurityNotice, { kind: 'login_failed' | 'account_locked' }>;

const ANONYMOUS = { userId: 'anonymous', role: 'anonymous', organizationId: 'none' };

export interface SecurityTrailOptions {
  /** Failed logins are written as one count per account and window this long (default 5 minutes). */
  failureWindowMs?: number;
  /** Accounts counted one by one per window; the rest share one count (default 1000). */
  maxFailureAccounts?: number;
}

/**
 * Records security notices as events of the log, each in an `audit-` stream
 * of its own (appends never contend), through the one writer, so they are
 * chained and checkpointed like every clinical event. A failure to record is
 * logged, not thrown: signing in must not depend on it. Failed logins, which
 * anyone can cause, are counted and written per account and window.
 */
export class EventSecurityTrail implements SecurityAuditTrail {
  private readonly failures: LoginFailureTally;

  constructor(
    private readonly handler: CommandHandler,
    private readonly pseudonyms: ActorPseudonyms,
    private readonly clock: Clock,
    private readonly logger: Logger,
    options: SecurityTrailOptions = {},
  ) {
    this.failures = new LoginFailureTally(
      options.failureWindowMs ?? 5 * 60_000,
      options.maxFailureAccounts ?? 1000,
      (counts) => this.writeCounts(counts),
    );
  }

  async record(notice: SecurityNotice, requestId = 'none'): Promise<void> {
    const at = this.clock.now().toISOString();
    if (notice.kind === 'login_failed' || notice.kind === 'account_locked') {
      const kind =
        notice.kind === 'account_locked' ? 'lockout' : notice.reason === 'locked' ? 'refused_locked' : 'failed';
      this.failures.add(this.account(notice.email), notice.userId, kind, at);
      return;
    }
    await this.append(this.eventOf(notice, at), 'actor' in notice ? notice.actor : ANONYMOUS, requestId, at);
  }

  /** Writes the failed logins counted so far (on shutdown). */
  close(): Promise<void> {
    return this.failures.flush();
  }

  private async writeCounts(counts: FailureCount[]): Promise<void> {
    const at = this.clock.now().toISOString();
    for (const count of counts) {
      const event: SecurityEvent = {
        type: 'LoginFailuresCounted',
        data: {
          account: count.account,
          user_id: count.userId,
          failures: count.failures,
          refused_while_locked: count.refusedWhileLocked,
          lockouts: count.lockouts,
          first_at: count.firstAt,
          last_at: count.lastAt,
          at,
        },
      };
      await this.append(event, ANONYMOUS, 'none', at);
    }
  }

  private async append(
    event: SecurityEvent,
    actor: { userId: string; role: string; organizationId: string },
    requestId: string,
    at: string,
  ): Promise<void> {
    const metadata: EventMetadata = {
      actor_user_id: actor.userId,
      actor_role: actor.role,
      organization_id: actor.organizationId,
      request_id: requestId,
      occurred_at: at,
    };
    try {
      await this.handler.appendNotice(auditStream(randomUUID()), event, metadata);
    } catch (error) {
      this.logger.error({ err: error, event_type: event.type }, 'could not record a security event');
    }
  }

  private account(email: string): string {
    return this.pseudonyms.of(`login:${normalizeEmail(email)}`);
  }

  private eventOf(notice: CountedApart, at: string): SecurityEvent {
    switch (notice.kind) {
      case 'login_succeeded':
        return { type: 'LoginSucceeded', data: { user_id: notice.actor.userId, at } };
      case 'refresh_token_reused':
        return { type: 'RefreshTokenReused', data: { token_family: notice.tokenFamily, at } };
      case 'access_refused':
        return {
          type: 'AccessRefused',
          data: {
            user_id: notice.actor.userId,
            role: notice.actor.role,
            method: notice.method,
            path: notice.path,
            required_roles: [...notice.requiredRoles],
            at,
          },
        };
      case 'audit_read':
        return {
          type: 'AuditTrailRead',
          data: {
            user_id: notice.actor.userId,
            role: notice.actor.role,
            endpoint: notice.endpoint,
            query: notice.query,
            at,
          },
        };
      default: {
        const unhandled: never = notice;
        throw new Error(`Unhandled security notice ${JSON.stringify(unhandled)}`);
      }
    }
  }
}
