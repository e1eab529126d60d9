import { assertOrganizationAccess } from '../auth/organization-access';
import type { Actor } from '../shared/request-context';
import type { ActorPseudonyms } from '../auth/actor-pseudonyms';
import type { EventReader, RecordedEvent } from '../events/event-store';
import { patientStream, visitStream } from '../events/streams';
import { type RecordVersion, foldRecordVersions } from '../projections/fold-record';
import { assertPlausibleId, patientNotFound, visitNotFound } from '../shared/not-found';
import { type FieldChange, fieldChanges } from './field-changes';
import { type Pagination, type QueryInput, pagination, parsePage } from './list-params';

export interface HistoryEntry {
  revision: number;
  event_type: string;
  recorded_at: string;
  occurred_at: string;
  request_id: string;
  actor: { user_id: string; role: string; organization_id: string };
  batch_id: string | null;
  row_number: number | null;
  changes: FieldChange[];
}

/** Who asks: research readers see pseudonyms instead of user ids. */
export interface HistoryReader {
  actor: Actor;
  pseudonyms: ActorPseudonyms;
}

export type RecordKind = 'patient' | 'visit';

const KINDS = {
  patient: { prefix: 'pat', stream: patientStream, notFound: patientNotFound },
  visit: { prefix: 'vis', stream: visitStream, notFound: visitNotFound },
} as const;

/** The clinical fields of a version, the part whose changes an auditor follows. */
function fieldsOf(version: RecordVersion | undefined): object | null {
  if (!version) return null;
  return version.patient?.patient ?? version.visit?.visit ?? null;
}

function entry(event: RecordedEvent, before: object | null, after: object | null, reader: HistoryReader): HistoryEntry {
  const meta = event.metadata;
  return {
    revision: event.revision,
    event_type: event.type,
    recorded_at: event.recordedAt,
    occurred_at: meta.occurred_at,
    request_id: meta.request_id,
    actor: {
      user_id: reader.pseudonyms.shownTo(reader.actor.role, meta.actor_user_id),
      role: meta.actor_role,
      organization_id: meta.actor_organization_id ?? meta.organization_id,
    },
    batch_id: meta.batch_id ?? null,
    row_number: meta.row_number ?? null,
    changes: fieldChanges(before, after),
  };
}

/**
 * A record's stream, or the spec's 404 for an id that has none. With a reader,
 * the record must be in the reader's reach: its events' `organization_id`
 * names the record's organization (see `recordOrganizationId`).
 */
export async function readRecordStream(
  events: EventReader,
  kind: RecordKind,
  id: string,
  reader: Actor | null,
): Promise<RecordedEvent[]> {
  const { prefix, stream, notFound } = KINDS[kind];
  assertPlausibleId(id, prefix, notFound);
  const recorded = await events.readStream(stream(id));
  if (recorded.length === 0) throw notFound(id);
  if (reader) assertOrganizationAccess(reader, 'read', recorded[0].metadata.organization_id, `${kind}s/${id}`);
  return recorded;
}

/**
 * Every version of one record, newest first, paged like the lists. It reads
 * the record's own stream only, so its cost grows with the record's versions,
 * not with the log.
 */
export async function recordHistory(
  events: EventReader,
  kind: RecordKind,
  id: string,
  query: QueryInput,
  reader: HistoryReader,
): Promise<{ data: HistoryEntry[]; pagination: Pagination; positions: number[] }> {
  const { page, limit, window } = parsePage(query);
  const versions = foldRecordVersions(await readRecordStream(events, kind, id, reader.actor));
  const newestFirst = versions.map((_, index) => versions.length - 1 - index);
  const shown = newestFirst.slice(window.offset, window.offset + window.limit);
  const data = shown.map((index) =>
    entry(versions[index].event, fieldsOf(versions[index - 1]), fieldsOf(versions[index]), reader),
  );
  // The log positions of the entries shown, for an auditor who asks for their inclusion proofs.
  const positions = shown.map((index) => versions[index].event.position);
  return { data, pagination: pagination(page, limit, versions.length), positions };
}
