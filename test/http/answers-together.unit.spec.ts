import { expect } from 'chai';
import type { Context } from 'koa';
import { answersTogether, endOfTurn } from '../../src/http/middleware/answers-together';

const ctx = {} as Context;

/** Lets every queued microtask run, without letting the event loop turn. */
async function drainMicrotasks(): Promise<void> {
  for (let index = 0; index < 20; index += 1) await Promise.resolve();
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('answers leave together at the end of the loop turn (unit)', () => {
  it('holds a finished answer until the turn ends, then releases it', async () => {
    let released = false;
    const answer = answersTogether()(ctx, () => Promise.resolve()).then(() => {
      released = true;
    });
    await drainMicrotasks();
    expect(released, 'released before the turn ended').to.equal(false);
    await nextTurn();
    await answer;
    expect(released).to.equal(true);
  });

  it('releases every answer of a turn with one wake-up, and starts a new one for the next turn', async () => {
    const turnEnds = endOfTurn();
    const first = turnEnds();
    expect(turnEnds()).to.equal(first);
    await first;
    const second = turnEnds();
    expect(second).to.not.equal(first);
    await second;
  });

  it('answers finished in the same turn are released in the same turn', async () => {
    const hold = answersTogether();
    const order: string[] = [];
    const answers = ['a', 'b', 'c'].map((name) => hold(ctx, () => Promise.resolve()).then(() => order.push(name)));
    await drainMicrotasks();
    // Queued after the hold's own wake-up: it runs once every held answer has been let go.
    const marker = nextTurn().then(() => order.push('next turn'));
    await Promise.all([...answers, marker]);
    expect(order).to.deep.equal(['a', 'b', 'c', 'next turn']);
  });

  it('still holds a failed answer, and passes its error on', async () => {
    let settled = false;
    const failed = answersTogether()(ctx, () => Promise.reject(new Error('handler failed'))).finally(() => {
      settled = true;
    });
    failed.catch(() => undefined);
    await drainMicrotasks();
    expect(settled).to.equal(false);
    await nextTurn();
    let caught: unknown;
    try {
      await failed;
    } catch (error) {
      caught = error;
    }
    expect((caught as Error).message).to.equal('handler failed');
  });
});
