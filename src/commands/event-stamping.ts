import { inCanonicalOrder, withKeyInOrder, withSortedKeys } from '../events/canonical-json';
import type { DomainEvent, EventMetadata } from '../events/domain-events';
import { GENESIS_HASH, eventHash, eventHashOfText, metadataWithoutHash, streamHeadHash } from '../events/event-hash';
import type { EventToAppend, RecordedEvent } from '../events/event-store';
import { currentSchemaVersion } from '../events/schema-versions';
import { newEventId } from '../shared/ids';
import { type CommandOrigin, stampMetadata } from './command-origin';
import type { StampedEvent } from './decider';

/** An event to append whose stored text the handler wrote itself (always, for what it appends). */
export type WrittenEvent = EventToAppend & Required<Pick<EventToAppend, 'text'>>;

/** Where a stream's chain stands before an append: its last revision (null: no stream) and last hash. */
export interface ChainTip {
  revision: number | null;
  hash: string;
}

export const NEW_STREAM: ChainTip = { revision: null, hash: GENESIS_HASH };

export const tipOf = (history: RecordedEvent[]): ChainTip =>
  history.length === 0 ? NEW_STREAM : { revision: history[history.length - 1].revision, hash: streamHeadHash(history) };

/** Metadata for every event, each with the schema version its type is written with today. */
export function stamp(events: DomainEvent[], origin: CommandOrigin, now: Date): StampedEvent[] {
  const metadata = stampMetadata(origin, now);
  return events.map((event) => versioned(event, metadata));
}

/** The event with its metadata and the schema version its type is written with today. */
export const versioned = (event: DomainEvent, metadata: EventMetadata): StampedEvent => ({
  ...event,
  metadata: { ...metadata, schema_version: currentSchemaVersion(event.type) },
});

/**
 * Gives each event its id and, as the very last step (nothing may change the
 * metadata after it), its link in the stream's hash chain: the revision it
 * will get is known because the append is conditional on the tip's revision.
 */
export function toAppend(streamId: string, events: StampedEvent[], tip: ChainTip): WrittenEvent[] {
  let previous = tip.hash;
  let revision = tip.revision ?? -1;
  return events.map(({ metadata: stamped, ...rest }) => {
    // Keys in sorted order make the stored text canonical, so it is hashed as written, without a second pass.
    const data = withSortedKeys(rest.data);
    const event = { ...rest, data } as DomainEvent;
    const unhashed = metadataWithoutHash(stamped);
    const metadata = withSortedKeys(unhashed);
    const id = newEventId();
    revision += 1;
    const dataText = JSON.stringify(data);
    const content = { id, streamId, revision, type: event.type };
    // withSortedKeys hands back the very value it was given only when that is in canonical order already.
    const hash =
      (data === rest.data || inCanonicalOrder(data)) && (metadata === unhashed || inCanonicalOrder(metadata))
        ? eventHashOfText(previous, content, dataText, JSON.stringify(metadata))
        : eventHash(previous, { ...content, data, metadata });
    previous = hash;
    const hashed = withKeyInOrder(metadata, 'hash', hash);
    return { id, event, metadata: hashed, text: { data: dataText, metadata: JSON.stringify(hashed) } };
  });
}

/** The events as a later read of the store gives them back (JSON text drops keys whose value is undefined). */
export function asStored(written: WrittenEvent[]): StampedEvent[] {
  return written.map(
    ({ event, text }) =>
      ({ type: event.type, data: JSON.parse(text.data), metadata: JSON.parse(text.metadata) }) as StampedEvent,
  );
}
