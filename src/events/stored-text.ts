import type { EventReader, Position } from './event-store';

/** An event exactly as the store keeps it, data and metadata as their stored JSON text. */
export interface StoredEventText {
  position: Position;
  id: string;
  streamId: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  recordedAt: string;
}

/**
 * Stores that keep JSON as text (SQLite) can hand it over unparsed: the audit
 * verifier then hashes the stored bytes themselves, and saves parsing a
 * million events.
 */
export interface StoredTextReader {
  readStoredText(after: Position | null, limit: number): Promise<StoredEventText[]>;
}

export function readsStoredText(reader: EventReader): reader is EventReader & StoredTextReader {
  return typeof (reader as Partial<StoredTextReader>).readStoredText === 'function';
}
