import { LRUCache } from 'lru-cache';
import { loadBatch } from '../../commands/batch/batch-commands';
import type { CommandHandler } from '../../commands/command-handler';
import type { CommandOrigin } from '../../commands/command-origin';
import type { EventReader } from '../../events/event-store';
import type { Logger } from '../../shared/logger';
import type { Clock } from '../../shared/time';
import { abortStaleUpload } from './stale-upload';

/** What a worker may do with a batch's rows. */
export type BatchReadiness =
  | { kind: 'import'; uploader: CommandOrigin }
  | { kind: 'drop'; reason: 'aborted' | 'completed' | 'unknown' }
  | { kind: 'wait'; uploadingForMs: number };

const CACHE_LIMIT = 1000;

export interface BatchReadinessDeps {
  handler: CommandHandler;
  events: EventReader;
  clock: Clock;
  logger: Logger;
}

/**
 * Reads a batch's phase from its stream (not from read models, which may
 * lag) and remembers the final answers: once accepted or aborted, a batch
 * never goes back. A batch uploading for longer than `staleUploadMs` is
 * aborted as stale when its rows come up.
 */
export class BatchReadinessCache {
  private readonly settled = new LRUCache<string, BatchReadiness>({ max: CACHE_LIMIT });

  constructor(
    private readonly deps: BatchReadinessDeps,
    private readonly staleUploadMs: number,
  ) {}

  async of(batchId: string): Promise<BatchReadiness> {
    const cached = this.settled.get(batchId);
    if (cached) return cached;
    const readiness = await this.read(batchId);
    if (readiness.kind !== 'wait') this.remember(batchId, readiness);
    return readiness;
  }

  private async read(batchId: string): Promise<BatchReadiness> {
    const state = await loadBatch(this.deps.events, batchId);
    switch (state.status) {
      case 'absent':
        return { kind: 'drop', reason: 'unknown' };
      case 'accepted':
        return { kind: 'import', uploader: state.origin };
      case 'aborted':
        return { kind: 'drop', reason: 'aborted' };
      case 'completed':
        return { kind: 'drop', reason: 'completed' };
      case 'uploading': {
        const now = this.deps.clock.now();
        const uploadingForMs = now.getTime() - Date.parse(state.startedAt);
        if (uploadingForMs <= this.staleUploadMs) return { kind: 'wait', uploadingForMs };
        await abortStaleUpload(this.deps.handler, this.deps.logger, batchId, uploadingForMs, now);
        return this.read(batchId);
      }
      default: {
        const unhandled: never = state;
        throw new Error(`Unhandled batch state ${JSON.stringify(unhandled)}`);
      }
    }
  }

  private remember(batchId: string, readiness: BatchReadiness): void {
    this.settled.set(batchId, readiness);
  }
}
