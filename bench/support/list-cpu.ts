/**
 * The list queries of bench:scale timed in-process on a kept DATA_DIR (the
 * service stopped): CPU per call of the read store's listPatients and
 * listVisits, p50 and p99, for every filter at its first, middle and last
 * page. CPU time holds on a loaded machine where HTTP percentiles do not.
 *
 *   npx tsx bench/support/list-cpu.ts DIR/data [runs]
 */
import { LIMIT, cpuMs, openBenchLists } from './bench-lists';

async function main(): Promise<void> {
  const [dataDir, runsText] = process.argv.slice(2);
  const runs = Number(runsText ?? 30);
  const { db, lists } = await openBenchLists(dataDir);
  for (const [label, list] of lists) {
    const { total } = await list(0);
    const pages = Math.max(1, Math.ceil(total / LIMIT));
    const depths = [...new Set([1, Math.ceil(pages / 2), pages])];
    for (const page of depths) {
      const times: number[] = [];
      for (let i = 0; i <= runs; i += 1) {
        const before = cpuMs();
        await list((page - 1) * LIMIT);
        times.push(cpuMs() - before);
      }
      const first = times.shift() ?? 0;
      times.sort((a, b) => a - b);
      const at = (p: number): string => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
      const figure = `${label} p${page} of ${total}`.padEnd(46);
      console.log(`${figure} CPU first ${first.toFixed(1)} ms, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
    }
  }
  db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
