import type { ActorPseudonyms } from '../../auth/actor-pseudonyms';
import type { EventMetadata } from '../../events/domain-events';
import type { RecordedEvent } from '../../events/event-store';
import { storedSchemaVersion } from '../../events/upcasting/upcasters';
import type { Role } from '../../shared/roles';

/** The metadata a feed reader sees: a fixed list of keys, so nothing added to metadata later leaks by default. */
export interface FeedMetadata {
  actor_user_id: string;
  actor_role: string;
  organization_id: string;
  request_id: string;
  occurred_at: string;
  batch_id?: string;
  row_number?: number;
}

/** One event as the feed, the live tail and NDJSON exports show it. */
export interface FeedEvent {
  position: number;
  stream_id: string;
  revision: number;
  event_type: string;
  recorded_at: string;
  schema_version: number;
  data: unknown;
  metadata: FeedMetadata;
}

/** How one reader sees events: research (readonly) readers get actor pseudonyms instead of user ids. */
export interface FeedViewer {
  role: Role;
  pseudonyms: ActorPseudonyms;
}

/** The metadata keys a reader may see, with the actor pseudonymized for research readers. */
export function feedMetadata(metadata: EventMetadata, viewer: FeedViewer): FeedMetadata {
  const shown: FeedMetadata = {
    actor_user_id: viewer.pseudonyms.shownTo(viewer.role, metadata.actor_user_id),
    actor_role: metadata.actor_role,
    organization_id: metadata.organization_id,
    request_id: metadata.request_id,
    occurred_at: metadata.occurred_at,
  };
  if (metadata.batch_id !== undefined) shown.batch_id = metadata.batch_id;
  if (metadata.row_number !== undefined) shown.row_number = metadata.row_number;
  return shown;
}

export function toFeedEvent(event: RecordedEvent, viewer: FeedViewer): FeedEvent {
  const { metadata } = event;
  return {
    position: event.position,
    stream_id: event.streamId,
    revision: event.revision,
    event_type: event.type,
    recorded_at: event.recordedAt,
    schema_version: storedSchemaVersion(metadata),
    data: event.data,
    metadata: feedMetadata(metadata, viewer),
  };
}
