import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportPhaseTiming } from '../../src/projections/datasets/export-phases';

interface SavedBuild {
  key: string;
  phases?: ExportPhaseTiming[];
  files?: { rows: number | null }[];
}

/**
 * Each finished export build's phases under `dataDir`, one line each, as
 * the worker recorded them in the build's state (wall, and CPU of the
 * thread that ran it), then the export thread's rows per CPU second. A
 * checkout that records no phases (an older base) gives no lines.
 */
export function exportPhaseLines(dataDir: string): string[] {
  const builds = join(dataDir, 'exports', 'builds');
  if (!existsSync(builds)) return [];
  const lines: string[] = [];
  for (const key of readdirSync(builds)) {
    const stateFile = join(builds, key, 'state.json');
    if (!existsSync(stateFile)) continue;
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as SavedBuild;
    if (!state.phases) continue;
    lines.push(`phases of export build ${state.key} (thread, phase, wall, CPU of that thread):`);
    for (const phase of state.phases) {
      lines.push(
        `  ${phase.thread.padEnd(6)} ${phase.name.padEnd(48)} ${(phase.wallMs / 1000).toFixed(1).padStart(7)} s wall ` +
          `${(phase.cpuMs / 1000).toFixed(1).padStart(7)} s CPU`,
      );
    }
    const rows = (state.files ?? []).reduce((sum, file) => sum + (file.rows ?? 0), 0);
    const exportCpuMs = state.phases.filter((p) => p.thread === 'export').reduce((sum, p) => sum + p.cpuMs, 0);
    if (exportCpuMs > 0) lines.push(`  export thread: ${Math.round(rows / (exportCpuMs / 1000))} rows per CPU second`);
  }
  return lines;
}
