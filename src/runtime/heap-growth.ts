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
