import { expect } from 'chai';
import type { RowDecision } from '../../src/commands/batch/row-decision';
import { decidedRuns } from '../../src/import/decisions/decided-runs';
import type { DecidedRow, RowDecider, RowToDecide } from '../../src/import/decisions/row-decider';

/** A decider whose answers the test releases one request at a time, as a busy thread would. */
class ControlledDecider implements RowDecider {
  readonly requests: { rows: RowToDecide[]; answer(fail?: Error): void }[] = [];

  prepare(): void {}

  decide(rows: RowToDecide[]): Promise<DecidedRow[]> {
    return new Promise((resolve, reject) => {
      this.requests.push({
        rows,
        answer: (fail) => (fail ? reject(fail) : resolve(rows.map((row): RowDecision => ({ kind: 'reject', errors: [{ row: row.rowNumber, field: 'row', message: 'm' }] })))),
      });
    });
  }

  async close(): Promise<void> {}
}

const items = Array.from({ length: 10 }, (_, index) => ({ rowNumber: index + 1 }));
const toRow = (item: { rowNumber: number }): RowToDecide => ({ rowNumber: item.rowNumber, cells: {} });
const tick = (): Promise<void> => new Promise((done) => setImmediate(done));

describe('decided runs (unit)', () => {
  it('asks for every chunk at once and yields each run as soon as it is decided, in order', async () => {
    const decider = new ControlledDecider();
    const runs = decidedRuns(items, toRow, decider, 4);
    const first = runs.next();
    await tick();
    expect(decider.requests.map((request) => request.rows.length)).to.deep.equal([4, 4, 2]);

    decider.requests[0].answer();
    const run1 = await first;
    expect(run1.value?.map((entry: { item: { rowNumber: number } }) => entry.item.rowNumber)).to.deep.equal([1, 2, 3, 4]);

    // Both remaining chunks decided while the caller stored the first run: one run of both.
    decider.requests[1].answer();
    decider.requests[2].answer();
    await tick();
    const run2 = await runs.next();
    expect(run2.value?.map((entry: { item: { rowNumber: number }; decided: DecidedRow }) => [entry.item.rowNumber, entry.decided.kind])).to.deep.equal(
      [5, 6, 7, 8, 9, 10].map((row) => [row, 'reject']),
    );
    expect((await runs.next()).done).to.equal(true);
  });

  it('throws at a chunk the decider failed, after yielding the runs before it', async () => {
    const decider = new ControlledDecider();
    const runs = decidedRuns(items, toRow, decider, 4);
    const first = runs.next();
    await tick();
    decider.requests[0].answer();
    expect((await first).value).to.have.length(4);
    decider.requests[1].answer(new Error('thread lost'));
    decider.requests[2].answer();
    let error: unknown = null;
    await runs.next().catch((caught: unknown) => {
      error = caught;
    });
    expect(String(error)).to.contain('thread lost');
  });

  it('yields nothing for no rows', async () => {
    const decider = new ControlledDecider();
    const runs = decidedRuns([], toRow, decider, 4);
    expect((await runs.next()).done).to.equal(true);
    expect(decider.requests).to.have.length(0);
  });
});
