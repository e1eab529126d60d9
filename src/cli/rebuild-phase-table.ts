import type { RebuildPhase } from '../projections/rebuild-phases';

const seconds = (ms: number): string => (ms / 1000).toFixed(1);

/** CPU microseconds per event of the log, to one decimal ('-' for an empty log). */
const perEvent = (cpuMs: number, events: number): string => (events > 0 ? ((cpuMs * 1000) / events).toFixed(1) : '-');

/**
 * The lines `projections:rebuild` prints after a blue-green rebuild: each
 * phase's wall and CPU time (every thread of the process) and its CPU per
 * event of the log, then their sum; nothing when no phase was reported. A
 * phase run beside others on another thread is shown (its CPU that thread's)
 * and left out of the sum, which already holds it.
 */
export function phaseTable(phases: readonly RebuildPhase[], events: number): string[] {
  if (phases.length === 0) return [];
  const width = Math.max(...phases.map((phase) => phase.name.length + (phase.beside === true ? 2 : 0)), 'total'.length);
  const line = (name: string, wallMs: number, cpuMs: number): string =>
    `  ${name.padEnd(width)}  ${seconds(wallMs).padStart(7)} s wall  ${seconds(cpuMs).padStart(7)} s CPU` +
    `  ${perEvent(cpuMs, events).padStart(7)} µs CPU/event`;
  const total = phases
    .filter((phase) => phase.beside !== true)
    .reduce((sum, phase) => ({ wall: sum.wall + phase.wallMs, cpu: sum.cpu + phase.cpuMs }), { wall: 0, cpu: 0 });
  return [
    `rebuild phases (${events} events):`,
    ...phases.map((phase) => line(phase.beside === true ? `(${phase.name})` : phase.name, phase.wallMs, phase.cpuMs)),
    line('total', total.wall, total.cpu),
  ];
}
