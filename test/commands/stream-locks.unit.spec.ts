import { expect } from 'chai';
import { StreamLocks } from '../../src/commands/stream-locks';

describe('stream locks', () => {
  it('runs work on one stream one at a time, in arrival order, and other streams in parallel', async () => {
    const locks = new StreamLocks();
    const log: string[] = [];
    const step = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      locks.run('a', step('a1', 20)),
      locks.run('a', step('a2', 1)),
      locks.run('b', step('b1', 5)),
    ]);
    expect(results).to.deep.equal(['a1', 'a2', 'b1']);
    expect(log.indexOf('end a1')).to.be.lessThan(log.indexOf('start a2'));
    expect(log.indexOf('start b1')).to.be.lessThan(log.indexOf('end a1'));
  });

  it('releases the stream when work fails', async () => {
    const locks = new StreamLocks();
    await locks.run('a', async () => Promise.reject(new Error('boom'))).catch(() => undefined);
    expect(await locks.run('a', async () => 'next')).to.equal('next');
  });
});
