import { expect } from 'chai';
import { phaseTable } from '../../src/cli/rebuild-phase-table';
import { PhaseClock, type RebuildPhase } from '../../src/projections/rebuild-phases';

describe('the rebuild CLI phase table', () => {
  it('prints each phase with its CPU per event of the log, then the sum', () => {
    const lines = phaseTable(
      [
        { name: 'creations: visits', wallMs: 12_340, cpuMs: 6_000 },
        { name: 'fold', wallMs: 4_000, cpuMs: 2_000 },
      ],
      400_000,
    );
    expect(lines).to.deep.equal([
      'rebuild phases (400000 events):',
      '  creations: visits     12.3 s wall      6.0 s CPU     15.0 µs CPU/event',
      '  fold                   4.0 s wall      2.0 s CPU      5.0 µs CPU/event',
      '  total                 16.3 s wall      8.0 s CPU     20.0 µs CPU/event',
    ]);
  });

  it('shows a phase run beside the others in parentheses, left out of the sum that already holds its CPU', () => {
    const lines = phaseTable(
      [
        { name: 'creations: visits', wallMs: 12_340, cpuMs: 9_000 },
        { name: 'fold scan, beside', wallMs: 3_000, cpuMs: 3_000, beside: true },
        { name: 'fold', wallMs: 1_000, cpuMs: 1_000 },
      ],
      400_000,
    );
    expect(lines).to.deep.equal([
      'rebuild phases (400000 events):',
      '  creations: visits       12.3 s wall      9.0 s CPU     22.5 µs CPU/event',
      '  (fold scan, beside)      3.0 s wall      3.0 s CPU      7.5 µs CPU/event',
      '  fold                     1.0 s wall      1.0 s CPU      2.5 µs CPU/event',
      '  total                   13.3 s wall     10.0 s CPU     25.0 µs CPU/event',
    ]);
  });

  it('prints nothing for a rebuild in place (no phases), and no rate for an empty log', () => {
    expect(phaseTable([], 10)).to.deep.equal([]);
    expect(phaseTable([{ name: 'prepare', wallMs: 5, cpuMs: 4 }], 0)[1]).to.match(/ - µs CPU\/event$/);
  });
});

describe('a rebuild phase clock', () => {
  /**
   * Spins until `ms` have passed on the clock and the process has used `ms` of CPU: on a loaded machine a
   * clock-only spin may get far less CPU, and the process's other threads may add CPU faster than the clock.
   */
  const busy = (ms: number): void => {
    const until = Date.now() + ms;
    const start = process.cpuUsage();
    const used = (): number => {
      const { user, system } = process.cpuUsage(start);
      return user + system;
    };
    while (Date.now() < until || used() < ms * 1_000);
  };

  it('reports a timed phase with the wall and CPU time it took', () => {
    const phases: RebuildPhase[] = [];
    const clock = new PhaseClock((phase) => phases.push(phase));
    expect(clock.time('spin', () => (busy(30), 7))).to.equal(7);
    expect(phases).to.have.length(1);
    expect(phases[0].name).to.equal('spin');
    expect(phases[0].wallMs).to.be.at.least(30);
    expect(phases[0].cpuMs).to.be.at.least(10);
  });

  it('sums the slices added to a phase and reports them once, in the order they first ran', () => {
    const phases: RebuildPhase[] = [];
    const clock = new PhaseClock((phase) => phases.push(phase));
    for (let slice = 0; slice < 3; slice += 1) {
      clock.add('patients', () => busy(10));
      clock.add('visits', () => busy(5));
    }
    expect(phases, 'nothing before the flush').to.deep.equal([]);
    clock.flush();
    expect(phases.map((phase) => phase.name)).to.deep.equal(['patients', 'visits']);
    expect(phases[0].wallMs).to.be.at.least(30);
    expect(phases[1].wallMs).to.be.at.least(15);
    clock.flush();
    expect(phases, 'flushed sums are forgotten').to.have.length(2);
  });

  it('reports a phase that throws, and lets the error through', () => {
    const phases: RebuildPhase[] = [];
    const clock = new PhaseClock((phase) => phases.push(phase));
    expect(() =>
      clock.time('failing', () => {
        throw new Error('boom');
      }),
    ).to.throw('boom');
    expect(phases.map((phase) => phase.name)).to.deep.equal(['failing']);
  });
});
