import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from 'chai';

const TSX = resolve(__dirname, '../../node_modules/.bin/tsx');

const running = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('test processes leave no service behind', function () {
  this.timeout(30_000);

  it('kills the processes a test process started, held or known by pid, when it exits', async () => {
    const pids = execFileSync(TSX, [resolve(__dirname, 'child-reaper-child.ts')])
      .toString()
      .trim()
      .split(' ')
      .map(Number);
    expect(pids).to.have.length(2);
    try {
      for (let waited = 0; pids.some(running) && waited < 5_000; waited += 100) {
        await new Promise((done) => setTimeout(done, 100));
      }
      expect(pids.filter(running), 'still running').to.deep.equal([]);
    } finally {
      for (const pid of pids.filter(running)) process.kill(pid, 'SIGKILL');
    }
  });
});
