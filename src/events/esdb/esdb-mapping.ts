import {
  ANY,
  NO_STREAM,
  jsonEvent,
  type AppendExpectedRevision,
  type CurrentRevision,
  type EventData,
  type Position as EsdbPosition,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { DOMAIN_EVENT_TYPES, type DomainEvent, type EventMetadata, isDomainEventType } from '../domain-events';
import type { EventToAppend, ExpectedRevision, Position, RecordedEvent } from '../event-store';

/**
 * Pure translations between the port and EventStoreDB, kept apart from the
 * client calls so they are unit-tested without a server.
 */

/** Our revisions are zero-based like EventStoreDB's, so a number maps one to one. */
export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new RangeError(`Invalid expected revision ${expected}`);
  return BigInt(expected);
}

export function fromEsdbRevision(revision: CurrentRevision): number | null {
  return revision === NO_STREAM ? null : toSafeNumber(revision, 'stream revision');
}

function toSafeNumber(value: bigint, what: string): number {
  if (value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`EventStoreDB ${what} ${value} does not fit the port's number`);
  return Number(value);
}

/**
 * Position mapping. An EventStoreDB position is a pair of byte offsets in its
 * transaction log. Every append over gRPC is an implicit transaction whose
 * events are each written as a committed prepare record, and for those the
 * server reports commit = prepare = the record's own log offset. So the commit
 * offset alone identifies an event and orders $all, and our numeric Position is
 * that offset (2^53 bytes is ~9 PB of log, far beyond any node). Reading resumes
 * from { commit: p, prepare: p }, which is exactly the stored event's pair.
 * Only legacy explicit transactions (TCP client) have commit != prepare; such
 * an event of ours would be unrepresentable, so it fails loudly rather than
 * being skipped or read twice.
 */
export function eventPosition(position: EsdbPosition): Position {
  if (position.commit !== position.prepare) {
    throw new Error(
      `EventStoreDB event at commit ${position.commit} / prepare ${position.prepare} was written in an ` +
        `explicit transaction; ` +
        'this adapter maps a position to one number and supports only implicit (gRPC) appends',
    );
  }
  return toSafeNumber(position.commit, 'commit position');
}

/**
 * Order key of any record in $all, ours or not (system events included): the
 * commit offset. Used to page past records without asserting the mapping.
 */
export function commitOffset(position: EsdbPosition): bigint {
  return position.commit;
}

/** An append result's commit position is the log offset of the last event written. */
export function appendPosition(position: EsdbPosition): Position {
  return toSafeNumber(position.commit, 'commit position');
}

export function toEsdbPosition(position: Position): EsdbPosition {
  if (!Number.isSafeInteger(position) || position < 0) throw new RangeError(`Invalid position ${position}`);
  const offset = BigInt(position);
  return { commit: offset, prepare: offset };
}

/** Our event id becomes the EventStoreDB event id, which makes a retried append idempotent. */
export function toEventData({ id, event, metadata }: EventToAppend): EventData {
  return jsonEvent({ id, type: event.type, data: { ...event.data }, metadata: { ...metadata } });
}

/** Exact match on our event types; system events ($-prefixed) never match. */
export const DOMAIN_EVENT_TYPE_REGEX = `^(${DOMAIN_EVENT_TYPES.join('|')})$`;

/** True for events this service wrote: a domain type, JSON, outside system streams. */
export function isOurEvent(recorded: EsdbRecordedEvent): boolean {
  return recorded.isJson && !recorded.streamId.startsWith('$') && isDomainEventType(recorded.type);
}

/**
 * Deserializes a stored event into the port's RecordedEvent. Data and
 * metadata were written by toEventData from the typed union, so they are
 * trusted here as they are in the SQL adapter.
 */
export function toRecordedEvent(recorded: EsdbRecordedEvent, position: Position): RecordedEvent {
  if (!isOurEvent(recorded))
    throw new Error(`Event ${recorded.id} of type ${recorded.type} in ${recorded.streamId} is not a domain event`);
  return {
    id: recorded.id,
    streamId: recorded.streamId,
    revision: toSafeNumber(recorded.revision, 'stream revision'),
    position,
    type: recorded.type as DomainEvent['type'],
    data: recorded.data as DomainEvent['data'],
    metadata: recorded.metadata as unknown as EventMetadata,
    recordedAt: recorded.created.toISOString(),
  } as RecordedEvent;
}
