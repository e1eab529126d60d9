import { execFile } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
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
 * start killed halfway leaves nothing that looks like a database. The caller
 * holds the data directory's lock, so no other process is building one.
 */
export async function ensureDataDirectory(pgDataDir: string): Promise<void> {
  if (existsSync(join(pgDataDir, 'PG_VERSION'))) return;
  if (existsSync(pgDataDir) && readdirSync(pgDataDir).length > 0) {
    throw new Error(`${pgDataDir} is not empty but holds no database (no PG_VERSION); move it away to start afresh`);
  }
  removeUnfinished(pgDataDir);
  const building = `${pgDataDir}.initdb-${process.pid}`;
  try {
    await run(process.execPath, ['-e', INITDB_SCRIPT, building], { maxBuffer: 16 * 1024 * 1024 });
    rmSync(pgDataDir, { recursive: true, force: true }); // empty, checked above
    renameSync(building, pgDataDir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw new Error(`could not create the embedded database in ${pgDataDir}: ${(error as Error).message}`, { cause: error });
  }
}

/** Directories a start killed during initdb left behind. */
function removeUnfinished(pgDataDir: string): void {
  const prefix = `${basename(pgDataDir)}.initdb-`;
  const parent = dirname(pgDataDir);
  for (const name of readdirSync(parent)) {
    if (name.startsWith(prefix)) rmSync(join(parent, name), { recursive: true, force: true });
  }
}
