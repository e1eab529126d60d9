import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * npm run test:faults: brings up the fault suite's OWN copy of the local
 * servers (scripts/faults/own-services.sh: its own directory and ports, the
 * installed Kafka jars and FerretDB binary copied from the shared install),
 * runs test/faults against them, which stops and starts each server in turn,
 * and stops them again. The shared servers other suites use are never touched.
 */
const ROOT = resolve(__dirname, '..');
const SCRIPT = resolve(ROOT, 'scripts/faults/own-services.sh');
const port = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);

/** Stopping is quiet unless it fails, so the suite's own summary stays the last thing a CI log shows. */
function services(action: 'up' | 'down'): number {
  const result = spawnSync(SCRIPT, [action], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', action === 'up' ? 'inherit' : 'pipe'],
  });
  const status = result.status ?? 1;
  if (status !== 0 && result.stderr) process.stderr.write(result.stderr);
  return status;
}

function main(): void {
  console.log('fault suite: starting its own PostgreSQL, Redis, Kafka and FerretDB (scripts/faults/own-services.sh)');
  if (services('up') !== 0) {
    console.error('fault suite: its servers did not start');
    process.exit(1);
  }
  let status: number;
  try {
    const result = spawnSync(process.execPath, [require.resolve('mocha/bin/mocha.js'), 'test/faults/*.faults.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        FAULT_SUITE: '1',
        POSTGRES_URL: `postgres://clinical:clinical@127.0.0.1:${port('FAULT_POSTGRES_PORT', 55532)}/clinical`,
        MONGODB_URL: `mongodb://127.0.0.1:${port('FAULT_FERRETDB_PORT', 57117)}/clinical`,
        REDIS_URL: `redis://127.0.0.1:${port('FAULT_REDIS_PORT', 56479)}`,
        KAFKA_BROKERS: `127.0.0.1:${port('FAULT_KAFKA_PORT', 59192)}`,
        TOPOLOGY_IMPORT_QUEUE: 'kafka',
      },
    });
    status = result.status ?? 1;
  } finally {
    if (!process.env.FAULT_KEEP_SERVICES) services('down');
  }
  process.exit(status);
}

main();
