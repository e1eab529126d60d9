import type { EventMetadata } from '../events/domain-events';
import type { IdempotencyMark } from '../events/idempotency-record';
import { isRole } from '../shared/roles';
import type { Actor } from '../shared/request-context';

/** Who issues a command and from which request: it becomes the events' metadata. */
export interface CommandOrigin {
  actor: Actor;
  requestId: string;
  /** Set when the command comes from a row of an uploaded CSV file. */
  importedRow?: { batchId: string; rowNumber: number };
  /**
   * The organization the record belongs to when it is not the actor's own: an
   * admin recording a visit for another organization's patient. The events'
   * `organization_id` always names the record's organization.
   */
  recordOrganizationId?: string;
  /** The request's Idempotency-Key and fingerprint: stored with the last event the command appends. */
  idempotency?: IdempotencyMark;
}

/** The one builder of event metadata; the command handler calls it for every event it appends. */
export function stampMetadata(origin: CommandOrigin, now: Date): EventMetadata {
  const organizationId = origin.recordOrganizationId ?? origin.actor.organizationId;
  // Keys in sorted order, as the stored text has them: the handler then writes the metadata without copying it.
  const metadata: Partial<EventMetadata> = {};
  if (organizationId !== origin.actor.organizationId) metadata.actor_organization_id = origin.actor.organizationId;
  metadata.actor_role = origin.actor.role;
  metadata.actor_user_id = origin.actor.userId;
  if (origin.importedRow) metadata.batch_id = origin.importedRow.batchId;
  metadata.occurred_at = now.toISOString();
  metadata.organization_id = organizationId;
  metadata.request_id = origin.requestId;
  if (origin.importedRow) metadata.row_number = origin.importedRow.rowNumber;
  return metadata as EventMetadata;
}

/**
 * The origin recorded on an event, for commands taken later on that
 * person's behalf (import workers and reactors act for the uploader).
 */
export function recordedOrigin(metadata: EventMetadata): CommandOrigin {
  if (!isRole(metadata.actor_role)) throw new Error(`Recorded event has an unknown actor role: ${metadata.actor_role}`);
  const organizationId = metadata.actor_organization_id ?? metadata.organization_id;
  return {
    actor: { userId: metadata.actor_user_id, role: metadata.actor_role, organizationId },
    requestId: metadata.request_id,
    ...(organizationId !== metadata.organization_id && { recordOrganizationId: metadata.organization_id }),
  };
}

/** The same person and request, now for one imported row. */
export function forImportedRow(origin: CommandOrigin, batchId: string, rowNumber: number): CommandOrigin {
  return { actor: origin.actor, requestId: origin.requestId, importedRow: { batchId, rowNumber } };
}
