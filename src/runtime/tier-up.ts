import { setFlagsFromString } from 'node:v8';

/**
 * Bytecode a function runs between V8's checks of whether to optimize it: a
 * quarter of Node 20's default (67,584).
 */
export const TIER_UP_BUDGET = 16_384;

/**
 * A freshly started service runs interpreted code until V8 has seen each
 * function run long enough to optimize it. Under 32 connections that took the
 * first 1.5–2 seconds of load, in which a write cost about half again as much
 * main-thread CPU as later and its latency doubled: the slowest answers of a
 * short benchmark all came from there. With a quarter of the budget the hot
 * functions are optimized after a quarter of the runs; measured side by side
 * on a new service (two seconds of writes, 16 connections each, seven pairs),
 * a write then cost 296–445 µs of main-thread CPU against 393–625, and once
 * warm both cost the same (four pairs after three seconds of load: 280–353
 * against 291–362). The flag is process-wide: worker threads started later
 * warm up sooner too.
 */
export function optimizeHotCodeSooner(): void {
  setFlagsFromString(`--interrupt-budget=${TIER_UP_BUDGET}`);
}
