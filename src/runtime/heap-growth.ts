import { setFlagsFromString } from 'node:v8';

/**
 * V8 lets the old generation grow up to four times its live size before a full
 * collection when allocation is fast. An import allocates fast (each row is
 * parsed, queued, validated, appended and projected), so a 100 MB upload
 * peaked near 450 MB of RSS over a live heap under 100 MB. A fixed growth
 * factor keeps the peak near the live size at a small cost in collections.
 * The flag is process-wide, so worker threads started later follow it too.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/**
 * `npm start` gives node `--initial-old-space-size=64`, which V8 also takes as
 * a floor: no full collection while the old generation is under 64 MB. The
 * main thread lives on about 33 MB, so with a growth of 20% alone it collected
 * fully every 10 MB promoted, and each full collection held every request in
 * flight for up to 25 ms (its marking threads take the second core). A worker
 * thread reads V8's flags when it starts and would get the same floor, which
 * its small heap does not need: about 10 MB more resident memory during an
 * import. So the flag is cleared once the main thread's heap has read it,
 * before any worker starts.
 */
export function keepOldSpaceFloorToMainThread(): void {
  setFlagsFromString('--initial-old-space-size=0');
}
