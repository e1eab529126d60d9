import type { ImportPatientIds } from '../commands/batch/import-ids';
import type { CommandHandler } from '../commands/command-handler';
import type { EventReader } from '../events/event-store';
import type { Logger } from '../shared/logger';
import type { Clock } from '../shared/time';
import { BatchReadinessCache } from './batch-lifecycle/batch-readiness';
import { BatchKeyCache } from './batch-keys/batch-key-cache';
import type { BatchKeyStore } from './batch-keys/batch-key-store';
import type { DeliveredMessage, GroupOutcome, ImportQueue, QueueConsumer } from './import-queue';
import { storePlannedRows } from './planned-row-storing';
import { ROWS_PER_MESSAGE, type SealedRun, readEnvelope } from './row-message';
import { type PlannedRow, type RunToOpen, dropUndecodable, planRun, runChunks } from './run-planning';
import type { RowValidator, ValidatedRun } from './validation/row-validator';
import { OutcomeShare } from './validation/outcome-share';
import { validatedRuns } from './validation/validated-runs';

export interface ImportWorkerSettings {
  /** Rows per group at most. */
  groupSize: number;
  /** Queued bytes per group at most: the group's messages are held until it is acknowledged. */
  groupBytes: number;
  /** An upload not accepted after this long is aborted (its API process died). */
  staleUploadMs: number;
  /** From this delivery on, a row that keeps failing is rejected instead of retried. */
  poisonAttempts: number;
}

export interface ImportWorkerDeps {
  /** Every outcome is written through the command handler, as the patient and batch-row deciders decide. */
  handler: CommandHandler;
  events: EventReader;
  queue: ImportQueue;
  /** Each batch's payload key; rows of a batch whose key is gone (completed, aborted) are dropped unread. */
  keys: BatchKeyStore;
  /** Validation and de-identification of a group's rows, possibly on another thread. */
  validator: RowValidator;
  ids: ImportPatientIds;
  clock: Clock;
  logger: Logger;
  settings: ImportWorkerSettings;
  /** Told how many rows got their outcome after each group (metrics). */
  onRowsImported?: (rows: number) => void;
  /** Which runs' outcomes the validator prepares; by default as many as it keeps up with. */
  share?: OutcomeShare;
}

/** Rows per request to the validator (whole queued runs, at least this many) and per run stored: they die young. */
const VALIDATE_CHUNK_ROWS = ROWS_PER_MESSAGE;

/**
 * Imports queued CSV rows: each row gets the same validation and
 * de-identification check as POST /patients and becomes a RegisterPatient
 * command (on a patient id derived from batch and row) or a RejectRow
 * command (on the row's own stream), both on a new stream. A redelivered row
 * therefore conflicts and is simply acknowledged: exactly one outcome per
 * row, however often it is delivered.
 */
export class ImportWorker {
  private consumer: QueueConsumer | null = null;
  /** Set when the queue gave up on this consumer; readiness reports it. */
  consumerLost = false;
  private readonly batches: BatchReadinessCache;
  private readonly keys: BatchKeyCache;
  private readonly share: OutcomeShare;

  constructor(private readonly deps: ImportWorkerDeps) {
    this.batches = new BatchReadinessCache(deps, deps.settings.staleUploadMs);
    this.keys = new BatchKeyCache(deps.keys, deps.logger);
    this.share = deps.share ?? new OutcomeShare();
  }

  async start(): Promise<void> {
    if (this.consumer) return;
    this.deps.validator.prepare();
    this.consumer = await this.deps.queue.consume((group) => this.handleGroup(group), {
      // A message holds a run of up to ROWS_PER_MESSAGE rows.
      maxBatch: Math.ceil(this.deps.settings.groupSize / ROWS_PER_MESSAGE),
      maxBytes: this.deps.settings.groupBytes,
      onHandlerError: (error, group) =>
        group.length === 0
          ? this.deps.logger.warn({ err: error }, 'import queue unreachable; the consumer reconnects')
          : this.deps.logger.error(
              { err: error, rows: group.length, key: group[0]?.key },
              'import group failed; it will be redelivered',
            ),
      onConsumerLost: (error) => {
        this.consumerLost = true;
        this.deps.logger.error({ err: error }, 'import consumer stopped for good; restart this process');
      },
    });
  }

  async stop(): Promise<void> {
    await this.consumer?.stop();
    this.consumer = null;
  }

  /** One group from the queue; resolves only once every row's outcome is in the event log, on disk. */
  async handleGroup(group: DeliveredMessage[]): Promise<GroupOutcome> {
    const poisonMode = group.some((message) => message.deliveryAttempt >= this.deps.settings.poisonAttempts);
    // One time for the group's rows, whether the validator or this worker makes their outcomes.
    const importedAt = this.deps.clock.now().getTime();
    const sealed: RunToOpen[] = [];
    for (const message of group) {
      const envelope = this.envelopeOf(message, poisonMode);
      if (!envelope) continue;
      const { batchId } = envelope;
      const readiness = await this.batches.of(batchId);
      if (readiness.kind === 'wait') {
        // Rows of an upload still streaming are neither imported nor dropped: look again soon.
        return { kind: 'defer', delayMs: Math.min(500, Math.max(100, readiness.uploadingForMs / 10)) };
      }
      if (readiness.kind === 'drop') {
        // An aborted upload's rows are never read: its key goes (a no-op once gone).
        if (readiness.reason === 'aborted') await this.keys.forget(batchId);
        continue;
      }
      const key = await this.keys.keyOf(batchId);
      if (key) sealed.push({ message, envelope, key, context: { uploader: readiness.uploader, importedAt } });
    }
    const started = performance.now();
    let written = 0;
    // The delivered message beside the envelope repeats its sealed text: it does not go to the validator.
    const validate = (runs: RunToOpen[]): Promise<ValidatedRun[]> =>
      this.deps.validator.validateRuns(
        runs.map(({ envelope, key, context }) =>
          this.share.prepareNext() ? { envelope, key, outcome: context } : { envelope, key },
        ),
      );
    let askedAt: number | null = null;
    // Time this thread had nothing to store while the validator worked: the first run of the group, and later
    // ones it got to before they were ready.
    let validationWaitMs = 0;
    for await (const chunk of validatedRuns(runChunks(sealed, VALIDATE_CHUNK_ROWS), validate, this.validationsAhead)) {
      const waited = performance.now() - (askedAt ?? started);
      validationWaitMs += waited;
      if (askedAt !== null) this.share.waited(waited);
      const planned: PlannedRow[] = [];
      for (const { item, validated } of chunk) planned.push(...(await planRun(this.deps, item, validated, poisonMode)));
      written += await storePlannedRows(this.deps.handler, this.deps.logger, planned, poisonMode);
      askedAt = performance.now();
    }
    // Rows found done on a redelivery may be from a commit of this process still being synced: waited for too.
    const storedAt = performance.now();
    await this.deps.handler.durable();
    const finished = performance.now();
    // One line per group (not per row): operators see which worker imports what, at what pace, and what it
    // waited for: the validation threads (short of CPU there) or the disk; `rows` counts outcomes this worker
    // wrote, not redelivered rows it found already done.
    if (written > 0) this.deps.onRowsImported?.(written);
    if (written > 0)
      this.deps.logger.info(
        {
          batch_id: group[0]?.key,
          rows: written,
          delivered: group.length,
          ms: Math.round(finished - started),
          validation_wait_ms: Math.round(validationWaitMs),
          sync_wait_ms: Math.round(finished - storedAt),
          outcome_share: Math.round(this.share.current * 100) / 100,
        },
        'import group committed',
      );
    return { kind: 'ack' };
  }

  /** Chunks at the validator at once: one per thread, and one more ready for the first thread to free up. */
  private get validationsAhead(): number {
    return (this.deps.validator.parallelism ?? 1) + 1;
  }

  private envelopeOf(message: DeliveredMessage, poisonMode: boolean): SealedRun | null {
    try {
      return readEnvelope(message);
    } catch (error) {
      if (!poisonMode) throw error;
      dropUndecodable(this.deps.logger, message, error);
      return null;
    }
  }
}
