import { expect } from 'chai';
import type { ProjectionWaiter } from '../../src/projections/projection-waiter';
import { STALLED_WAIT_MS, stallAwareWaiter } from '../../src/projections/stall-aware-waiter';

/** A projection that reaches positions up to `head` and sits still (or fails) otherwise. */
function projection(state: { head: number; failing?: boolean }): ProjectionWaiter {
  return {
    async waitFor(position, timeoutMs) {
      if (state.failing) throw new Error('read store down');
      if (position <= state.head) return true;
      await new Promise((done) => setTimeout(done, timeoutMs));
      return position <= state.head;
    },
  };
}

async function timed(work: Promise<boolean>): Promise<{ reached: boolean; ms: number }> {
  const started = Date.now();
  const reached = await work;
  return { reached, ms: Date.now() - started };
}

describe('read-your-writes waits without false failures', () => {
  it('after one wait ran out, later writes wait only briefly until the projection moves again', async () => {
    const state = { head: 10 };
    const waiter = stallAwareWaiter(projection(state));
    expect((await timed(waiter.waitFor(5, 1000))).reached).to.equal(true);
    const first = await timed(waiter.waitFor(11, 600));
    expect(first.reached).to.equal(false);
    expect(first.ms).to.be.at.least(550);
    expect(waiter.stalled).to.equal(true);
    const second = await timed(waiter.waitFor(12, 600));
    expect(second.reached).to.equal(false);
    expect(second.ms).to.be.below(STALLED_WAIT_MS + 150);
    state.head = 20;
    expect((await timed(waiter.waitFor(13, 600))).reached).to.equal(true);
    expect(waiter.stalled).to.equal(false);
  });

  it('a read store failing during the wait answers "not reached" instead of an error', async () => {
    const waiter = stallAwareWaiter(projection({ head: 0, failing: true }));
    expect(await waiter.waitFor(1, 1000)).to.equal(false);
  });

  it('answers at once, and ends a stall, when the projection tells it already includes the position', async () => {
    const state = { head: 10 };
    const inner = projection(state);
    let waits = 0;
    const waiter = stallAwareWaiter({
      includes: (position) => position <= state.head,
      waitFor: (position, timeoutMs) => {
        waits += 1;
        return inner.waitFor(position, timeoutMs);
      },
    });
    expect((await timed(waiter.waitFor(11, 300))).reached).to.equal(false);
    expect(waiter.stalled).to.equal(true);
    state.head = 12;
    const reached = await timed(waiter.waitFor(12, 300));
    expect(reached.reached).to.equal(true);
    expect(reached.ms).to.be.below(50);
    expect(waiter.stalled).to.equal(false);
    expect(waits, 'only the wait that had to wait').to.equal(1);
  });

  it('keeps its bound even when the inner wait is slow to fail', async () => {
    const slow: ProjectionWaiter = { waitFor: () => new Promise((done) => setTimeout(() => done(false), 3000)) };
    const result = await timed(stallAwareWaiter(slow).waitFor(1, 300));
    expect(result.reached).to.equal(false);
    expect(result.ms).to.be.below(1000);
  });
});
