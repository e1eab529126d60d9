import type { DomainEvent, EventMetadata } from '../../events/domain-events';
import type { EventReader, Position, RecordedEvent } from '../../events/event-store';
import { currentSchemaVersion } from '../../events/schema-versions';
import { type StoredEventText, type StoredTextReader, readsStoredText } from '../../events/stored-text';
import { UpcastingEventStore } from '../../events/upcasting/upcasting-event-store';
import { storedSchemaVersion, upcast } from '../../events/upcasting/upcasters';
import { type FeedViewer, feedMetadata, toFeedEvent } from './feed-event';
import { type FeedQuery, READ_CHUNK, feedChunks } from './feed-reading';
import { isResearchEvent } from './research-visibility';

/** NDJSON lines of one chunk of the log: `events` lines, the last for the event at `last`. */
export interface NdjsonChunk {
  text: string;
  events: number;
  last: Position;
}

/**
 * A key that looks like an array index: JSON.parse moves such keys first,
 * so the parsed data would not serialize back to the stored text. (Inside a
 * JSON string a quote is escaped, so only a real key can match.)
 */
const INDEX_LIKE_KEY = /"(?:0|[1-9][0-9]*)":/;

const line = (event: RecordedEvent, viewer: FeedViewer): string => `${JSON.stringify(toFeedEvent(event, viewer))}\n`;

function recorded(row: StoredEventText, metadata: EventMetadata): RecordedEvent {
  return {
    id: row.id,
    streamId: row.streamId,
    revision: row.revision,
    position: row.position,
    type: row.type as DomainEvent['type'],
    data: JSON.parse(row.data) as DomainEvent['data'],
    metadata,
    recordedAt: row.recordedAt,
  } as RecordedEvent;
}

/**
 * One event's line from its stored text. The command handler stores data
 * with JSON.stringify, so an event already in today's shape is sent as its
 * stored data text: the same bytes JSON.stringify(JSON.parse(text)) gives,
 * without building the object. Older shapes (which the upcasters change)
 * and index-like keys take the parse, upcast, stringify path. The metadata
 * is always parsed: the reader sees a fixed list of its keys, pseudonymized.
 */
export function storedTextLine(row: StoredEventText, viewer: FeedViewer): string {
  const metadata = JSON.parse(row.metadata) as EventMetadata;
  const version = storedSchemaVersion(metadata);
  if (version !== currentSchemaVersion(row.type) || INDEX_LIKE_KEY.test(row.data))
    return line(upcast(recorded(row, metadata)), viewer);
  return (
    `{"position":${row.position},"stream_id":${JSON.stringify(row.streamId)},"revision":${row.revision},` +
    `"event_type":${JSON.stringify(row.type)},"recorded_at":${JSON.stringify(row.recordedAt)},` +
    `"schema_version":${version},"data":${row.data},"metadata":${JSON.stringify(feedMetadata(metadata, viewer))}}\n`
  );
}

/** The store under the upcasters when it hands over stored text (SQLite); null otherwise. */
function storedTextOf(reader: EventReader): StoredTextReader | null {
  return reader instanceof UpcastingEventStore && readsStoredText(reader.stored) ? reader.stored : null;
}

async function* fromStoredText(stored: StoredTextReader, query: FeedQuery, viewer: FeedViewer) {
  let cursor = query.after;
  for (;;) {
    const rows = await stored.readStoredText(cursor, READ_CHUNK);
    if (rows.length === 0) return;
    cursor = rows[rows.length - 1].position;
    let text = '';
    let events = 0;
    let last = cursor;
    for (const row of rows) {
      if (!isResearchEvent(row)) continue;
      if (query.types !== null && !query.types.has(row.type)) continue;
      text += storedTextLine(row, viewer);
      events += 1;
      last = row.position;
    }
    if (events > 0) yield { text, events, last };
    if (rows.length < READ_CHUNK) return;
  }
}

async function* fromEvents(reader: EventReader, query: FeedQuery, viewer: FeedViewer) {
  for await (const chunk of feedChunks(reader, query)) {
    const last = chunk[chunk.length - 1].position;
    yield { text: chunk.map((event) => line(event, viewer)).join(''), events: chunk.length, last };
  }
}

/**
 * Every research event after the cursor as NDJSON, a chunk of the log at a
 * time, as GET /events and `npm run events -- export` send it. Reads the
 * next chunk only when the consumer asks for it, so a slow consumer stops
 * the reads. Over SQLite it works from the stored JSON text.
 */
export function ndjsonChunks(reader: EventReader, query: FeedQuery, viewer: FeedViewer): AsyncGenerator<NdjsonChunk> {
  const stored = storedTextOf(reader);
  return stored ? fromStoredText(stored, query, viewer) : fromEvents(reader, query, viewer);
}
