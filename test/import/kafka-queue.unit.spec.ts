import { expect } from 'chai';
import { chunkByBytes } from '../../src/import/kafka/message-chunks';
import { PartitionProgress, planGroups } from '../../src/import/kafka/partition-progress';

const fetched = (pairs: Array<[string, string]>): Array<{ offset: string; key: string; value: string }> =>
  pairs.map(([offset, key]) => ({ offset, key, value: `${key}@${offset}` }));

describe('Kafka import queue helpers (unit)', () => {
  it('groups a fetch by key in offset order, capped at maxBatch, ordered by first offset', () => {
    const groups = planGroups(
      fetched([
        ['10', 'a'],
        ['11', 'b'],
        ['12', 'a'],
        ['13', 'a'],
        ['14', 'b'],
        ['15', 'c'],
      ]),
      { maxMessages: 2, maxBytes: Number.POSITIVE_INFINITY },
    );
    expect(groups.map((group) => [group.key, group.messages.map((message) => message.offset)])).to.deep.equal([
      ['a', ['10', '12']],
      ['b', ['11', '14']],
      ['a', ['13']],
      ['c', ['15']],
    ]);
  });

  it('also cuts a group before the message that would take it over the byte bound (a larger one goes alone)', () => {
    const sized = (offset: string, bytes: number): { offset: string; key: string; value: string } => ({
      offset,
      key: 'a',
      value: 'x'.repeat(bytes),
    });
    const groups = planGroups([sized('1', 400), sized('2', 500), sized('3', 200), sized('4', 2000), sized('5', 10)], {
      maxMessages: 10,
      maxBytes: 1000,
    });
    expect(groups.map((group) => group.messages.map((message) => message.offset))).to.deep.equal([
      ['1', '2'],
      ['3'],
      ['4'],
      ['5'],
    ]);
  });

  it('counts attempts per offset, does not count deferrals, and forgets committed offsets', () => {
    const progress = new PartitionProgress();
    expect(progress.deliver('5')).to.equal(1);
    expect(progress.deliver('5')).to.equal(2);
    progress.undeliver('5');
    expect(progress.deliver('5')).to.equal(2);
    progress.ack('5');
    progress.ack('9');
    expect(progress.isAcked('5')).to.equal(true);
    progress.forgetBelow('6');
    expect(progress.isAcked('5')).to.equal(false);
    expect(progress.isAcked('9')).to.equal(true);
    expect(progress.deliver('5')).to.equal(1);
  });

  it('compares offsets as 64-bit integers, not strings', () => {
    const progress = new PartitionProgress();
    progress.ack('9');
    progress.ack('10000000000000000');
    progress.forgetBelow('10');
    expect(progress.isAcked('9')).to.equal(false);
    expect(progress.isAcked('10000000000000000')).to.equal(true);
  });

  it('cuts publishes into requests under the byte budget, in order, never splitting a message', () => {
    const messages = Array.from({ length: 10 }, (_, index) => ({ key: 'batch_1', value: 'x'.repeat(100 + index) }));
    const chunks = chunkByBytes(messages, 600);
    expect(chunks.flat()).to.deep.equal(messages);
    expect(chunks.length).to.be.greaterThan(1);
    for (const chunk of chunks) expect(chunk.length).to.be.within(1, 3);
    expect(chunkByBytes([{ key: 'k', value: 'y'.repeat(5000) }], 600)).to.have.length(1);
    expect(chunkByBytes([], 600)).to.deep.equal([]);
  });
});
