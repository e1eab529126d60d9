/**
 * Dataset export builds timed on a kept DATA_DIR (e.g. one `bench:scale --keep`
 * left): for each format, a fresh compiled service exports every table of the
 * head position and the bench prints the build's wall time, rows/s, the
 * service's CPU seconds (main thread apart from the others), its peak RSS,
 * and the slowest answer to GET /health polled meanwhile (how long the API's
 * event loop was held), with the load average, then each phase of the
 * build (wall, and CPU of the thread that ran it). `--base <dir>` runs another
 * checkout's build in turns with this one (A/B interleaved, same data).
 *
 *   npm run build && npm run bench:exports -- --data /tmp/scale/data
 *   npm run bench:exports -- --data /tmp/scale/data --base /tmp/base --rounds 2 --formats csv,parquet
 *
 * The data directory's exports/ is removed before each run, so every run builds.
 * `--gc-log FILE` writes each service's `--trace-gc` lines (every isolate's, the export threads' among them,
 * with each heap's committed MB) to FILE.<format>.<label>.<round>.
 */
import { appendFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type SpawnedService, loginAt, spawnService } from '../test/batch/spawned-service';
import { getJsonPatiently } from './support/patient-polling';
import { exportPhaseLines } from './support/export-phase-lines';

const SERVICE_ENV = { RATE_LIMIT_PER_HOUR: '100000000', ACCESS_TOKEN_TTL_SECONDS: '86400' };
const HEALTH_EVERY_MS = 100;

interface Run {
  seconds: number;
  rows: number;
  cpu: { main: number; others: number };
  peakMb: number;
  slowestHealthMs: number;
  retries: number;
}

/** GET /health every 100 ms until stopped; the slowest answer's milliseconds. */
function watchHealth(baseUrl: string): { stop: () => Promise<number> } {
  let slowest = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${baseUrl}/health`).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      );
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return slowest;
    },
  };
}

async function exportOnce(service: SpawnedService, format: string): Promise<Run> {
  const token = await loginAt(service.baseUrl, 'reader@example.test', 'bench-password-1234');
  const cpuBefore = service.cpuSeconds();
  const health = watchHealth(service.baseUrl);
  const started = performance.now();
  const kickOff = await fetch(`${service.baseUrl}/datasets/exports?format=${format}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (kickOff.status !== 202) throw new Error(`export refused: ${kickOff.status} ${await kickOff.text()}`);
  const location = kickOff.headers.get('content-location') ?? '';
  const path = location.slice(location.indexOf('/datasets/'));
  let retries = 0;
  for (;;) {
    const status = await getJsonPatiently(`${service.baseUrl}${path}`, token, () => (retries += 1));
    if (status.status === 200) {
      const seconds = (performance.now() - started) / 1000;
      const cpuAfter = service.cpuSeconds();
      const files = status.body.data.files as { rows: number | null }[];
      return {
        seconds,
        rows: files.reduce((sum, file) => sum + (file.rows ?? 0), 0),
        cpu: { main: cpuAfter.main - cpuBefore.main, others: cpuAfter.others - cpuBefore.others },
        peakMb: service.peakRssMb(),
        slowestHealthMs: await health.stop(),
        retries,
      };
    }
    if (status.status !== 202) throw new Error(`export status ${status.status}: ${JSON.stringify(status.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      data: { type: 'string' },
      base: { type: 'string' },
      rounds: { type: 'string' },
      formats: { type: 'string' },
      'gc-log': { type: 'string' },
    },
  });
  if (!values.data) throw new Error('--data <DATA_DIR> is required (a kept bench:scale data directory)');
  const trees: [string, string | undefined][] = [['branch', undefined]];
  if (values.base) trees.push(['base', values.base]);
  const formats = (values.formats ?? 'csv,ndjson,parquet').split(',');
  for (let round = 1; round <= Number(values.rounds ?? 1); round += 1) {
    for (const format of formats) {
      for (const [label, root] of round % 2 === 0 ? [...trees].reverse() : trees) {
        rmSync(join(values.data, 'exports'), { recursive: true, force: true });
        const load = loadavg()[0];
        const gcLog = values['gc-log'] && `${values['gc-log']}.${format}.${label}.${round}`;
        if (gcLog) writeFileSync(gcLog, '');
        const gcTrace = gcLog ? (lines: string): void => appendFileSync(gcLog, lines) : undefined;
        const service = await spawnService(values.data, SERVICE_ENV, { compiled: true, root, gcTrace });
        try {
          const run = await exportOnce(service, format);
          console.log(
            `${format} ${label} round ${round}: ${run.seconds.toFixed(1)} s, ${run.rows} rows, ` +
              `${Math.round(run.rows / run.seconds)} rows/s; CPU main ${run.cpu.main.toFixed(1)} s, ` +
              `others ${run.cpu.others.toFixed(1)} s; peak RSS ${run.peakMb.toFixed(0)} MB; ` +
              `slowest /health ${run.slowestHealthMs.toFixed(0)} ms; poll retries ${run.retries}; ` +
              `load ${load.toFixed(1)} -> ${loadavg()[0].toFixed(1)}`,
          );
          for (const line of exportPhaseLines(values.data)) console.log(line);
        } finally {
          await service.kill('SIGTERM');
        }
      }
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
