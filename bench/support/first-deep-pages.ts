/**
 * The first deep pages of each list of bench:scale after the store opens on
 * a kept DATA_DIR (the service stopped): CPU of the first call at the
 * list's middle page, then at its last page, each list in turn. Run it
 * twice on one copy to see what a start finds from the run before (the
 * marks it kept); compare builds on copies of their own.
 *
 *   npx tsx bench/support/first-deep-pages.ts DIR/data
 */
import { LIMIT, cpuMs, openBenchLists } from './bench-lists';

async function main(): Promise<void> {
  const [dataDir] = process.argv.slice(2);
  const { db, store, lists } = await openBenchLists(dataDir);
  for (const [label, list] of lists) {
    const { total } = await list(0);
    const pages = Math.max(1, Math.ceil(total / LIMIT));
    const figures: string[] = [];
    for (const page of [Math.ceil(pages / 2), pages]) {
      const before = cpuMs();
      await list((page - 1) * LIMIT);
      figures.push(`p${page} ${(cpuMs() - before).toFixed(2)} ms`);
    }
    console.log(`${`${label} of ${total}`.padEnd(36)} first CPU ${figures.join(', ')}`);
  }
  // Where the marks taken are written (before this build, nothing): what the requests left for later.
  const before = cpuMs();
  await store.close();
  console.log(`closing the store (writes the marks taken) CPU ${(cpuMs() - before).toFixed(2)} ms`);
  db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
