import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DirectoryLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is single-process: a second process opening the same
 * directory would corrupt it, so refuse with a clear message instead.
 * A lock left by a killed process is taken over.
 */
export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  const path = join(dataDir, 'service.lock');
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(path, 'utf8'));
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by process ${holder}. The embedded store allows one process; stop it first or use the server profile.`,
        { cause: error },
      );
    }
    writeFileSync(path, String(process.pid));
  }
  return {
    release() {
      try {
        if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path);
      } catch {
        // already gone: nothing to release
      }
    },
  };
}
