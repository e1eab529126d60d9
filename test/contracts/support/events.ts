import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../../../src/events/domain-events';
import type { EventToAppend } from '../../../src/events/event-store';

/** A stream id no other test (or earlier run against the same server) uses. */
export function uniqueStream(kind = 'batch'): string {
  return `${kind}-ct${randomUUID().replace(/-/g, '').slice(0, 20)}`;
}

export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actor_user_id: 'usr_contract',
    actor_role: 'provider',
    organization_id: 'org-contract',
    request_id: `req_${randomUUID()}`,
    occurred_at: new Date().toISOString(),
    ...overrides,
  };
}

/** A small, valid domain event with a fresh id; `label` ends up in the data so reads can be checked. */
export function testEvent(label: string, metadata: EventMetadata = testMetadata()): EventToAppend {
  return {
    id: randomUUID(),
    event: {
      type: 'BatchUploadStarted',
      data: { batch_id: `batch_${label}`, file_name: `${label}.csv`, started_at: new Date().toISOString() },
    },
    metadata,
  };
}

export function testEvents(prefix: string, count: number): EventToAppend[] {
  return Array.from({ length: count }, (_, index) => testEvent(`${prefix}-${index}`));
}
