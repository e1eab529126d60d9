import type { EventMetadata } from '../events/domain-events';
import type { EventStore } from '../events/event-store';
import type { Actor } from '../shared/request-context';
import type { Clock } from '../shared/time';
import type { IdentifierDetector } from './deidentification/detector';
import type { PatientPolicy } from './patient/patient-schemas';

export interface CommandDeps {
  eventStore: EventStore;
  detector: IdentifierDetector;
  clock: Clock;
  patientPolicy: PatientPolicy;
}

/** Who issues a command and from which request: becomes the events' metadata. */
export interface CommandOrigin {
  actor: Actor;
  requestId: string;
}

export function eventMetadata(origin: CommandOrigin, now: Date, extra: Pick<EventMetadata, 'batch_id' | 'row_number'> = {}): EventMetadata {
  return {
    actor_user_id: origin.actor.userId,
    actor_role: origin.actor.role,
    organization_id: origin.actor.organizationId,
    request_id: origin.requestId,
    occurred_at: now.toISOString(),
    ...extra,
  };
}
