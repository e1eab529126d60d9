import { expect } from 'chai';
import { defaultDetector } from '../../src/commands/deidentification';
import { decideEach, type RowToDecide } from '../../src/import/decisions/row-decider';
import { ThreadedRowDecider } from '../../src/import/decisions/threaded-row-decider';
import { silentLogger } from '../../src/shared/logger';

const policy = { topCodeAgeAt90: false };
const valid = { age_years: '52', age_months: '3', race: 'asian', ethnicity: 'non_hispanic', region: 'west', menopause_status: 'perimenopause' };
const rows: RowToDecide[] = [
  { rowNumber: 1, cells: { ...valid, notes: 'Hot flashes twice a day, sleeping better since May.' } },
  { rowNumber: 2, cells: { ...valid, region: 'moon' } },
  { rowNumber: 3, cells: { ...valid, notes: 'Call her daughter at 555-867-5309 after the visit.' } },
  { rowNumber: 4, cells: { ...valid, age_years: '130', race: 'martian' } },
  { rowNumber: 5, cells: {}, mismatch: { expected: 7, actual: 3 } },
];

describe('row decisions on a worker thread (integration)', function () {
  this.timeout(30_000);

  it('decides exactly as the main thread does: valid, invalid, identifying and malformed rows', async () => {
    const decider = new ThreadedRowDecider(policy, silentLogger);
    try {
      decider.prepare();
      const threaded = await decider.decide(rows);
      const inline = decideEach({ detector: defaultDetector, patientPolicy: policy }, rows);
      expect(threaded).to.deep.equal(inline);
      expect(threaded.map((decision) => decision.kind)).to.deep.equal(['register', 'reject', 'reject', 'reject', 'reject']);
    } finally {
      await decider.close();
    }
  });

  it('answers concurrent requests each with its own rows', async () => {
    const decider = new ThreadedRowDecider(policy, silentLogger);
    try {
      const answers = await Promise.all(rows.map((row) => decider.decide([row])));
      expect(answers.map((answer) => answer.length)).to.deep.equal([1, 1, 1, 1, 1]);
      expect(answers.map((answer) => answer[0].kind)).to.deep.equal(['register', 'reject', 'reject', 'reject', 'reject']);
    } finally {
      await decider.close();
    }
  });

  it('fails what is pending when closed, and starts a new thread on the next request', async () => {
    const decider = new ThreadedRowDecider(policy, silentLogger);
    const outcome = decider.decide(rows).catch((caught: unknown) => caught);
    await decider.close();
    const error = await outcome;
    expect(String(error)).to.contain('closed');
    const again = await decider.decide(rows.slice(0, 1));
    expect(again[0].kind).to.equal('register');
    await decider.close();
  });
});
