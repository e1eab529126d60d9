import { hash } from 'node:crypto';
import type { EventMetadata } from '../events/domain-events';
import { eventHash } from '../events/event-hash';
import type { EventReader, Position, RecordedEvent } from '../events/event-store';
import { type StoredEventText, readsStoredText } from '../events/stored-text';

/** One event as the chain sees it: where it sits, the hash it carries, and what its hash is computed over. */
export interface ChainLink {
  position: Position;
  streamId: string;
  revision: number;
  /** The hash stored with the event; undefined for events written before the log was chained. */
  stored: string | undefined;
  /** Stored text: the exact text after the previous hash that eventHash hashes. */
  content: string | null;
  /** Otherwise the parsed event, hashed in canonical form. */
  event: RecordedEvent | null;
}

/** The event's hash recomputed from its content and the previous hash of its stream. */
export function recompute(link: ChainLink, previous: string): string {
  if (link.content !== null) return hash('sha256', previous + link.content, 'hex');
  return eventHash(previous, link.event as RecordedEvent);
}

const HASH_KEY = '"hash":"';

/** The stored hash and the metadata text without it, as canonical JSON has it; null when not found. */
function splitHash(metadata: string): { stored: string; rest: string } | null {
  const at = metadata.indexOf(HASH_KEY);
  const end = at + HASH_KEY.length + 64;
  if (at < 0 || metadata[end] !== '"') return null;
  let before = metadata.slice(0, at);
  let after = metadata.slice(end + 1);
  if (before.endsWith(',')) before = before.slice(0, -1);
  else if (after.startsWith(',')) after = after.slice(1);
  return { stored: metadata.slice(at + HASH_KEY.length, end), rest: before + after };
}

/**
 * From stored text: the command handler writes data and metadata with
 * sorted keys, so the stored text is the canonical JSON eventHash hashes,
 * and the hash is recomputed over the stored bytes without parsing them.
 * A byte changed anywhere, even one that keeps the JSON's meaning, fails.
 */
function fromText(event: StoredEventText): ChainLink {
  const split = splitHash(event.metadata);
  if (split === null) return fromRecorded(parsed(event));
  return {
    position: event.position,
    streamId: event.streamId,
    revision: event.revision,
    stored: split.stored,
    content:
      `\n[${JSON.stringify(event.id)},${JSON.stringify(event.streamId)},${event.revision},` +
      `${JSON.stringify(event.type)},${event.data},${split.rest}]`,
    event: null,
  };
}

/** Events written before hashing (no hash in their metadata) are hashed from their parsed content. */
function parsed(event: StoredEventText): RecordedEvent {
  return {
    ...event,
    data: JSON.parse(event.data) as unknown,
    metadata: JSON.parse(event.metadata) as EventMetadata,
    recordedAt: '',
  } as RecordedEvent;
}

function fromRecorded(event: RecordedEvent): ChainLink {
  return {
    position: event.position,
    streamId: event.streamId,
    revision: event.revision,
    stored: event.metadata.hash,
    content: null,
    event,
  };
}

/**
 * The log after `after` as chain links, a page at a time, in position order.
 * Reads stored text where the store offers it, otherwise the recorded events
 * (JSONB and EventStoreDB hand back parsed values, hashed in canonical form).
 */
export async function* chainLinks(
  reader: EventReader,
  after: Position | null,
  pageSize: number,
): AsyncGenerator<ChainLink[]> {
  let from = after;
  for (;;) {
    const page = readsStoredText(reader)
      ? (await reader.readStoredText(from, pageSize)).map(fromText)
      : (await reader.readAll(from, pageSize)).map(fromRecorded);
    if (page.length === 0) return;
    yield page;
    from = page[page.length - 1].position;
  }
}
