import { execFile } from 'node:child_process';
import { existsSync, rmSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Opens and closes PGlite on the directory named by the first argument: that runs initdb. */
const INITDB_SCRIPT = `
const { PGlite } = require(${JSON.stringify(require.resolve('@electric-sql/pglite'))});
PGlite.create(process.argv[1]).then((db) => db.close()).catch((error) => { console.error(error); process.exit(1); });
`;

/**
 * Creates the Postgres data directory in a short-lived child process. PGlite's
 * initdb runs a second WASM instance and peaks near 800 MB RSS, while a
 * database opened on an existing directory needs about 300 MB: in the
 * service's own process that first start would set its peak for good. The
 * directory is built under a temporary name and renamed when complete, so a
 * start killed halfway leaves nothing that looks like a database.
 */
export async function ensureDataDirectory(pgDataDir: string): Promise<void> {
  if (existsSync(join(pgDataDir, 'PG_VERSION'))) return;
  const building = `${pgDataDir}.initdb-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  try {
    await run(process.execPath, ['-e', INITDB_SCRIPT, building], { maxBuffer: 16 * 1024 * 1024 });
    rmSync(pgDataDir, { recursive: true, force: true });
    renameSync(building, pgDataDir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw new Error(`could not create the embedded database in ${pgDataDir}: ${(error as Error).message}`);
  }
}
