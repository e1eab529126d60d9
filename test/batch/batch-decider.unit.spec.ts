import { expect } from 'chai';
import { BatchPhaseError, type BatchCommand, batchDecider, uploaderOf } from '../../src/commands/batch/batch-decider';
import { batchRowDecider } from '../../src/commands/batch/batch-row-decider';
import type { BatchRowError, DomainEvent, EventMetadata } from '../../src/events/domain-events';
import { deciderSpecification } from '../support/decider-specification';

const now = new Date('2025-01-02T03:04:05.000Z');
const at = now.toISOString();
const uploader: EventMetadata = {
  actor_user_id: 'usr_1',
  actor_role: 'provider',
  organization_id: 'org',
  request_id: 'req_1',
  occurred_at: at,
};
const started: DomainEvent & { metadata: EventMetadata } = {
  type: 'BatchUploadStarted',
  data: { batch_id: 'batch_1', file_name: 'a.csv', started_at: at },
  metadata: uploader,
};
const accepted: DomainEvent = {
  type: 'BatchAccepted',
  data: { batch_id: 'batch_1', file_name: 'a.csv', total_records: 3, accepted_at: at },
};
const aborted: DomainEvent = {
  type: 'BatchUploadAborted',
  data: { batch_id: 'batch_1', reason: 'upload_abandoned', aborted_at: at },
};
const completed: DomainEvent = {
  type: 'BatchCompleted',
  data: { batch_id: 'batch_1', total_records: 3, successful: 2, failed: 1, completed_at: at },
};
const spec = deciderSpecification(batchDecider);

const start: BatchCommand = { type: 'StartUpload', batchId: 'batch_1', fileName: 'a.csv', now };
const accept: BatchCommand = { type: 'AcceptBatch', batchId: 'batch_1', fileName: 'a.csv', totalRecords: 3, now };
const abort: BatchCommand = { type: 'AbortUpload', batchId: 'batch_1', reason: 'upload_abandoned', now };
const complete = (successful: number, failed: number): BatchCommand => ({
  type: 'CompleteBatch',
  batchId: 'batch_1',
  successful,
  failed,
  now,
});

describe('batch decider (unit)', () => {
  it('starts an upload only once', () => {
    spec
      .given([])
      .when(start)
      .then([{ type: 'BatchUploadStarted', data: { batch_id: 'batch_1', file_name: 'a.csv', started_at: at } }]);
    spec.given([started]).when(start).thenThrows(BatchPhaseError);
  });

  it('accepts an uploading batch with its row count, and nothing else', () => {
    spec.given([started]).when(accept).then([accepted]);
    spec.given([started, aborted]).when(accept).thenThrows(BatchPhaseError);
    spec.given([]).when(accept).thenThrows(BatchPhaseError);
  });

  it('aborts only an upload in progress', () => {
    spec.given([started]).when(abort).then([aborted]);
    spec.given([started, accepted]).when(abort).thenNothing();
    spec.given([]).when(abort).thenNothing();
  });

  it('completes once every row has an outcome, and only once', () => {
    spec.given([started, accepted]).when(complete(1, 1)).thenNothing();
    spec.given([started, accepted]).when(complete(2, 1)).then([completed]);
    spec.given([started, accepted, completed]).when(complete(2, 1)).thenNothing();
    spec.given([started]).when(complete(2, 1)).thenNothing();
  });

  it('remembers the uploader from the start event, so workers and reactors act on their behalf', () => {
    spec
      .given([started])
      .when(accept)
      .thenState((state) => {
        expect(state).to.deep.include({ status: 'accepted', batchId: 'batch_1', totalRecords: 3 });
        expect(uploaderOf(state)).to.deep.equal({
          actor: { userId: 'usr_1', role: 'provider', organizationId: 'org' },
          requestId: 'req_1',
        });
      });
    spec
      .given([started, aborted])
      .when(abort)
      .thenState((state) => expect(() => uploaderOf(state)).to.throw(/aborted/));
  });
});

describe('batch row decider (unit)', () => {
  const errors: BatchRowError[] = [{ row: 4, field: 'age_years', message: 'Must be at least 18' }];
  const reject = { type: 'RejectRow' as const, batchId: 'batch_1', rowNumber: 4, errors, now };
  const rejected: DomainEvent = {
    type: 'BatchRowRejected',
    data: { batch_id: 'batch_1', row_number: 4, errors, rejected_at: at },
  };
  const rowSpec = deciderSpecification(batchRowDecider);

  it('rejects a row once; a second rejection changes nothing', () => {
    rowSpec.given([]).when(reject).then([rejected]);
    rowSpec.given([rejected]).when(reject).thenNothing();
  });
});
