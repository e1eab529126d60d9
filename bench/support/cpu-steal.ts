import { readFileSync } from 'node:fs';

/**
 * CPU steal: time the hypervisor gave this virtual machine's CPUs to other
 * guests while they had work to do (the `steal` column of /proc/stat). On the
 * development machine it ranged from 1% to 48% of all CPU time within an hour,
 * and absolute figures (req/s, rows/s, p99) fell with it, so every benchmark
 * prints it beside them. Null where /proc/stat is not there to read.
 */
export interface CpuTimes {
  steal: number;
  total: number;
}

/** The whole machine's CPU times in clock ticks, from the first ("cpu") line of /proc/stat's text. */
export function cpuTimesOf(stat: string): CpuTimes | null {
  const line = stat.split('\n', 1)[0];
  if (!/^cpu\s/.test(line)) return null;
  // user nice system idle iowait irq softirq steal guest guest_nice; guest time is already counted in user.
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some((tick) => !Number.isInteger(tick) || tick < 0)) return null;
  return { steal: ticks[7], total: ticks.reduce((sum, tick) => sum + tick, 0) };
}

/** Percent of all CPU time between two readings that was stolen; null if none passed or either is missing. */
export function stealPercent(from: CpuTimes | null, to: CpuTimes | null): number | null {
  if (!from || !to || to.total <= from.total) return null;
  return (100 * (to.steal - from.steal)) / (to.total - from.total);
}

function cpuTimesNow(): CpuTimes | null {
  try {
    return cpuTimesOf(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** Steal measured from now on: `share()` is the percentage of the machine's CPU time stolen since `start()`. */
export class StealMeter {
  private constructor(private readonly from: CpuTimes | null) {}

  static start(): StealMeter {
    return new StealMeter(cpuTimesNow());
  }

  share(): number | null {
    return stealPercent(this.from, cpuTimesNow());
  }
}

/** Above this, the machine lent out enough of its CPU that absolute figures say more about it than about the code. */
export const STEAL_WARNING_PERCENT = 5;

/** A line for the end of a benchmark: the steal measured, and a warning when it was high. */
export function stealLine(what: string, percent: number | null): string {
  if (percent === null) return `CPU steal ${what}: not measured (no /proc/stat)`;
  const line = `CPU steal ${what}: ${percent.toFixed(1)}% of the machine's CPU time`;
  return percent > STEAL_WARNING_PERCENT
    ? `${line} (above ${STEAL_WARNING_PERCENT}%: other guests had part of the CPU, so these rates and latencies ` +
        'understate this code)'
    : line;
}
