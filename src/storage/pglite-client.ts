import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import type { SqlClient, SqlExecutor } from './sql-client';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock';
import { ensureDataDirectory } from './pglite-initdb';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '../config/config';

/** Below this many characters a parameter goes as text, as PGlite sends it by default. */
const BULK_PARAMETER_CHARS = 4096;
const TEXT_OID = 25;
const JSON_OID = 114;
const JSONB_OID = 3802;
/** jsonb's binary wire format: a version byte, then the JSON text. */
const JSONB_BINARY_VERSION = Buffer.of(1);

type Serializer = (value: unknown) => string;

/**
 * Long text and JSON parameters (the bulk statements' one JSON parameter)
 * go in binary format, as UTF-8 bytes from Buffer.from. PGlite measures a
 * text parameter's UTF-8 length in a JS loop over its characters, twice, on
 * the event loop: that was an eighth of a bulk import's CPU. PGlite sends any
 * Uint8Array a serializer returns as a binary parameter, although its types
 * declare string. Anything else goes through PGlite's own serializer.
 */
function bytesWhenLong(oid: number, prefix: Buffer | null): Serializer {
  const fallback = types.serializers[oid] as Serializer;
  return (value) => {
    const text = fallback(value);
    if (text.length < BULK_PARAMETER_CHARS) return text;
    const bytes = Buffer.from(text, 'utf8');
    return (prefix ? Buffer.concat([prefix, bytes]) : bytes) as unknown as string;
  };
}

const BULK_SERIALIZERS: Record<number, Serializer> = {
  [TEXT_OID]: bytesWhenLong(TEXT_OID, null),
  [JSON_OID]: bytesWhenLong(JSON_OID, null),
  [JSONB_OID]: bytesWhenLong(JSONB_OID, JSONB_BINARY_VERSION),
};

/** PGlite keeps a real Postgres data directory on disk; one process may open it at a time. */
export async function openPgliteClient(dataDir: string, sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB): Promise<SqlClient> {
  mkdirSync(dataDir, { recursive: true });
  const lock: DirectoryLock = acquireDirectoryLock(dataDir);
  let db: PGlite;
  try {
    await ensureDataDirectory(`${dataDir}/pglite`);
    db = await PGlite.create(`${dataDir}/pglite`, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] });
  } catch (error) {
    lock.release();
    throw error;
  }
  const executor = (target: { query: PGlite['query'] }): SqlExecutor => ({
    async query<R>(text: string, params: unknown[] = []): Promise<R[]> {
      const result = await target.query<R>(text, params, { serializers: BULK_SERIALIZERS });
      return result.rows;
    },
  });
  return {
    ...executor(db),
    async exec(text: string): Promise<void> {
      await db.exec(text);
    },
    transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(executor(tx)));
    },
    async close(): Promise<void> {
      await db.close();
      lock.release();
    },
  };
}
