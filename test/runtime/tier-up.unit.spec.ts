import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from 'chai';

const TIER_UP = resolve(__dirname, '../../src/runtime/tier-up.ts');

/**
 * Calls a small function until V8 marks it for optimization (or starts
 * optimizing it) and prints how many calls that took. V8's own status bits
 * (--allow-natives-syntax): marked, marked for concurrent, optimizing concurrently.
 */
const CALLS_UNTIL_MARKED = `
  function work(o) {
    let s = 0;
    for (const k of Object.keys(o)) s += String(o[k]).length;
    return s + JSON.stringify(o).length;
  }
  const value = { a: 1, b: 'two', c: [3], d: { e: 5 } };
  let calls = 0;
  while (calls < 1000000) {
    work(value);
    calls += 1;
    if (%GetOptimizationStatus(work) & (256 | 512 | 1024)) break;
  }
  console.log(calls);
`;

function callsUntilMarked(setup: string): number {
  const output = execFileSync(
    process.execPath,
    ['--allow-natives-syntax', '--require', 'tsx/cjs', '-e', `${setup}\n${CALLS_UNTIL_MARKED}`],
    { encoding: 'utf8' },
  );
  return Number(output.trim());
}

describe('optimizing hot code sooner (tier-up)', function () {
  this.timeout(60_000);

  it('has a function marked for optimization after about a quarter of the calls', () => {
    const byDefault = callsUntilMarked('');
    const sooner = callsUntilMarked(`require(${JSON.stringify(TIER_UP)}).optimizeHotCodeSooner();`);
    expect(sooner).to.be.greaterThan(0);
    expect(sooner).to.be.lessThan(byDefault / 3);
  });
});
