import { LRUCache } from 'lru-cache';
import type { ImportPatientIds } from '../commands/batch/import-ids';
import type { CommandHandler } from '../commands/command-handler';
import type { GroupMember, GroupedOutcome } from '../commands/grouped-commands';
import type { EventReader } from '../events/event-store';
import { batchRowStream, patientStream } from '../events/streams';
import type { Logger } from '../shared/logger';
import type { Clock } from '../shared/time';
import { BatchReadinessCache } from './batch-lifecycle/batch-readiness';
import type { DeliveredMessage, GroupOutcome, ImportQueue, QueueConsumer } from './import-queue';
import type { BatchKeyStore } from './batch-keys/batch-key-store';
import { ROWS_PER_MESSAGE, type SealedRun, readEnvelope } from './row-message';
import {
  type IdentifiedValidation,
  type RowOutcomeContext,
  type RowRef,
  rowOutcome,
  rowRejection,
} from './row-outcome';
import type { CheckedRow, RowValidator, ValidatedRun } from './validation/row-validator';
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

/** A queued run whose batch is importable, with the batch key to open it and what its rows' outcomes need. */
interface RunToOpen {
  message: DeliveredMessage;
  envelope: SealedRun;
  key: Uint8Array;
  context: RowOutcomeContext;
}

interface PlannedRow {
  row: RowRef;
  context: RowOutcomeContext;
  /** Its outcome, prepared where it was validated, or to be decided by the handler. */
  command: GroupMember;
}

const UNPROCESSABLE = 'The row could not be processed';

/**
 * Rows per request to the validator (whole queued runs, at least this many), and per run stored (one transaction).
 * A run's events, views and texts then die young: with runs of 250 rows and
 * more, a third of what an import allocated outlived a young-generation
 * collection and was copied into the old one (scavenges took twice as long).
 * A queue message holds up to ROWS_PER_MESSAGE rows: a chunk is one message.
 */
const VALIDATE_CHUNK_ROWS = ROWS_PER_MESSAGE;

const KEY_CACHE_LIMIT = 256;

/** A run's commit resolves before it is on disk; `handleGroup` waits for the disk once, for all its runs. */
const UNSYNCED = { awaitDurable: false } as const;

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
  private readonly keys = new LRUCache<string, Uint8Array>({ max: KEY_CACHE_LIMIT });
  /** Batches whose key this worker destroyed: not destroyed again for each of their rows. */
  private readonly forgotten = new LRUCache<string, true>({ max: KEY_CACHE_LIMIT });
  private readonly share: OutcomeShare;

  constructor(private readonly deps: ImportWorkerDeps) {
    this.batches = new BatchReadinessCache(deps, deps.settings.staleUploadMs);
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
        if (readiness.reason === 'aborted') await this.forgetKey(batchId);
        continue;
      }
      const key = await this.keyOf(batchId);
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
    for await (const chunk of validatedRuns(this.runChunks(sealed), validate, this.validationsAhead)) {
      const waited = performance.now() - (askedAt ?? started);
      validationWaitMs += waited;
      if (askedAt !== null) this.share.waited(waited);
      const planned: PlannedRow[] = [];
      for (const { item, validated } of chunk) planned.push(...(await this.planRun(item, validated, poisonMode)));
      written += await this.commit(planned, poisonMode);
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

  /** The group's runs in chunks of at least VALIDATE_CHUNK_ROWS rows (the last one fewer), as validation asks. */
  private async *runChunks(sealed: RunToOpen[]): AsyncGenerator<RunToOpen[]> {
    let chunk: RunToOpen[] = [];
    let rows = 0;
    for (const run of sealed) {
      chunk.push(run);
      rows += run.envelope.count;
      if (rows >= VALIDATE_CHUNK_ROWS) {
        yield chunk;
        chunk = [];
        rows = 0;
      }
    }
    if (chunk.length > 0) yield chunk;
  }

  /**
   * A validated run's rows with their commands, minus those a redelivery finds done. A run that could not be
   * opened fails the group there, after the runs before it were stored (its redelivery finds those rows
   * done); once it is poison, it is dropped.
   */
  private async planRun(run: RunToOpen, validated: ValidatedRun, poisonMode: boolean): Promise<PlannedRow[]> {
    if (validated.kind === 'unopenable') {
      const error = new Error(validated.message);
      if (!poisonMode) throw error;
      this.dropUndecodable(run.message, error);
      return [];
    }
    const { batchId, firstRow, count } = run.envelope;
    const planned: PlannedRow[] = [];
    for (let index = 0; index < count; index += 1) {
      const row = { batchId, rowNumber: firstRow + index };
      if (run.message.deliveryAttempt > 1 && (await this.alreadyImported(row))) continue;
      const result = validated.rows[index];
      const command =
        result?.kind === 'prepared'
          ? result
          : rowOutcome(this.deps.ids, row, this.settle(row, result, poisonMode), run.context);
      planned.push({ row, context: run.context, command });
    }
    return planned;
  }

  /** Keys are read once per batch and kept in memory only (a bounded cache), never written anywhere else. */
  private async keyOf(batchId: string): Promise<Uint8Array | null> {
    const cached = this.keys.get(batchId);
    if (cached) return cached;
    const key = await this.deps.keys.get(batchId);
    if (!key) {
      this.deps.logger.warn({ batch_id: batchId }, 'dropped import rows whose batch key is gone');
      return null;
    }
    // Copied once onto memory of its own: each run's request to a row thread carries it.
    const own = new Uint8Array(key);
    this.keys.set(batchId, own);
    return own;
  }

  private async forgetKey(batchId: string): Promise<void> {
    this.keys.delete(batchId);
    if (this.forgotten.has(batchId)) return;
    await this.deps.keys.destroy(batchId);
    this.forgotten.set(batchId, true);
  }

  private envelopeOf(message: DeliveredMessage, poisonMode: boolean): SealedRun | null {
    try {
      return readEnvelope(message);
    } catch (error) {
      if (!poisonMode) throw error;
      this.dropUndecodable(message, error);
      return null;
    }
  }

  /** Not rows at all: nothing to count it against. Logged (without payload) and dropped. */
  private dropUndecodable(message: DeliveredMessage, error: unknown): void {
    const { key, offset } = message;
    this.deps.logger.error({ err: error, key, offset }, 'dropped an undecodable import message');
  }

  /** A row's validation, from a validator that did not prepare its outcome; a failed one is rejected once poison. */
  private settle(row: RowRef, validated: CheckedRow | undefined, poisonMode: boolean): IdentifiedValidation {
    if (validated?.kind === 'valid' || validated?.kind === 'invalid') return validated;
    const message = validated?.message ?? 'no validation result returned for the row';
    if (!poisonMode) throw new Error(`row ${row.rowNumber} of ${row.batchId} could not be validated: ${message}`);
    this.deps.logger.error(
      { batch_id: row.batchId, row_number: row.rowNumber, reason: message },
      'rejecting a row that keeps failing',
    );
    return { kind: 'invalid', errors: [{ row: row.rowNumber, field: 'row', message: UNPROCESSABLE }] };
  }

  /**
   * A redelivered row may already have its outcome; if the rules changed in
   * between (a new deploy), it must still not get a second, different one.
   */
  private async alreadyImported(row: RowRef): Promise<boolean> {
    const { ids, events } = this.deps;
    const outcomes = [
      patientStream(ids.patientId(row.batchId, row.rowNumber)),
      // A row delivered before an upgrade may have been imported under the id rows had then.
      patientStream(ids.formerPatientId(row.batchId, row.rowNumber)),
      batchRowStream(row.batchId, row.rowNumber),
    ];
    for (const stream of outcomes) if ((await events.readStream(stream)).length > 0) return true;
    return false;
  }

  /**
   * One group commit for the run; conflicts mean "already done" and are fine.
   * Returns how many rows got their outcome from this call (not the ones found done).
   * It does not wait for the disk: the group's rows are synced together before
   * it is acknowledged. Waiting after each run of a hundred rows held the
   * import for about a millisecond per run, a sixth of its time.
   */
  private async commit(planned: PlannedRow[], poisonMode: boolean): Promise<number> {
    if (planned.length === 0) return 0;
    try {
      const commands = planned.map((item) => item.command);
      return appendedCount(await this.deps.handler.handleGroup(commands, UNSYNCED));
    } catch (error) {
      if (!poisonMode) throw error;
    }
    // The group keeps failing: find the row that cannot be stored and reject it alone.
    let appended = 0;
    for (const item of planned) {
      try {
        appended += appendedCount(await this.deps.handler.handleGroup([item.command], UNSYNCED));
      } catch (error) {
        this.deps.logger.error(
          { err: error, batch_id: item.row.batchId, row_number: item.row.rowNumber },
          'rejecting a row that cannot be stored',
        );
        const errors = [{ row: item.row.rowNumber, field: 'row', message: UNPROCESSABLE }];
        const rejected = rowRejection(item.row, errors, item.context);
        appended += appendedCount(await this.deps.handler.handleGroup([rejected], UNSYNCED));
      }
    }
    return appended;
  }
}

function appendedCount(outcomes: GroupedOutcome[]): number {
  return outcomes.filter((outcome) => outcome.status === 'appended').length;
}
