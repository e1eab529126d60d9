import { expect } from 'chai';
import { ImportPatientIds } from '../../src/commands/batch/import-ids';
import { parseNewPatient } from '../../src/commands/patient/patient-schemas';
import { batchRowStream, patientStream } from '../../src/events/streams';
import { rowOutcome } from '../../src/import/row-outcome';
import { validPatient } from '../support/test-service';

describe('import row outcomes (unit)', () => {
  const ids = new ImportPatientIds('s'.repeat(40));
  const row = { batchId: 'batch_outcomes', rowNumber: 7 };
  const context = {
    uploader: { actor: { userId: 'usr_up', role: 'provider' as const, organizationId: 'org-up' }, requestId: 'req_up' },
    importedAt: Date.parse('2026-01-02T03:04:05.000Z'),
  };
  const patient = parseNewPatient(validPatient(), { topCodeAgeAt90: false });

  it('registers a valid row under the id derived from batch and row', () => {
    const command = rowOutcome(ids, row, { kind: 'valid', patient }, context);
    expect(command.streamId).to.equal(patientStream(ids.patientId(row.batchId, row.rowNumber)));
  });

  it('takes the id the row came with when it was validated elsewhere, without deriving it again', () => {
    const command = rowOutcome(ids, row, { kind: 'valid', patient, patientId: 'pat_fromthethread' }, context);
    expect(command.streamId).to.equal(patientStream('pat_fromthethread'));
    const [registered] = command.decide();
    expect(registered.data).to.include({ patient_id: 'pat_fromthethread' });
  });

  it("rejects an invalid row on the row's own stream", () => {
    const errors = [{ row: 7, field: 'age_years', message: 'Required' }];
    const command = rowOutcome(ids, row, { kind: 'invalid', errors }, context);
    expect(command.streamId).to.equal(batchRowStream(row.batchId, row.rowNumber));
  });
});
