import { onBehalfOfUploader } from '../../commands/batch/batch-commands';
import type { CommandHandler } from '../../commands/command-handler';
import type { ReadModelStore, ViewChanges } from '../../projections/read-model-store';
import type { ViewReactor } from '../../projections/view-reactor';
import type { BatchView } from '../../projections/views';
import type { Clock } from '../../shared/time';
import type { BatchKeyStore } from '../batch-keys/batch-key-store';

export function isFullyProcessed(view: BatchView): boolean {
  return view.phase === 'accepted' && view.successful + view.failed >= view.total_records;
}

export interface BatchCompletionDeps {
  handler: CommandHandler;
  readStore: ReadModelStore;
  clock: Clock;
  /** Every row has its outcome: the batch's payload key is destroyed (crypto-shredding). */
  keys?: BatchKeyStore;
}

/**
 * Appends BatchCompleted once the batch view counts an outcome for every row.
 * The batch decider completes only an accepted batch whose counts add up, so
 * a repeat (the sweep, a second projector process) appends nothing.
 */
export class BatchCompletionReactor implements ViewReactor {
  readonly name = 'batch-completion';

  constructor(private readonly deps: BatchCompletionDeps) {}

  async afterCommit(changes: ViewChanges): Promise<void> {
    for (const view of changes.batches) await this.completeIfDone(view);
  }

  /**
   * A crash between the last row's commit and its completion left an accepted batch with every row counted;
   * a crash between the completion (or an abort) and the key's destruction left a key behind.
   */
  async recover(): Promise<void> {
    for (const view of await this.deps.readStore.acceptedBatches()) await this.completeIfDone(view);
    const keys = this.deps.keys;
    if (!keys) return;
    for (const batchId of await keys.batchIds()) {
      const view = await this.deps.readStore.getBatch(batchId);
      // No view yet: an upload may be starting right now; its key stays.
      if (view && (view.phase === 'completed' || view.phase === 'aborted')) await keys.destroy(batchId);
    }
  }

  private async completeIfDone(view: BatchView): Promise<void> {
    if (!isFullyProcessed(view)) return;
    const command = {
      type: 'CompleteBatch' as const,
      batchId: view.id,
      successful: view.successful,
      failed: view.failed,
      now: this.deps.clock.now(),
    };
    await onBehalfOfUploader(this.deps.handler, command);
    // After the completion is in the log: a crash before it leaves the key for the recovery sweep.
    await this.deps.keys?.destroy(view.id);
  }
}
