import { expect } from 'chai';
import type { RowValidation } from '../../src/commands/batch/row-validation';
import { validatedRuns } from '../../src/import/validation/validated-runs';
import type { ValidatedRow, RowValidator, RowToValidate } from '../../src/import/validation/row-validator';

/** A validator whose answers the test releases one request at a time, as a busy thread would. */
class ControlledValidator implements RowValidator {
  readonly requests: { rows: RowToValidate[]; answer(fail?: Error): void }[] = [];

  prepare(): void {}

  validate(rows: RowToValidate[]): Promise<ValidatedRow[]> {
    return new Promise((resolve, reject) => {
      this.requests.push({
        rows,
        answer: (fail) =>
          fail
            ? reject(fail)
            : resolve(
                rows.map((row): RowValidation => ({
                  kind: 'invalid',
                  errors: [{ row: row.rowNumber, field: 'row', message: 'm' }],
                })),
              ),
      });
    });
  }

  async close(): Promise<void> {}
}

const items = Array.from({ length: 10 }, (_, index) => ({ rowNumber: index + 1 }));
const toRow = (item: { rowNumber: number }): RowToValidate => ({ rowNumber: item.rowNumber, cells: {} });
const tick = (): Promise<void> => new Promise((done) => setImmediate(done));

describe('validated runs (unit)', () => {
  it('asks for every chunk at once and yields each run as soon as it is validated, in order', async () => {
    const validator = new ControlledValidator();
    const runs = validatedRuns(items, toRow, validator, 4);
    const first = runs.next();
    await tick();
    expect(validator.requests.map((request) => request.rows.length)).to.deep.equal([4, 4, 2]);

    validator.requests[0].answer();
    const run1 = await first;
    expect(run1.value?.map((entry: { item: { rowNumber: number } }) => entry.item.rowNumber)).to.deep.equal([
      1, 2, 3, 4,
    ]);

    // Both remaining chunks validated while the caller stored the first run: one run of both.
    validator.requests[1].answer();
    validator.requests[2].answer();
    await tick();
    const run2 = await runs.next();
    expect(
      run2.value?.map((entry: { item: { rowNumber: number }; validated: ValidatedRow }) => [
        entry.item.rowNumber,
        entry.validated.kind,
      ]),
    ).to.deep.equal([5, 6, 7, 8, 9, 10].map((row) => [row, 'invalid']));
    expect((await runs.next()).done).to.equal(true);
  });

  it('throws at a chunk the validator failed, after yielding the runs before it', async () => {
    const validator = new ControlledValidator();
    const runs = validatedRuns(items, toRow, validator, 4);
    const first = runs.next();
    await tick();
    validator.requests[0].answer();
    expect((await first).value).to.have.length(4);
    validator.requests[1].answer(new Error('thread lost'));
    validator.requests[2].answer();
    let error: unknown = null;
    await runs.next().catch((caught: unknown) => {
      error = caught;
    });
    expect(String(error)).to.contain('thread lost');
  });

  it('yields nothing for no rows', async () => {
    const validator = new ControlledValidator();
    const runs = validatedRuns([], toRow, validator, 4);
    expect((await runs.next()).done).to.equal(true);
    expect(validator.requests).to.have.length(0);
  });
});
