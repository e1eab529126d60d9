import { hash } from 'node:crypto';
import type { DomainEvent, EventMetadata } from './domain-events';
import { canonicalJson } from './canonical-json';

/** The link before the first event of a stream, and the running hash before the first event of the log. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an event's hash commits to: where it sits, what it says and who said it. */
export interface HashedContent {
  id: string;
  streamId: string;
  revision: number;
  type: DomainEvent['type'] | string;
  data: unknown;
  metadata: EventMetadata;
}

/** Everything in the metadata except the hash itself (which cannot commit to itself). */
export function metadataWithoutHash(metadata: EventMetadata): Omit<EventMetadata, 'hash'> {
  if (metadata.hash === undefined) return metadata;
  const { hash: _hash, ...rest } = metadata;
  return rest;
}

/**
 * An event's link in its stream's hash chain: SHA-256 over the previous
 * event's hash and the canonical JSON of the event's id, stream, revision,
 * type, data and metadata. Changing any of them, or the event before it,
 * changes this hash and every later one of the stream.
 */
export function eventHash(previous: string, event: HashedContent): string {
  const content = canonicalJson([
    event.id,
    event.streamId,
    event.revision,
    event.type,
    event.data,
    metadataWithoutHash(event.metadata),
  ]);
  return hash('sha256', `${previous}\n${content}`, 'hex');
}

/**
 * eventHash for an event whose data and metadata (without its hash) the
 * caller already wrote as their canonical JSON text (see inCanonicalOrder):
 * the same hash, without serializing them again.
 */
export function eventHashOfText(
  previous: string,
  event: Pick<HashedContent, 'id' | 'streamId' | 'revision' | 'type'>,
  dataText: string,
  metadataText: string,
): string {
  const content =
    `[${JSON.stringify(event.id)},${JSON.stringify(event.streamId)},${JSON.stringify(event.revision)},` +
    `${JSON.stringify(event.type)},${dataText},${metadataText}]`;
  return hash('sha256', `${previous}\n${content}`, 'hex');
}

/**
 * The running hash over the whole log in position order: it commits to
 * every event's hash and to its position, so a deleted, inserted or moved
 * event anywhere before a signed checkpoint changes the checkpoint's hash.
 */
export function nextHeadHash(previous: string, position: number, link: string): string {
  return hash('sha256', `${previous}\n${position}\n${link}`, 'hex');
}

/** The hash an event carries or, for events stored before hashing existed, the one it would carry. */
export function linkOf(previous: string, event: HashedContent): string {
  return event.metadata.hash ?? eventHash(previous, event);
}

/** The last link of a stream as read (the chain recomputed where old events carry no hash). */
export function streamHeadHash(stream: HashedContent[]): string {
  const last = stream[stream.length - 1];
  if (last === undefined) return GENESIS_HASH;
  if (last.metadata.hash !== undefined) return last.metadata.hash;
  return stream.reduce((previous, event) => linkOf(previous, event), GENESIS_HASH);
}
