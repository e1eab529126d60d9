import type { Statement } from 'better-sqlite3';
import type { SqliteClient, SqliteDatabase } from '../../storage/sqlite-client';
import { IDEMPOTENCY_INDEX, type IdempotencyMark, type IdempotencyRecord } from '../idempotency-record';

type EventValues = [string, string, number, string, string, string, string];
type KeyedParams = [...EventValues, string, string];

const INSERT_KEYED =
  'INSERT INTO event_log (event_id, stream_id, stream_revision, event_type, data, metadata, recorded_at, ' +
  'idempotency_key, idempotency_fingerprint) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';

/** Adds the two columns and their unique partial index to a log made before they existed. */
function addIdempotencyColumns(db: SqliteDatabase): void {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(event_log)').all();
  const missing = (name: string): boolean => !columns.some((column) => column.name === name);
  // Nullable columns with no default: SQLite adds them without rewriting the rows (keyless rows stay as they were).
  if (missing('idempotency_key')) db.exec('ALTER TABLE event_log ADD COLUMN idempotency_key TEXT');
  if (missing('idempotency_fingerprint')) db.exec('ALTER TABLE event_log ADD COLUMN idempotency_fingerprint TEXT');
  db.exec(
    `CREATE UNIQUE INDEX IF NOT EXISTS ${IDEMPOTENCY_INDEX} ON event_log (idempotency_key) ` +
      'WHERE idempotency_key IS NOT NULL',
  );
}

/**
 * The SQLite log's idempotency columns: the insert of a keyed event (keyless
 * events keep the adapter's own statements, unchanged) and the look-up by key.
 */
export class SqliteKeyedEvents {
  private readonly insertKeyed: Statement<KeyedParams>;
  private readonly byKey: Statement<
    [string],
    { stream_id: string; stream_revision: number; position: number; fp: string }
  >;

  constructor(private readonly db: SqliteClient) {
    addIdempotencyColumns(db.writer);
    // Like the adapter's first event of a new stream: a taken revision changes nothing (the conflict), while a
    // taken key fails the insert. Later revisions were checked in the transaction, so for them it never skips.
    this.insertKeyed = db.writer.prepare(`${INSERT_KEYED} ON CONFLICT (stream_id, stream_revision) DO NOTHING`);
    this.byKey = db.reader.prepare(
      'SELECT stream_id, stream_revision, position, idempotency_fingerprint AS fp FROM event_log ' +
        'WHERE idempotency_key = ?',
    );
  }

  /** The insert for a keyed event, taking the same values as the adapter's; null for a keyless one. */
  insert(mark: IdempotencyMark | undefined): Pick<Statement<EventValues>, 'run'> | null {
    if (!mark) return null;
    return { run: (...values: EventValues) => this.insertKeyed.run(...values, mark.key, mark.fingerprint) };
  }

  /** Read first, then wait for the disk: an answer rebuilt from the row never precedes its durability. */
  async find(key: string): Promise<IdempotencyRecord | null> {
    const row = this.byKey.get(key);
    await this.db.durable();
    return row
      ? { fingerprint: row.fp, streamId: row.stream_id, revision: row.stream_revision, position: row.position }
      : null;
  }
}
