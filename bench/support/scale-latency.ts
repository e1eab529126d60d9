import { loadavg } from 'node:os';

// The machine may be shared: every figure carries the 1-minute load average it was taken under.
export const log = (line: string): void => console.log(`${line}  [load ${loadavg()[0].toFixed(2)}]`);

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** Requests per latency figure (--samples): a read store that scans per query (FerretDB) needs fewer. */
let samplesPerFigure = 200;
export const setSamplesPerFigure = (samples: number): void => {
  samplesPerFigure = samples;
};

/** `count` sequential requests of one path: the first one's time apart (a cold deep page walks once), then p50/p99. */
export async function latency(
  label: string,
  baseUrl: string,
  token: string,
  path: string,
  count = samplesPerFigure,
): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = process.hrtime.bigint();
    const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const first = times[0];
  const sorted = times.slice(1).sort((a, b) => a - b);
  log(
    `${label.padEnd(34)} first ${first.toFixed(1)} ms, p50 ${percentile(sorted, 0.5).toFixed(2)} ms, ` +
      `p99 ${percentile(sorted, 0.99).toFixed(2)} ms`,
  );
}
