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

/** Where the service's CPU seconds (all threads) are read from, when it is a child process of the bench. */
export interface CpuSource {
  cpuSeconds(): { main: number; others: number };
}

const cpuOf = (service: CpuSource): number => {
  const cpu = service.cpuSeconds();
  return cpu.main + cpu.others;
};

/**
 * `count` sequential requests of one path: the first one's time apart (a cold deep page walks once), then
 * p50/p99, and with `service` its mean CPU per request (all threads, 10 ms ticks over the run): on a loaded
 * machine the wall percentiles are the scheduler's, the CPU is the query's.
 */
export async function latency(
  label: string,
  baseUrl: string,
  token: string,
  path: string,
  service?: CpuSource,
  count = samplesPerFigure,
): Promise<void> {
  const times: number[] = [];
  const cpuBefore = service ? cpuOf(service) : 0;
  // The client shares the machine's cores with the service: its own CPU per request is printed beside the service's.
  const clientBefore = process.cpuUsage();
  for (let i = 0; i < count; i += 1) {
    const started = process.hrtime.bigint();
    const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const client = process.cpuUsage(clientBefore);
  const clientMs = (client.user + client.system) / 1000 / count;
  const cpu = service ? `, CPU ${(((cpuOf(service) - cpuBefore) * 1000) / count).toFixed(2)} ms/req` : '';
  const first = times[0];
  const sorted = times.slice(1).sort((a, b) => a - b);
  log(
    `${label.padEnd(46)} first ${first.toFixed(1)} ms, p50 ${percentile(sorted, 0.5).toFixed(2)} ms, ` +
      `p99 ${percentile(sorted, 0.99).toFixed(2)} ms${cpu}, client CPU ${clientMs.toFixed(2)} ms/req`,
  );
}
