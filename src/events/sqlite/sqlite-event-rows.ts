import type { Statement } from 'better-sqlite3';
import { SQLITE_BOUND_LIMIT, type SqliteDatabase } from '../../storage/sqlite-client';
import type { DomainEvent, EventMetadata } from '../domain-events';
import type { RecordedEvent, StreamAppend } from '../event-store';
import type { StoredEventText } from '../stored-text';

/** A row of SELECT_EVENTS as an array (better-sqlite3's raw mode): reading the log builds no object per row. */
export type EventRow = [
  position: number,
  eventId: string,
  streamId: string,
  streamRevision: number,
  eventType: DomainEvent['type'],
  data: string,
  metadata: string,
  recordedAt: string,
];

/** Events per append transaction: small enough that the event loop is never held for long. */
export const CHUNK_EVENTS = 250;

/** How many of `appends`, from `start`, fit one transaction of about CHUNK_EVENTS events (at least one). */
export function chunkLength(appends: StreamAppend[], start: number): number {
  let end = start;
  let events = 0;
  while (end < appends.length && (end === start || events + appends[end].events.length <= CHUNK_EVENTS)) {
    events += appends[end].events.length;
    end += 1;
  }
  return end - start;
}

export const INSERT_EVENT =
  'INSERT INTO event_log (event_id, stream_id, stream_revision, event_type, data, metadata, recorded_at) ' +
  'VALUES (?, ?, ?, ?, ?, ?, ?)';
/** Only the stream's revision is a conflict to skip: a reused event id still fails the insert. */
export const INSERT_FIRST_EVENT = `${INSERT_EVENT} ON CONFLICT (stream_id, stream_revision) DO NOTHING`;

export const SELECT_EVENTS =
  'SELECT position, event_id, stream_id, stream_revision, event_type, data, metadata, recorded_at FROM event_log';

/** Rows after a position in log order, `limit` at most, as EventRow arrays; on any connection to the file. */
export function prepareEventsAfter(db: SqliteDatabase): Statement<[number, number], EventRow> {
  return db
    .prepare<[number, number], EventRow>(`${SELECT_EVENTS} WHERE position > ? ORDER BY position ${SQLITE_BOUND_LIMIT}`)
    .raw(true);
}

export function toRecorded([
  position,
  id,
  streamId,
  revision,
  type,
  data,
  metadata,
  recordedAt,
]: EventRow): RecordedEvent {
  return {
    id,
    streamId,
    revision,
    position,
    type,
    data: JSON.parse(data) as DomainEvent['data'],
    metadata: JSON.parse(metadata) as EventMetadata,
    recordedAt,
  } as RecordedEvent;
}

/** An event this append inserted; `objects` when the stored text is JSON.stringify of them (EventToAppend.text). */
export interface InsertedEvent {
  row: EventRow;
  objects: { event: DomainEvent; metadata: EventMetadata } | null;
}

/**
 * An inserted event as a reader of the log gets it. When the writer made its text from the event's objects,
 * those are what parsing the text would give, so they are handed over unparsed; nobody changes an event it was
 * handed.
 */
export function asRecorded({ row, objects }: InsertedEvent): RecordedEvent {
  if (objects === null) return toRecorded(row);
  const [position, id, streamId, revision, type, , , recordedAt] = row;
  const { event, metadata } = objects;
  return { id, streamId, revision, position, type, data: event.data, metadata, recordedAt } as RecordedEvent;
}

/** A row of the log as the verifier reads it: the stored text, unparsed. */
export function toStoredText(row: unknown[]): StoredEventText {
  const [position, id, streamId, revision, type, data, metadata, recordedAt] = row as [
    number,
    string,
    string,
    number,
    string,
    string,
    string,
    string,
  ];
  return { position, id, streamId, revision, type, data, metadata, recordedAt };
}
