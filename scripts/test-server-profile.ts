import { spawnSync } from 'node:child_process';
import { isReachable } from '../test/contracts/support/servers';

/**
 * Runs the HTTP, batch and command-handler integration suites a second time on the server
 * profile (PostgreSQL events, MongoDB read models, Kafka queue, Redis limits).
 * Without the servers it skips loudly; under CI a missing server is a failure,
 * because .ci/run starts them first.
 */
const servers: [string, string, number][] = [
  ['PostgreSQL', process.env.POSTGRES_URL ?? 'postgres://127.0.0.1:55432', 5432],
  ['MongoDB', process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:57017', 27017],
  ['Redis', process.env.REDIS_URL ?? 'redis://127.0.0.1:56379', 6379],
  ['Kafka', `kafka://${(process.env.KAFKA_BROKERS ?? '127.0.0.1:59092').split(',')[0]}`, 9092],
];

async function main(): Promise<void> {
  const missing: string[] = [];
  for (const [name, url, port] of servers) if (!(await isReachable(url, port))) missing.push(`${name} (${url})`);
  if (missing.length > 0) {
    const line =
      `SKIPPED: server-profile HTTP suites — unreachable: ${missing.join(', ')}. Start them with ` +
      `deploy/local/services.sh up`;
    console.warn(line);
    process.exit(process.env.CI === 'true' ? 1 : 0);
  }
  console.log('server profile: HTTP and batch integration suites on PostgreSQL + MongoDB + Kafka + Redis');
  const result = spawnSync(
    process.execPath,
    [
      require.resolve('mocha/bin/mocha.js'),
      '--parallel',
      '--jobs',
      '2',
      'test/http/**/*.int.spec.ts',
      'test/batch/**/*.int.spec.ts',
      'test/commands/**/*.int.spec.ts',
    ],
    { stdio: 'inherit', env: { ...process.env, TEST_PROFILE: 'server' } },
  );
  process.exit(result.status ?? 1);
}

void main();
