import { completeBatch } from '../commands/batch/complete-batch';
import type { EventStore } from '../events/event-store';
import type { ViewChanges } from '../projections/read-model-store';
import type { BatchView } from '../projections/views';
import type { Clock } from '../shared/time';

export function isFullyProcessed(view: BatchView): boolean {
  return view.phase === 'accepted' && view.successful + view.failed >= view.total_records;
}

/**
 * Runs after each projector commit: a batch whose view now counts an outcome
 * for every row gets BatchCompleted (appended at the batch stream's revision,
 * so a second reactor or a repeat is a harmless conflict).
 */
export function batchCompletionReactor(eventStore: EventStore, clock: Clock): (changes: ViewChanges) => Promise<void> {
  return async (changes) => {
    for (const view of changes.batches) {
      if (!isFullyProcessed(view)) continue;
      await completeBatch(eventStore, clock, view.id, { successful: view.successful, failed: view.failed });
    }
  };
}
