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
  /** Stored text whose metadata holds the hash at `hashAt`: hashed as stored (see fromText). */
  text: StoredEventText | null;
  hashAt: number;
  /** Otherwise the parsed event, hashed in canonical form. */
  event: RecordedEvent | null;
}

const HASH_KEY = '"hash":"';
const HASH_END = HASH_KEY.length + 64;

/**
 * The event's hash recomputed from its content and the previous hash of its
 * stream. From stored text: the command handler writes data and metadata
 * with sorted keys, so the stored text is the canonical JSON eventHash
 * hashes (with the hash member cut out of the metadata), and the hash is
 * recomputed over the stored bytes without parsing them. A byte changed
 * anywhere, even one that keeps the JSON's meaning, fails. Built only when
 * asked: the notary needs the stored hashes alone.
 */
export function recompute(link: ChainLink, previous: string): string {
  const text = link.text;
  if (text === null) return eventHash(previous, link.event as RecordedEvent);
  const metadata = text.metadata;
  let before = metadata.slice(0, link.hashAt);
  let after = metadata.slice(link.hashAt + HASH_END + 1);
  if (before.endsWith(',')) before = before.slice(0, -1);
  else if (after.startsWith(',')) after = after.slice(1);
  const content =
    `${previous}\n[${JSON.stringify(text.id)},${JSON.stringify(text.streamId)},${text.revision},` +
    `${JSON.stringify(text.type)},${text.data},${before}${after}]`;
  return hash('sha256', content, 'hex');
}

function fromText(event: StoredEventText): ChainLink {
  const at = event.metadata.indexOf(HASH_KEY);
  if (at < 0 || event.metadata[at + HASH_END] !== '"') return fromRecorded(parsed(event));
  return {
    position: event.position,
    streamId: event.streamId,
    revision: event.revision,
    stored: event.metadata.slice(at + HASH_KEY.length, at + HASH_END),
    text: event,
    hashAt: at,
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
    text: null,
    hashAt: -1,
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
    // A synchronous store answers every page without the event loop getting a turn: a long fold (the first
    // checkpoint over a large unsigned log, a verification) would otherwise hold every request until it ends.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
