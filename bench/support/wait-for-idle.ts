import type { SpawnedService } from '../../test/batch/spawned-service';

/** A service using less than this share of one core (all its threads) over a window counts as idle. */
const IDLE_SHARE = 0.15;
const WINDOW_MS = 5000;

/**
 * Waits until the service, with no request in flight, has settled: after
 * visits seeded past it, its audit notary and Merkle tree fold every new
 * event (about a minute of a core per 300,000 here), and list figures taken
 * meanwhile measure that catch-up, not the lists. Returns the seconds it
 * took, or null when `limitMs` ran out first.
 */
export async function waitForIdle(service: SpawnedService, limitMs = 30 * 60_000): Promise<number | null> {
  const started = Date.now();
  const total = (): number => {
    const cpu = service.cpuSeconds();
    return cpu.main + cpu.others;
  };
  let before = total();
  while (Date.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const now = total();
    if (now - before < (IDLE_SHARE * WINDOW_MS) / 1000) return (Date.now() - started) / 1000;
    before = now;
  }
  return null;
}
