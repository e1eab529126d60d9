/** One collection from V8's `--trace-gc` line: its kind, heap used before and after (MB), main-thread pause (ms). */
const LINE =
  /: (Scavenge|Mark-Compact(?: \(reduce\))?|Minor Mark-Compact)\s+([\d.]+) \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB, ([\d.]+) \//;

/** Collections and allocation over a stretch of requests, read from `--trace-gc`. */
export interface GcFigures {
  scavenges: number;
  fullGcs: number;
  /** MB allocated: the heap's growth from the end of one collection to the start of the next, summed. */
  allocatedMb: number;
  pauseMs: number;
}

export const noGc = (): GcFigures => ({ scavenges: 0, fullGcs: 0, allocatedMb: 0, pauseMs: 0 });

/**
 * Reads a service's `--trace-gc` output as it arrives and adds each collection to the figures of whatever stretch
 * of requests is under way (`into`; none while warming up or idle).
 */
export class GcTrace {
  into: GcFigures | null = null;
  private partial = '';
  private lastAfterMb: number | null = null;

  readonly take = (text: string): void => {
    const lines = (this.partial + text).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      const match = LINE.exec(line);
      if (!match) continue;
      const [before, after, pause] = [Number(match[2]), Number(match[3]), Number(match[4])];
      if (this.into !== null) {
        if (match[1] === 'Scavenge') this.into.scavenges += 1;
        else this.into.fullGcs += 1;
        if (this.lastAfterMb !== null) this.into.allocatedMb += Math.max(0, before - this.lastAfterMb);
        this.into.pauseMs += pause;
      }
      this.lastAfterMb = after;
    }
  };
}
