import { expect } from 'chai';
import { OutcomeShare } from '../../src/import/validation/outcome-share';

const taken = (share: OutcomeShare, runs: number): boolean[] => Array.from({ length: runs }, () => share.prepareNext());

describe('outcome share (which runs the row threads prepare)', () => {
  it('asks the threads for every run while the worker never waits for them', () => {
    const share = new OutcomeShare();
    for (let run = 0; run < 20; run += 1) share.waited(0);
    expect(share.current).to.equal(1);
    expect(taken(share, 5)).to.deep.equal([true, true, true, true, true]);
  });

  it('leaves runs to the worker while it waits for the threads, and takes them back once it no longer does', () => {
    const share = new OutcomeShare({ initial: 1, step: 0.1, waitMs: 0.5 });
    for (let run = 0; run < 5; run += 1) share.waited(3);
    expect(share.current).to.be.closeTo(0.5, 1e-9);
    share.waited(0.4);
    expect(share.current).to.be.closeTo(0.55, 1e-9);
    for (let run = 0; run < 20; run += 1) share.waited(10);
    expect(share.current, 'never below none').to.equal(0);
    expect(taken(share, 3)).to.deep.equal([false, false, false]);
  });

  it('spreads the runs it asks for evenly over those it does not', () => {
    expect(taken(new OutcomeShare({ initial: 0.5, step: 0, waitMs: 0 }), 6)).to.deep.equal([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    const third = taken(new OutcomeShare({ initial: 1 / 3, step: 0, waitMs: 0 }), 9);
    expect(third.filter(Boolean)).to.have.length(3);
    expect(third.slice(0, 3).filter(Boolean)).to.have.length(1);
  });
});
