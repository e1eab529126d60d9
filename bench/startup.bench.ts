/**
 * Start-up time of the built service: from spawning `dist/src/main.js` with
 * the node options and environment `npm start` gives it to the first answered request,
 * `GET /v1/health` over HTTPS. The first run in a fresh DATA_DIR also creates
 * the database, the secrets and the local CA; later runs open what is there.
 * The CPU steal over the runs is printed after them (see support/cpu-steal.ts).
 *
 *   npm run bench:startup                        # 3 runs on a fresh DATA_DIR (the first one creates it)
 *   npm run bench:startup -- --runs 5
 *   npm run bench:startup -- --data-dir DIR      # also time a DATA_DIR that already holds data
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { addUserWithCli, freePort, npmStartCommand } from '../test/batch/spawned-service';
import { trustServiceCa } from '../test/support/tls-trust';
import { StealMeter, stealLine } from './support/cpu-steal';

const ROOT = resolve(__dirname, '..');
const POLL_MS = 5;
const GIVE_UP_MS = 60_000;

/** Milliseconds from spawn to the first answer of /v1/health; the service is stopped afterwards. */
async function timeToFirstAnswer(dataDir: string): Promise<number> {
  const port = await freePort();
  const start = npmStartCommand();
  const started = performance.now();
  const child = spawn(process.execPath, [...start.nodeOptions, 'dist/src/main.js'], {
    cwd: ROOT,
    env: { ...process.env, ...start.env, DATA_DIR: dataDir, PORT: String(port), HTTP_PORT: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
      try {
        // The CA appears in a fresh DATA_DIR before the listener opens; fetch must trust it first.
        if (trustServiceCa(dataDir)) {
          const response = await fetch(`https://127.0.0.1:${port}/v1/health`);
          await response.arrayBuffer();
          if (response.ok) return performance.now() - started;
        }
      } catch {
        // not listening yet
      }
      if (performance.now() - started > GIVE_UP_MS) throw new Error('no answer within 60 s');
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, 'data-dir': { type: 'string' } } });
  const runs = Number(values.runs ?? 3);
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const work = mkdtempSync(join(tmpdir(), 'startup-bench-'));
  const steal = StealMeter.start();
  try {
    const fresh = join(work, 'data');
    addUserWithCli(fresh, 'bench@example.test', 'bench-password-1234', 'admin');
    for (let run = 1; run <= runs; run += 1) {
      const label = run === 1 ? 'fresh DATA_DIR (creates database, secrets, CA)' : 'same DATA_DIR again';
      console.log(`run ${run}: ${Math.round(await timeToFirstAnswer(fresh))} ms to first answer, ${label}`);
    }
    const existing = values['data-dir'];
    if (existing) {
      for (let run = 1; run <= runs; run += 1) {
        console.log(`${existing} run ${run}: ${Math.round(await timeToFirstAnswer(existing))} ms to first answer`);
      }
    }
    console.log(stealLine('during the runs', steal.share()));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
