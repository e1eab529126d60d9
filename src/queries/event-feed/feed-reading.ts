import type { EventReader, Position, RecordedEvent } from '../../events/event-store';
import { isResearchEvent } from './research-visibility';

export interface FeedQuery {
  /** Events strictly after this position; null: from the start of the log. */
  after: Position | null;
  /** Only these event types; null: every research event type. */
  types: ReadonlySet<string> | null;
}

/** Events read from the store per call. */
export const READ_CHUNK = 1000;
/** Stored events one JSON page looks at before answering with what it found (a rare type must not scan it all). */
export const PAGE_SCAN_LIMIT = 10_000;

const wanted = (query: FeedQuery) => (event: RecordedEvent) =>
  isResearchEvent(event) && (query.types === null || query.types.has(event.type));

export interface FeedPage {
  events: RecordedEvent[];
  /** Where the next page starts: the last position this page looked at (also past events it left out). */
  nextAfter: Position | null;
}

/**
 * Up to `limit` research events after the cursor. The cursor moves over the
 * events it skipped too, so a page with fewer events than asked for (even
 * none) is not the end of the log unless `nextAfter` stops moving.
 */
export async function readFeedPage(reader: EventReader, query: FeedQuery, limit: number): Promise<FeedPage> {
  const keep = wanted(query);
  const events: RecordedEvent[] = [];
  let cursor = query.after;
  let scanned = 0;
  while (events.length < limit && scanned < PAGE_SCAN_LIMIT) {
    const chunk = await reader.readAll(cursor, READ_CHUNK);
    for (const event of chunk) {
      cursor = event.position;
      scanned += 1;
      if (keep(event)) {
        events.push(event);
        if (events.length === limit) break;
      }
    }
    if (chunk.length < READ_CHUNK) break;
  }
  return { events, nextAfter: cursor };
}

/**
 * Every research event after the cursor, a chunk at a time, up to the end
 * of the log as it is when each chunk is read. A consumer that stops
 * pulling (a slow client) stops the reads: nothing is read ahead of it.
 */
export async function* feedChunks(reader: EventReader, query: FeedQuery): AsyncGenerator<RecordedEvent[]> {
  const keep = wanted(query);
  let cursor = query.after;
  for (;;) {
    const chunk = await reader.readAll(cursor, READ_CHUNK);
    if (chunk.length === 0) return;
    cursor = chunk[chunk.length - 1].position;
    const kept = chunk.filter(keep);
    if (kept.length > 0) yield kept;
    if (chunk.length < READ_CHUNK) return;
  }
}
