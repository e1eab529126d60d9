import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { startSourceThread } from '../../src/shared/source-thread';

describe('startSourceThread', () => {
  it('names the thread after its module (Linux), so per-thread figures can tell threads apart', async function () {
    if (!existsSync('/proc/thread-self/comm')) this.skip();
    const thread = startSourceThread(join(__dirname, 'threads', 'caller.ts'), 'comm-probe-thread', {});
    try {
      const name = await new Promise((done, fail) => {
        thread.once('message', done);
        thread.once('error', fail);
      });
      expect(name).to.equal('comm-probe');
    } finally {
      await thread.terminate();
    }
  });
});
