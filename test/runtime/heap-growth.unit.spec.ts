import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from 'chai';

const HEAP_GROWTH = resolve(__dirname, '../../src/runtime/heap-growth.ts');

/**
 * Counts full collections while a thread keeps about 8 MB alive and promotes
 * about 150 MB of garbage through a small young generation: many with a
 * growth of 20% alone, few under a 64 MB floor.
 */
const CHURN = `
  const { PerformanceObserver, constants } = require('node:perf_hooks');
  let majors = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors += 1;
  }).observe({ entryTypes: ['gc'] });
  const ring = new Array(40000);
  for (let i = 0; i < 1000000; i += 1) ring[i % ring.length] = { text: 'x'.repeat(64) + i, numbers: [i, i + 1, i + 2] };
  const counted = () => new Promise((done) => setTimeout(() => done(majors), 50));
`;

const WORKER = `${CHURN}; counted().then((n) => require('node:worker_threads').parentPort.postMessage(n));`;

interface Majors {
  main: number;
  worker: number;
}

/** Full collections on the main thread and on a worker started after `setup`, in a process started with `flags`. */
function majorCollections(flags: string[], setup: string): Majors {
  const script = `
    ${setup}
    const { Worker } = require('node:worker_threads');
    const limits = { maxYoungGenerationSizeMb: 4 };
    const worker = new Worker(${JSON.stringify(WORKER)}, { eval: true, resourceLimits: limits });
    worker.once('message', (workerMajors) => {
      ${CHURN}
      counted().then((main) => console.log(JSON.stringify({ main, worker: workerMajors })));
    });
  `;
  const output = execFileSync(
    process.execPath,
    ['--heap-growing-percent=20', '--max-semi-space-size=2', ...flags, '--require', 'tsx/cjs', '-e', script],
    { encoding: 'utf8' },
  );
  return JSON.parse(output) as Majors;
}

describe('the old generation floor of npm start (heap-growth)', function () {
  this.timeout(60_000);

  it('stays with the main thread: worker threads collect as in a process started without it', () => {
    const withoutFloor = majorCollections([], '');
    const floorForAll = majorCollections(['--initial-old-space-size=64'], '');
    const floorKept = majorCollections(
      ['--initial-old-space-size=64'],
      `require(${JSON.stringify(HEAP_GROWTH)}).keepOldSpaceFloorToMainThread();`,
    );
    // Under the floor, a thread skips most full collections.
    expect(floorForAll.worker).to.be.below(withoutFloor.worker / 2);
    expect(floorForAll.main).to.be.below(withoutFloor.main / 2);
    // Cleared for the workers, kept by the main thread.
    expect(floorKept.worker).to.be.at.least(withoutFloor.worker - 3);
    expect(floorKept.main).to.be.below(withoutFloor.main / 2);
  });
});
