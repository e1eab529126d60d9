import { loadBatch, decideForBatch } from '../commands/batch/complete-batch';
import type { EventMetadata } from '../events/domain-events';
import type { EventStore } from '../events/event-store';
import type { Logger } from '../shared/logger';
import type { Clock } from '../shared/time';

/** What a worker may do with a batch's rows. */
export type BatchReadiness =
  | { kind: 'import'; origin: EventMetadata }
  | { kind: 'drop'; reason: 'aborted' | 'completed' | 'unknown' }
  | { kind: 'wait'; uploadingForMs: number };

const CACHE_LIMIT = 1000;

/**
 * Reads a batch's phase from its stream (not from read models, which may
 * lag) and remembers the final answers: once accepted or aborted, a batch
 * never goes back. A batch uploading for longer than `staleUploadMs` lost its
 * API process (a client never got a 202): it is aborted here, the reaper's job.
 */
export class BatchReadinessCache {
  private readonly settled = new Map<string, BatchReadiness>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly clock: Clock,
    private readonly staleUploadMs: number,
    private readonly logger: Logger,
  ) {}

  async of(batchId: string): Promise<BatchReadiness> {
    const cached = this.settled.get(batchId);
    if (cached) return cached;
    const readiness = await this.read(batchId);
    if (readiness.kind !== 'wait') this.remember(batchId, readiness);
    return readiness;
  }

  private async read(batchId: string): Promise<BatchReadiness> {
    const loaded = await loadBatch(this.eventStore, batchId);
    const { state } = loaded;
    switch (state.status) {
      case 'absent':
        return { kind: 'drop', reason: 'unknown' };
      case 'accepted':
        return { kind: 'import', origin: state.origin };
      case 'aborted':
        return { kind: 'drop', reason: 'aborted' };
      case 'completed':
        return { kind: 'drop', reason: 'completed' };
      case 'uploading': {
        const now = this.clock.now();
        const uploadingForMs = now.getTime() - Date.parse(state.startedAt);
        if (uploadingForMs <= this.staleUploadMs) return { kind: 'wait', uploadingForMs };
        await decideForBatch(this.eventStore, loaded, { type: 'AbortUpload', batchId, reason: 'upload_abandoned', now });
        this.logger.warn({ batch_id: batchId, uploading_for_ms: uploadingForMs }, 'aborted an upload that never finished');
        return this.read(batchId);
      }
      default: {
        const unhandled: never = state;
        throw new Error(`Unhandled batch state ${JSON.stringify(unhandled)}`);
      }
    }
  }

  private remember(batchId: string, readiness: BatchReadiness): void {
    if (this.settled.size >= CACHE_LIMIT) {
      const oldest = this.settled.keys().next().value;
      if (oldest !== undefined) this.settled.delete(oldest);
    }
    this.settled.set(batchId, readiness);
  }
}
