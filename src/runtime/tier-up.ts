import { setFlagsFromString } from 'node:v8';

/**
 * Bytecode a function runs between V8's checks of whether to optimize it: a
 * quarter of Node 20's default (67,584).
 */
export const TIER_UP_BUDGET = 16_384;

/**
 * A new service runs unoptimized code until V8 has seen each function run
 * long enough to optimize it: under load, its first 1.5–2 seconds, where a
 * write cost about half again as much main-thread CPU and the slowest answers
 * of a short benchmark all came from. With a quarter of the budget the hot
 * functions are optimized after a quarter of the runs; warm code is the same
 * either way (docs/performance.md, "The first seconds of load"). The flag is
 * process-wide: worker threads started later follow it too.
 */
export function optimizeHotCodeSooner(): void {
  setFlagsFromString(`--interrupt-budget=${TIER_UP_BUDGET}`);
}
