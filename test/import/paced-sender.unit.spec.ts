import { expect } from 'chai';
import { PacedSender } from '../../src/import/validation/paced-sender';

/** A source of `count` numbers that records how far it was read and whether it was closed. */
function countingSource(count: number) {
  const state = { read: 0, closed: false };
  async function* numbers(): AsyncGenerator<number> {
    try {
      for (let next = 1; next <= count; next += 1) {
        state.read = next;
        yield next;
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, source: numbers() };
}

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A sender with `window` running over ten numbers, once it has sent what it may. */
async function sending(window: number) {
  const { state, source } = countingSource(10);
  const sent: number[] = [];
  const sender = new PacedSender<number>(window);
  const done = sender.run(source, (item) => sent.push(item));
  await settle();
  return { state, sent, sender, done };
}

describe('paced sender', () => {
  it('sends at most `window` items ahead of the acknowledgements, then one per acknowledgement', async () => {
    const { state, sent, sender, done } = await sending(3);
    expect(sent).to.deep.equal([1, 2, 3]);
    expect(state.read, 'one more read, held until acknowledged').to.equal(4);
    sender.acknowledge();
    await settle();
    expect(sent).to.deep.equal([1, 2, 3, 4]);
    for (let taken = 0; taken < 6; taken += 1) sender.acknowledge();
    expect(await done).to.equal(true);
    expect(sent).to.have.length(10);
    expect(state.closed).to.equal(true);
  });

  it('stops reading and closes the source when the receiver stops it', async () => {
    const { state, sent, sender, done } = await sending(2);
    sender.stop();
    expect(await done).to.equal(false);
    expect(sent).to.deep.equal([1, 2]);
    expect(state).to.deep.equal({ read: 3, closed: true });
  });

  it('passes on what the source throws', async () => {
    async function* failing(): AsyncGenerator<number> {
      yield 1;
      throw new Error('unreadable');
    }
    const sender = new PacedSender<number>(5);
    const error = await sender.run(failing(), () => undefined).catch((caught: unknown) => caught);
    expect(String(error)).to.contain('unreadable');
  });
});
