import { randomUUID } from 'node:crypto';
import type { ActorPseudonyms } from '../auth/actor-pseudonyms';
import type { SecurityAuditTrail, SecurityNotice } from '../auth/security-audit';
import { normalizeEmail } from '../auth/user-store';
import type { CommandHandler } from '../commands/command-handler';
import type { EventMetadata, SecurityEvent } from '../events/domain-events';
import { auditStream } from '../events/streams';
import type { Logger } from '../shared/logger';
import type { Clock } from '../shared/time';

const ANONYMOUS = { userId: 'anonymous', role: 'anonymous', organizationId: 'none' };

/**
 * Records security notices as events of the log, each in an `audit-` stream
 * of its own (appends never contend), through the one writer, so they are
 * chained and checkpointed like every clinical event. A failure to record is
 * logged, not thrown: signing in must not depend on it.
 */
export class EventSecurityTrail implements SecurityAuditTrail {
  constructor(
    private readonly handler: CommandHandler,
    private readonly pseudonyms: ActorPseudonyms,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async record(notice: SecurityNotice, requestId = 'none'): Promise<void> {
    const at = this.clock.now().toISOString();
    const event = this.eventOf(notice, at);
    const actor = 'actor' in notice ? notice.actor : ANONYMOUS;
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

  private eventOf(notice: SecurityNotice, at: string): SecurityEvent {
    switch (notice.kind) {
      case 'login_succeeded':
        return { type: 'LoginSucceeded', data: { user_id: notice.actor.userId, at } };
      case 'login_failed':
        return {
          type: 'LoginFailed',
          data: {
            account: this.account(notice.email),
            user_id: notice.userId,
            reason: notice.reason,
            attempt: notice.attempt,
            at,
          },
        };
      case 'account_locked':
        return {
          type: 'AccountLocked',
          data: {
            account: this.account(notice.email),
            user_id: notice.userId,
            locked_until: new Date(notice.lockedUntil).toISOString(),
            at,
          },
        };
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
