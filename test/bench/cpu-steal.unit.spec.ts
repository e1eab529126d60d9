import { expect } from 'chai';
import { STEAL_WARNING_PERCENT, cpuTimesOf, stealLine, stealPercent } from '../../bench/support/cpu-steal';

const stat = (user: number, idle: number, steal: number): string =>
  `cpu  ${user} 0 100 ${idle} 10 0 5 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 12345\n`;

describe('CPU steal read by the benchmarks', () => {
  it('sums the eight time columns of the machine line and picks steal out of them', () => {
    expect(cpuTimesOf(stat(1000, 5000, 300))).to.deep.equal({ steal: 300, total: 1000 + 100 + 5000 + 10 + 5 + 300 });
  });

  it('is the stolen share of all CPU time between two readings', () => {
    const from = cpuTimesOf(stat(1000, 5000, 300));
    const to = cpuTimesOf(stat(1600, 5200, 500));
    // 600 user + 200 idle + 200 steal passed.
    expect(stealPercent(from, to)).to.equal(20);
  });

  it('gives no figure for text that is not /proc/stat, or when no time passed', () => {
    expect(cpuTimesOf('intr 1 2 3\n')).to.equal(null);
    expect(cpuTimesOf('cpu 1 2 3\n')).to.equal(null);
    const same = cpuTimesOf(stat(1, 1, 1));
    expect(stealPercent(same, same)).to.equal(null);
    expect(stealPercent(null, same)).to.equal(null);
  });

  it('warns only above the threshold', () => {
    expect(stealLine('here', STEAL_WARNING_PERCENT)).to.equal("CPU steal here: 5.0% of the machine's CPU time");
    expect(stealLine('here', 30)).to.match(/^CPU steal here: 30\.0% .*understate this code\)$/);
    expect(stealLine('here', null)).to.equal('CPU steal here: not measured (no /proc/stat)');
  });
});
