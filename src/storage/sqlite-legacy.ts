import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where the embedded profile kept its PostgreSQL (PGlite) data directory up to the move to SQLite. */
export const LEGACY_PGLITE_DIR = 'pglite';

/**
 * A DATA_DIR written by an earlier release holds its data in DATA_DIR/pglite,
 * which this release cannot read. Starting on an empty SQLite file beside it
 * would look like the data was lost, so refuse and say what to do; nothing
 * is moved or deleted.
 */
export function refuseLegacyPglite(dataDir: string): void {
  const legacy = join(dataDir, LEGACY_PGLITE_DIR);
  if (!existsSync(legacy)) return;
  const holdsDatabase = existsSync(join(legacy, 'PG_VERSION'));
  throw new Error(
    `DATA_DIR ${dataDir} holds ${holdsDatabase ? 'a PGlite database' : 'a PGlite directory'} (${legacy}) ` +
      `from an earlier release. ` +
      'The embedded store moved from PGlite to SQLite and cannot read it; nothing was changed. ' +
      'To keep that data, start the previous release (the commit before the move to SQLite) on this ' +
      'DATA_DIR, read the records out through the API ' +
      '(GET /v1/patients, /v1/visits) and re-import them into a new DATA_DIR (patients with POST ' +
      '/v1/patients/batch, visits with POST /v1/visits). ' +
      `To start empty instead, use a new DATA_DIR or move ${legacy} out of this one.`,
  );
}
