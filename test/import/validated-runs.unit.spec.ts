import { expect } from 'chai';
import type { RowValidation } from '../../src/commands/batch/row-validation';
import { validatedRuns } from '../../src/import/validation/validated-runs';
import { inChunks } from '../support/in-chunks';
import type { ValidatedRow } from '../../src/import/validation/row-validator';

interface Item {
  rowNumber: number;
}

/** A validation whose answers the test releases one request at a time, as a busy thread would. */
class ControlledValidator {
  readonly requests: { rows: Item[]; answer(fail?: Error): void }[] = [];

  readonly validate = (rows: Item[]): Promise<ValidatedRow[]> => {
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
  };
}

const items = Array.from({ length: 10 }, (_, index) => ({ rowNumber: index + 1 }));
const tick = (): Promise<void> => new Promise((done) => setImmediate(done));

describe('validated runs (unit)', () => {
  it('keeps `ahead` chunks at the validator and yields one run per chunk, in order', async () => {
    const validator = new ControlledValidator();
    let pulled = 0;
    async function* source(): AsyncGenerator<{ rowNumber: number }[]> {
      for await (const chunk of inChunks(items, 4)) {
        pulled += 1;
        yield chunk;
      }
    }
    const runs = validatedRuns(source(), validator.validate, 2);
    const first = runs.next();
    await tick();
    // Only two chunks are taken from the source (opened) and asked for; the third waits.
    expect(pulled).to.equal(2);
    expect(validator.requests.map((request) => request.rows.length)).to.deep.equal([4, 4]);

    // The second chunk answers first: nothing is yielded out of order.
    validator.requests[1].answer();
    await tick();
    expect(validator.requests).to.have.length(2);
    validator.requests[0].answer();
    const run1 = await first;
    expect(run1.value?.map((entry: { item: { rowNumber: number } }) => entry.item.rowNumber)).to.deep.equal([
      1, 2, 3, 4,
    ]);
    // The first run was handed over: the third chunk is at the validator while the caller stores it.
    expect(validator.requests.map((request) => request.rows.length)).to.deep.equal([4, 4, 2]);

    const run2 = await runs.next();
    expect(
      run2.value?.map((entry: { item: { rowNumber: number }; validated: ValidatedRow }) => [
        entry.item.rowNumber,
        entry.validated.kind,
      ]),
    ).to.deep.equal([5, 6, 7, 8].map((row) => [row, 'invalid']));
    const last = runs.next();
    validator.requests[2].answer();
    expect((await last).value?.map((entry: { item: { rowNumber: number } }) => entry.item.rowNumber)).to.deep.equal([
      9, 10,
    ]);
    expect((await runs.next()).done).to.equal(true);
  });

  it('throws at a chunk the validator failed, after yielding the runs before it', async () => {
    const validator = new ControlledValidator();
    const runs = validatedRuns(inChunks(items, 4), validator.validate, 3);
    const first = runs.next();
    await tick();
    // The later chunks fail before the first is answered: no unhandled rejection, and the first is still yielded.
    validator.requests[1].answer(new Error('thread lost'));
    validator.requests[2].answer();
    await tick();
    validator.requests[0].answer();
    expect((await first).value).to.have.length(4);
    let error: unknown = null;
    await runs.next().catch((caught: unknown) => {
      error = caught;
    });
    expect(String(error)).to.contain('thread lost');
  });

  it('stops taking chunks from the source when the caller stops early', async () => {
    const validator = new ControlledValidator();
    let closed = false;
    async function* source(): AsyncGenerator<{ rowNumber: number }[]> {
      try {
        yield* inChunks(items, 4);
      } finally {
        closed = true;
      }
    }
    const runs = validatedRuns(source(), validator.validate, 1);
    const first = runs.next();
    await tick();
    validator.requests[0].answer();
    await first;
    await runs.return(undefined);
    expect(closed).to.equal(true);
  });

  it('yields nothing for no rows', async () => {
    const validator = new ControlledValidator();
    const runs = validatedRuns(inChunks([], 4), validator.validate, 2);
    expect((await runs.next()).done).to.equal(true);
    expect(validator.requests).to.have.length(0);
  });
});
