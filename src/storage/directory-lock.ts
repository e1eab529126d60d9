import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DirectoryLock {
  release(): void;
}

/**
 * A killed process stays a zombie until its new parent reaps it, and
 * kill(pid, 0) still succeeds on a zombie; some init processes (this
 * project's CI VM's) reap only every few seconds, so a restart right after a
 * SIGKILL would be refused. On Linux, /proc says whether it is a zombie.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
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
        `DATA_DIR ${dataDir} is in use by process ${holder}. The embedded store allows one process; stop it ` +
          `first or use the server profile.`,
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
