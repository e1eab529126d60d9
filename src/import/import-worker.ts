import type { ImportPatientIds } from '../commands/batch/import-ids';
import type { RowDecision } from '../commands/batch/row-decision';
import { decidePatient, initialPatientState } from '../commands/patient/patient-decider';
import type { DomainEvent, EventMetadata } from '../events/domain-events';
import type { EventStore, StreamAppend, StreamAppendOutcome } from '../events/event-store';
import { batchRowStream, patientStream } from '../events/streams';
import { newEventId } from '../shared/ids';
import type { Logger } from '../shared/logger';
import type { Clock } from '../shared/time';
import { BatchReadinessCache } from './batch-readiness';
import { decidedRuns } from './decisions/decided-runs';
import type { DecidedRow, RowDecider, RowToDecide } from './decisions/row-decider';
import type { DeliveredMessage, GroupOutcome, ImportQueue, QueueConsumer } from './import-queue';
import { type RowMessage, decodeRow } from './row-message';

export interface ImportWorkerSettings {
  /** Rows per group: one event-store transaction (group commit) per group. */
  groupSize: number;
  /** An upload not accepted after this long is aborted (its API process died). */
  staleUploadMs: number;
  /** From this delivery on, a row that keeps failing is rejected instead of retried. */
  poisonAttempts: number;
}

export interface ImportWorkerDeps {
  eventStore: EventStore;
  queue: ImportQueue;
  /** Validation and de-identification of a group's rows, possibly on another thread. */
  decider: RowDecider;
  ids: ImportPatientIds;
  clock: Clock;
  logger: Logger;
  settings: ImportWorkerSettings;
}

interface PlannedRow {
  row: RowMessage;
  append: StreamAppend;
}

interface ReadyRow {
  row: RowMessage;
  origin: EventMetadata;
}

const UNPROCESSABLE = 'The row could not be processed';

/** Rows per request to the decider; a group's rows are stored in runs as their decisions arrive. */
const DECIDE_CHUNK_ROWS = 250;

const toDecide = ({ row }: ReadyRow): RowToDecide => ({ rowNumber: row.rowNumber, cells: row.cells, mismatch: row.mismatch });

/**
 * Imports queued CSV rows: each row gets the same validation and
 * de-identification check as POST /patients and becomes either
 * PatientRegistered (on a patient id derived from batch and row) or
 * BatchRowRejected (on the row's own stream), both appended with expected
 * `no_stream`. A redelivered row therefore conflicts and is simply
 * acknowledged: exactly one outcome per row, however often it is delivered.
 */
export class ImportWorker {
  private consumer: QueueConsumer | null = null;
  private readonly batches: BatchReadinessCache;

  constructor(private readonly deps: ImportWorkerDeps) {
    this.batches = new BatchReadinessCache(deps.eventStore, deps.clock, deps.settings.staleUploadMs, deps.logger);
  }

  async start(): Promise<void> {
    if (this.consumer) return;
    this.deps.decider.prepare();
    this.consumer = await this.deps.queue.consume((group) => this.handleGroup(group), {
      maxBatch: this.deps.settings.groupSize,
      onHandlerError: (error, group) =>
        this.deps.logger.error({ err: error, rows: group.length, key: group[0]?.key }, 'import group failed; it will be redelivered'),
    });
  }

  async stop(): Promise<void> {
    await this.consumer?.stop();
    this.consumer = null;
  }

  /** One group from the queue; resolves only once every row's outcome is in the event log. */
  async handleGroup(group: DeliveredMessage[]): Promise<GroupOutcome> {
    const poisonMode = group.some((message) => message.deliveryAttempt >= this.deps.settings.poisonAttempts);
    const ready: ReadyRow[] = [];
    for (const message of group) {
      const row = this.decode(message, poisonMode);
      if (!row) continue;
      const readiness = await this.batches.of(row.batchId);
      if (readiness.kind === 'wait') {
        // Rows of an upload still streaming are neither imported nor dropped: look again soon.
        return { kind: 'defer', delayMs: Math.min(500, Math.max(100, readiness.uploadingForMs / 10)) };
      }
      if (readiness.kind === 'drop') continue;
      if (message.deliveryAttempt > 1 && (await this.alreadyImported(row))) continue;
      ready.push({ row, origin: readiness.origin });
    }
    let written = 0;
    for await (const run of decidedRuns(ready, toDecide, this.deps.decider, DECIDE_CHUNK_ROWS)) {
      const planned: PlannedRow[] = run.map(({ item: { row, origin }, decided }) => ({
        row,
        append: this.plan(row, origin, this.settle(row, decided, poisonMode)),
      }));
      written += await this.commit(planned, poisonMode);
    }
    // One line per group (not per row): operators see which worker imports what, at what pace;
    // `rows` counts outcomes this worker wrote, not redelivered rows it found already done.
    if (written > 0) this.deps.logger.info({ batch_id: group[0]?.key, rows: written, delivered: group.length }, 'import group committed');
    return { kind: 'ack' };
  }

  private decode(message: DeliveredMessage, poisonMode: boolean): RowMessage | null {
    try {
      return decodeRow(message);
    } catch (error) {
      if (!poisonMode) throw error;
      // Not a row at all: nothing to count it against. Logged (without payload) and dropped.
      this.deps.logger.error({ err: error, key: message.key, offset: message.offset }, 'dropped an undecodable import message');
      return null;
    }
  }

  private settle(row: RowMessage, decided: DecidedRow | undefined, poisonMode: boolean): RowDecision {
    if (decided && decided.kind !== 'failed') return decided;
    const message = decided?.message ?? 'no decision returned for the row';
    if (!poisonMode) throw new Error(`row ${row.rowNumber} of ${row.batchId} could not be decided: ${message}`);
    this.deps.logger.error({ batch_id: row.batchId, row_number: row.rowNumber, reason: message }, 'rejecting a row that keeps failing');
    return { kind: 'reject', errors: [{ row: row.rowNumber, field: 'row', message: UNPROCESSABLE }] };
  }

  private plan(row: RowMessage, origin: EventMetadata, decision: RowDecision): StreamAppend {
    const now = this.deps.clock.now();
    const metadata: EventMetadata = {
      actor_user_id: origin.actor_user_id,
      actor_role: origin.actor_role,
      organization_id: origin.organization_id,
      request_id: origin.request_id,
      occurred_at: now.toISOString(),
      batch_id: row.batchId,
      row_number: row.rowNumber,
    };
    if (decision.kind === 'register') {
      const patientId = this.deps.ids.patientId(row.batchId, row.rowNumber);
      const events: DomainEvent[] = decidePatient({ type: 'RegisterPatient', patientId, patient: decision.patient, now }, initialPatientState());
      return { streamId: patientStream(patientId), events: events.map((event) => ({ id: newEventId(), event, metadata })), expectedRevision: 'no_stream' };
    }
    return this.rejection(row, decision.errors, metadata, now);
  }

  private rejection(row: RowMessage, errors: Extract<RowDecision, { kind: 'reject' }>['errors'], metadata: EventMetadata, now: Date): StreamAppend {
    const event: DomainEvent = {
      type: 'BatchRowRejected',
      data: { batch_id: row.batchId, row_number: row.rowNumber, errors, rejected_at: now.toISOString() },
    };
    return { streamId: batchRowStream(row.batchId, row.rowNumber), events: [{ id: newEventId(), event, metadata }], expectedRevision: 'no_stream' };
  }

  /**
   * A redelivered row may already have its outcome; if the rules changed in
   * between (a new deploy), it must still not get a second, different one.
   */
  private async alreadyImported(row: RowMessage): Promise<boolean> {
    const patient = await this.deps.eventStore.readStream(patientStream(this.deps.ids.patientId(row.batchId, row.rowNumber)));
    if (patient.length > 0) return true;
    return (await this.deps.eventStore.readStream(batchRowStream(row.batchId, row.rowNumber))).length > 0;
  }

  /**
   * One appendMany for the run; conflicts mean "already done" and are fine.
   * Returns how many rows got their outcome from this call (not the ones found done).
   */
  private async commit(planned: PlannedRow[], poisonMode: boolean): Promise<number> {
    if (planned.length === 0) return 0;
    try {
      return appendedCount(await this.deps.eventStore.appendMany(planned.map((item) => item.append)));
    } catch (error) {
      if (!poisonMode) throw error;
    }
    // The group keeps failing: find the row that cannot be stored and reject it alone.
    let appended = 0;
    for (const item of planned) {
      try {
        appended += appendedCount(await this.deps.eventStore.appendMany([item.append]));
      } catch (error) {
        this.deps.logger.error({ err: error, batch_id: item.row.batchId, row_number: item.row.rowNumber }, 'rejecting a row that cannot be stored');
        const metadata = item.append.events[0].metadata;
        const rejected = this.rejection(item.row, [{ row: item.row.rowNumber, field: 'row', message: UNPROCESSABLE }], metadata, this.deps.clock.now());
        appended += appendedCount(await this.deps.eventStore.appendMany([rejected]));
      }
    }
    return appended;
  }
}

function appendedCount(outcomes: StreamAppendOutcome[]): number {
  return outcomes.filter((outcome) => outcome.status === 'appended').length;
}
