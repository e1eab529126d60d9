import { Gauge, type Registry } from 'prom-client';
import { type RebuildProgress, rebuildProgress } from '../projections/rebuild-progress';

/**
 * A projection rebuild's progress in this process, read at scrape time:
 * events applied so far, the log's head when it started, and their ratio
 * (position reached / head). No series while no rebuild runs.
 */
export function registerRebuildGauges(registry: Registry, progress: RebuildProgress = rebuildProgress): void {
  const registers = [registry];
  const labelNames = ['projection'];
  new Gauge({
    name: 'projection_rebuild_events_applied',
    help: 'Events a running projection rebuild has applied so far',
    labelNames,
    registers,
    collect() {
      this.reset();
      for (const state of progress.states()) this.set({ projection: state.projection }, state.applied);
    },
  });
  new Gauge({
    name: 'projection_rebuild_head_position',
    help: "The log's head position when the running projection rebuild started: where it stops",
    labelNames,
    registers,
    collect() {
      this.reset();
      for (const state of progress.states()) this.set({ projection: state.projection }, state.head);
    },
  });
  new Gauge({
    name: 'projection_rebuild_progress_ratio',
    help: 'Position a running projection rebuild has reached over its head position (0 to 1)',
    labelNames,
    registers,
    collect() {
      this.reset();
      for (const state of progress.states())
        this.set({ projection: state.projection }, state.head > 0 ? Math.min(1, state.checkpoint / state.head) : 1);
    },
  });
}
