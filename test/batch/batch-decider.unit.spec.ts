import { expect } from 'chai';
import { BatchPhaseError, type BatchState, decideBatch, evolveBatch, initialBatchState } from '../../src/commands/batch/batch-decider';
import type { EventMetadata } from '../../src/events/domain-events';

const now = new Date('2025-01-02T03:04:05.000Z');
const origin: EventMetadata = { actor_user_id: 'usr_1', actor_role: 'provider', organization_id: 'org', request_id: 'req_1', occurred_at: now.toISOString() };
const uploading: BatchState = { status: 'uploading', batchId: 'batch_1', startedAt: now.toISOString(), origin };
const accepted: BatchState = { status: 'accepted', batchId: 'batch_1', totalRecords: 3, origin };

describe('batch decider (unit)', () => {
  it('starts an upload only once', () => {
    const events = decideBatch({ type: 'StartUpload', batchId: 'batch_1', fileName: 'a.csv', now }, initialBatchState());
    expect(events).to.deep.equal([{ type: 'BatchUploadStarted', data: { batch_id: 'batch_1', file_name: 'a.csv', started_at: now.toISOString() } }]);
    expect(() => decideBatch({ type: 'StartUpload', batchId: 'batch_1', fileName: 'a.csv', now }, uploading)).to.throw(BatchPhaseError);
  });

  it('accepts an uploading batch with its row count, and nothing else', () => {
    const events = decideBatch({ type: 'AcceptBatch', batchId: 'batch_1', fileName: 'a.csv', totalRecords: 3, now }, uploading);
    expect(events[0]).to.deep.include({ type: 'BatchAccepted' });
    expect(() => decideBatch({ type: 'AcceptBatch', batchId: 'batch_1', fileName: 'a.csv', totalRecords: 3, now }, { status: 'aborted', batchId: 'batch_1' })).to.throw(
      BatchPhaseError,
    );
  });

  it('aborts only an upload in progress', () => {
    expect(decideBatch({ type: 'AbortUpload', batchId: 'batch_1', reason: 'upload_abandoned', now }, uploading)).to.have.length(1);
    expect(decideBatch({ type: 'AbortUpload', batchId: 'batch_1', reason: 'upload_abandoned', now }, accepted)).to.deep.equal([]);
  });

  it('completes once every row has an outcome, and only once', () => {
    expect(decideBatch({ type: 'CompleteBatch', batchId: 'batch_1', successful: 1, failed: 1, now }, accepted)).to.deep.equal([]);
    expect(decideBatch({ type: 'CompleteBatch', batchId: 'batch_1', successful: 2, failed: 1, now }, accepted)).to.deep.equal([
      { type: 'BatchCompleted', data: { batch_id: 'batch_1', total_records: 3, successful: 2, failed: 1, completed_at: now.toISOString() } },
    ]);
    expect(decideBatch({ type: 'CompleteBatch', batchId: 'batch_1', successful: 2, failed: 1, now }, { status: 'completed', batchId: 'batch_1' })).to.deep.equal([]);
  });

  it('folds the start metadata into the state so workers act for the uploader', () => {
    const [started] = decideBatch({ type: 'StartUpload', batchId: 'batch_1', fileName: 'a.csv', now }, initialBatchState());
    const [acceptedEvent] = decideBatch({ type: 'AcceptBatch', batchId: 'batch_1', fileName: 'a.csv', totalRecords: 3, now }, uploading);
    const state = evolveBatch(evolveBatch(initialBatchState(), started, origin), acceptedEvent);
    expect(state).to.deep.equal(accepted);
  });
});
