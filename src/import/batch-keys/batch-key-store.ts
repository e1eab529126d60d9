/**
 * Where each batch's payload key lives while the batch is being imported:
 * created by the API process that accepts the upload, read by whichever
 * worker process imports its rows, destroyed once the batch is completed or
 * aborted. It sits next to the queue's own database (the SQLite file, or
 * PostgreSQL for the PostgreSQL and Kafka queues), never in the event log,
 * which is immutable and could not forget it.
 */
export interface BatchKeyStore {
  /** Stores a new random key for the batch and returns it. */
  create(batchId: string): Promise<Buffer>;
  /** The batch's key, or null once destroyed (or never created). */
  get(batchId: string): Promise<Buffer | null>;
  /** Forgets the key for good; a no-op when it is already gone. */
  destroy(batchId: string): Promise<void>;
  /** Batches that still have a key (the recovery sweep destroys those whose batch is over). */
  batchIds(): Promise<string[]>;
}
