import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { Collection, Db } from 'mongodb';
import type { SqlClient } from '../storage/sql-client';
import type { SqliteClient } from '../storage/sqlite-client';
import { LOCK_KEYS, migrate } from '../storage/migrations';
import type { Checkpoint } from './checkpoint';

/**
 * Where signed checkpoints are kept: beside the log they describe, so a
 * backup of the log carries them. They protect the log only as far as a copy
 * also lives elsewhere (an auditor keeps `GET /audit/checkpoints/latest`
 * answers and verifies with `--against`); kept only here, someone who can
 * rewrite the log could rewrite them too, but not sign new ones without the key.
 */
export interface CheckpointStore {
  add(checkpoint: Checkpoint): Promise<void>;
  latest(): Promise<Checkpoint | null>;
  /** Every checkpoint, in position order. */
  all(): Promise<Checkpoint[]>;
}

interface CheckpointRow {
  position: number | string;
  head_hash: string;
  event_count: number | string;
  signed_at: string | Date;
  key_id: string;
  signature: string;
}

const fromRow = (row: CheckpointRow): Checkpoint => ({
  position: Number(row.position),
  head_hash: row.head_hash,
  event_count: Number(row.event_count),
  signed_at: typeof row.signed_at === 'string' ? row.signed_at : row.signed_at.toISOString(),
  key_id: row.key_id,
  signature: row.signature,
});

const COLUMNS = 'position, head_hash, event_count, signed_at, key_id, signature';

/** The embedded profile: a table in the SQLite file, written through the one writer connection. */
export class SqliteCheckpointStore implements CheckpointStore {
  private constructor(private readonly db: SqliteClient) {}

  static open(db: SqliteClient): SqliteCheckpointStore {
    db.writer.exec(`CREATE TABLE IF NOT EXISTS audit_checkpoints (
      position INTEGER PRIMARY KEY, head_hash TEXT NOT NULL, event_count INTEGER NOT NULL,
      signed_at TEXT NOT NULL, key_id TEXT NOT NULL, signature TEXT NOT NULL)`);
    return new SqliteCheckpointStore(db);
  }

  async add(c: Checkpoint): Promise<void> {
    this.db.write(() =>
      this.db.writer
        .prepare(`INSERT OR IGNORE INTO audit_checkpoints (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`)
        .run(c.position, c.head_hash, c.event_count, c.signed_at, c.key_id, c.signature),
    );
  }

  async latest(): Promise<Checkpoint | null> {
    const row = this.db.reader
      .prepare<[], CheckpointRow>(`SELECT ${COLUMNS} FROM audit_checkpoints ORDER BY position DESC LIMIT 1`)
      .get();
    return row ? fromRow(row) : null;
  }

  async all(): Promise<Checkpoint[]> {
    return this.db.reader
      .prepare<[], CheckpointRow>(`SELECT ${COLUMNS} FROM audit_checkpoints ORDER BY position`)
      .all()
      .map(fromRow);
  }
}

/** Beside a PostgreSQL log. Several notaries may sign the same position: the first one stays. */
export class SqlCheckpointStore implements CheckpointStore {
  private constructor(private readonly sql: SqlClient) {}

  static async open(sql: SqlClient): Promise<SqlCheckpointStore> {
    await migrate(sql, LOCK_KEYS.auditSchema, [
      `CREATE TABLE IF NOT EXISTS audit_checkpoints (
         position BIGINT PRIMARY KEY, head_hash TEXT NOT NULL, event_count BIGINT NOT NULL,
         signed_at TEXT NOT NULL, key_id TEXT NOT NULL, signature TEXT NOT NULL)`,
    ]);
    return new SqlCheckpointStore(sql);
  }

  async add(c: Checkpoint): Promise<void> {
    await this.sql.query(
      `INSERT INTO audit_checkpoints (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (position) DO NOTHING`,
      [c.position, c.head_hash, c.event_count, c.signed_at, c.key_id, c.signature],
    );
  }

  async latest(): Promise<Checkpoint | null> {
    const [row] = await this.sql.query<CheckpointRow>(
      `SELECT ${COLUMNS} FROM audit_checkpoints ORDER BY position DESC LIMIT 1`,
    );
    return row ? fromRow(row) : null;
  }

  async all(): Promise<Checkpoint[]> {
    return (await this.sql.query<CheckpointRow>(`SELECT ${COLUMNS} FROM audit_checkpoints ORDER BY position`)).map(
      fromRow,
    );
  }
}

interface CheckpointDocument extends Omit<Checkpoint, 'position'> {
  _id: number;
}

/**
 * EventStoreDB has no side table: with it, checkpoints live beside the read
 * models in MongoDB, shared by every process. A second notary signing the
 * same position meets the unique _id and leaves the first one.
 */
export class MongoCheckpointStore implements CheckpointStore {
  private constructor(private readonly collection: Collection<CheckpointDocument>) {}

  static open(db: Db): MongoCheckpointStore {
    return new MongoCheckpointStore(db.collection<CheckpointDocument>('audit_checkpoints'));
  }

  async add({ position, ...rest }: Checkpoint): Promise<void> {
    try {
      await this.collection.insertOne({ _id: position, ...rest });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
  }

  async latest(): Promise<Checkpoint | null> {
    const document = await this.collection.find().sort({ _id: -1 }).limit(1).next();
    return document ? fromDocument(document) : null;
  }

  async all(): Promise<Checkpoint[]> {
    return (await this.collection.find().sort({ _id: 1 }).toArray()).map(fromDocument);
  }
}

const fromDocument = ({
  _id,
  head_hash,
  event_count,
  signed_at,
  key_id,
  signature,
}: CheckpointDocument): Checkpoint => ({
  position: _id,
  head_hash,
  event_count,
  signed_at,
  key_id,
  signature,
});

/**
 * EventStoreDB beside a read store that is not a shared server (SQLite):
 * a JSON-lines file in DATA_DIR, for a single process.
 */
export class FileCheckpointStore implements CheckpointStore {
  constructor(private readonly path: string) {}

  async add(checkpoint: Checkpoint): Promise<void> {
    const known = await this.all();
    if (known.some((c) => c.position === checkpoint.position)) return;
    appendFileSync(this.path, `${JSON.stringify(checkpoint)}\n`, { mode: 0o600 });
  }

  async latest(): Promise<Checkpoint | null> {
    const all = await this.all();
    return all[all.length - 1] ?? null;
  }

  async all(): Promise<Checkpoint[]> {
    if (!existsSync(this.path)) return [];
    return readFileSync(this.path, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Checkpoint)
      .sort((a, b) => a.position - b.position);
  }
}
