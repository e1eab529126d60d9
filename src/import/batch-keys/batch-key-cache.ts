import { LRUCache } from 'lru-cache';
import type { Logger } from '../../shared/logger';
import type { BatchKeyStore } from './batch-key-store';

const KEY_CACHE_LIMIT = 256;

/** Batch keys as a worker needs them: read once per batch, kept in memory only (bounded), never written elsewhere. */
export class BatchKeyCache {
  private readonly keys = new LRUCache<string, Uint8Array>({ max: KEY_CACHE_LIMIT });
  /** Batches whose key this worker destroyed: not destroyed again for each of their rows. */
  private readonly forgotten = new LRUCache<string, true>({ max: KEY_CACHE_LIMIT });

  constructor(
    private readonly store: BatchKeyStore,
    private readonly logger: Logger,
  ) {}

  /** The batch's key, or null once it is gone (the batch completed or was aborted): its rows are then dropped. */
  async keyOf(batchId: string): Promise<Uint8Array | null> {
    const cached = this.keys.get(batchId);
    if (cached) return cached;
    const key = await this.store.get(batchId);
    if (!key) {
      this.logger.warn({ batch_id: batchId }, 'dropped import rows whose batch key is gone');
      return null;
    }
    // Copied once onto memory of its own: each run's request to a row thread carries it.
    const own = new Uint8Array(key);
    this.keys.set(batchId, own);
    return own;
  }

  /** Destroys the batch's key (a no-op once gone). */
  async forget(batchId: string): Promise<void> {
    this.keys.delete(batchId);
    if (this.forgotten.has(batchId)) return;
    await this.store.destroy(batchId);
    this.forgotten.set(batchId, true);
  }
}
