import { expect } from 'chai';
import { STALLED_WAIT_MS, SUSPECT_AFTER_MS, stallAwareWaiter } from '../../src/projections/stall-aware-waiter';

describe('stallAwareWaiter: writes during a projector outage do not each wait the full bound', () => {
  it('cuts a new wait short while an earlier one has gone unanswered past the suspect time', async () => {
    // A projection that never advances: a dead projector.
    const waiter = stallAwareWaiter({
      waitFor: (_position, timeoutMs) => new Promise((resolve) => setTimeout(() => resolve(false), timeoutMs)),
    });
    const bound = 3000;
    const first = waiter.waitFor(1, bound);
    await new Promise((resolve) => setTimeout(resolve, SUSPECT_AFTER_MS + 100));
    const started = Date.now();
    expect(await waiter.waitFor(2, bound)).to.equal(false);
    expect(Date.now() - started).to.be.below(STALLED_WAIT_MS + 300);
    expect(await first).to.equal(false);
  });

  it('lets concurrent writes wait the full bound while the earlier wait is young', async () => {
    const waiter = stallAwareWaiter({
      waitFor: (_position, timeoutMs) =>
        new Promise((resolve) => setTimeout(() => resolve(true), Math.min(600, timeoutMs))),
    });
    const answers = await Promise.all([waiter.waitFor(1, 2000), waiter.waitFor(2, 2000)]);
    expect(answers).to.deep.equal([true, true]);
  });
});
