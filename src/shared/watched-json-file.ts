import { readFileSync, statSync } from 'node:fs';

/** How long a read trusts what it read before looking at the file's modification time again. */
export const DEFAULT_RECHECK_MS = 250;

/** Null when the file is missing or cannot be looked at (both read as an empty file). */
function modifiedAt(path: string): number | null {
  try {
    return statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? null;
  } catch {
    return null;
  }
}

/**
 * A JSON file that other processes replace by rename (the users, keys and
 * orgs CLIs), read through a cache: the file is stat'ed at most once per
 * `recheckMs` and parsed again only when its modification time changed, so a
 * change shows within `recheckMs`. A missing file is remembered the same way
 * (as `empty()`): stat'ing a file that is not there throws, and doing that on
 * every request cost several per cent of the main thread.
 */
export class WatchedJsonFile<T> {
  private cache: { mtimeMs: number | null; value: T } | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly path: string,
    private readonly parse: (text: string) => T,
    private readonly empty: () => T,
    private readonly recheckMs = DEFAULT_RECHECK_MS,
  ) {}

  read(): T {
    const now = Date.now();
    if (this.cache && now - this.checkedAt < this.recheckMs) return this.cache.value;
    const mtimeMs = modifiedAt(this.path);
    this.checkedAt = now;
    if (this.cache?.mtimeMs !== mtimeMs) {
      this.cache = { mtimeMs, value: mtimeMs === null ? this.empty() : this.parse(readFileSync(this.path, 'utf8')) };
    }
    return this.cache.value;
  }

  /** The file as it is now, whatever the cache says (writes start from it). */
  fresh(): T {
    this.checkedAt = Number.NEGATIVE_INFINITY;
    return this.read();
  }

  /** After this process replaced the file: the next read parses it again. */
  forget(): void {
    this.cache = null;
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }
}
