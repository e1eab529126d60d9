import { closeSync, fsyncSync, linkSync, openSync, renameSync, rm, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type Database from 'better-sqlite3';

/**
 * The read model's own file, beside the log's (`clinical.sqlite`) in DATA_DIR. Every connection that reads
 * views attaches it under VIEWS_SCHEMA: a table name without a schema is found in an attached file when the
 * log's file has none of that name, so the views' SQL names no schema. The log rebuilds it, so its commits
 * are never synced one by one.
 */
export const VIEWS_FILE = 'views.sqlite';

/** Where a rebuild builds the next views, renamed over VIEWS_FILE at its swap. */
export const VIEWS_NEXT_FILE = 'views-next.sqlite';

/**
 * Where a rebuild's second thread builds creations beside VIEWS_NEXT_FILE (the patients, part of the visits),
 * which copies them in before its fold; deleted after, or by the next rebuild.
 */
export const BESIDE_NEXT_FILE = 'views-next-beside.sqlite';

/**
 * The views file a swap replaced, kept by a second link for a moment so that the rename over it does not free
 * its blocks (seconds for a file of gigabytes): it is deleted on the thread pool after the swap, or by the
 * next open or rebuild if the process ended first.
 */
export const RETIRED_VIEWS_FILE = 'views-retired.sqlite';

/**
 * Page size of every views file, set when the file is created (an existing file keeps its own until a rebuild
 * builds the next one). A visit row is about 1 KB: on 8 KB pages a rebuild's index builds, appends and scans
 * read and write half as many pages for the same bytes. Not 16 KB, which saves a little more there but holds
 * about 40 MB more of the service's heap through an import (docs/performance.md, "Views files on 8 KB pages").
 */
export const VIEWS_PAGE_SIZE = 8192;

/** The schema the views file is attached under. */
export const VIEWS_SCHEMA = 'views';

/** What SQLite may keep beside a database file: a rollback journal, or a write-ahead log and its index. */
const SIDE_FILES = ['-journal', '-wal', '-shm'];

export const viewsFileBeside = (logFile: string): string => join(dirname(logFile), VIEWS_FILE);
export const nextViewsFileBeside = (logFile: string): string => join(dirname(logFile), VIEWS_NEXT_FILE);
export const nextBesideFile = (logFile: string): string => join(dirname(logFile), BESIDE_NEXT_FILE);
export const retiredViewsFileBeside = (logFile: string): string => join(dirname(logFile), RETIRED_VIEWS_FILE);

/** Attaches the views file beside `logFile` to a connection opened on it (read-only when the connection is). */
export function attachViews(db: Database.Database, logFile: string): void {
  db.prepare(`ATTACH DATABASE ? AS ${VIEWS_SCHEMA}`).run(viewsFileBeside(logFile));
}

export function detachViews(db: Database.Database): void {
  db.exec(`DETACH DATABASE ${VIEWS_SCHEMA}`);
}

const CREATED_NAME = /\bCREATE\s+(TABLE|(?:UNIQUE\s+)?INDEX|TRIGGER)\s+(IF\s+NOT\s+EXISTS\s+)?(?![\w"]+\.)("?\w+"?)/gi;

/**
 * Schema statements with every created table, index and trigger named under `schema`: SQLite puts an
 * unqualified one in the connection's main file (and refuses an index or trigger on a table elsewhere),
 * while names inside statements and trigger bodies are found in the attached file as they are.
 */
export function inSchema(ddl: string, schema: string): string {
  return ddl.replace(CREATED_NAME, (_whole, kind: string, ifNotExists: string | undefined, name: string) => {
    return `CREATE ${kind} ${ifNotExists ?? ''}${schema}.${name}`;
  });
}

/** Deletes a database file and what SQLite kept beside it. */
export function removeDatabaseFile(path: string): void {
  for (const suffix of ['', ...SIDE_FILES]) rmSync(path + suffix, { force: true });
}

function fsyncPath(path: string, flags: string): void {
  const fd = openSync(path, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Puts the file at `next` in the place of `live` for good: `next` is synced first, then renamed over `live`
 * (atomic on POSIX file systems), then the directory is synced so the rename itself survives a power loss.
 * No connection may have `live` open meanwhile, nor a write-ahead log of it be left: it would be taken for
 * the new file's. The old file keeps a second name (`retired`) through the rename, which then only unlinks a
 * name; it is deleted on the thread pool afterwards, so freeing its blocks costs the caller nothing.
 */
export function replaceDatabaseFile(next: string, live: string, retired: string): void {
  fsyncPath(next, 'r+');
  for (const suffix of SIDE_FILES) rmSync(live + suffix, { force: true });
  rmSync(retired, { force: true });
  const kept = linkIfPresent(live, retired);
  renameSync(next, live);
  fsyncPath(dirname(live), 'r');
  if (kept) rm(retired, { force: true }, () => undefined);
}

/** Links `path` to a second name; false when there is no `path`. */
function linkIfPresent(path: string, name: string): boolean {
  try {
    linkSync(path, name);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
