import { expect } from 'chai';
import Redis from 'ioredis';
import { MongoClient } from 'mongodb';
import { Client } from 'pg';
import { POSTGRES_URL, isReachable } from '../contracts/support/servers';
import { DependencyError, failureKind, guardDependency } from '../../src/shared/dependency-error';
import { openPgClient } from '../../src/storage/pg-client';

/** A loopback port nothing listens on. */
const CLOSED = 1;

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/**
 * The errors the real drivers raise, sorted into the spec's three answers:
 * unreachable (503), too slow (504), answered with an error (500 DATABASE_ERROR).
 */
describe('dependency failures from the real drivers', () => {
  it('PostgreSQL unreachable: unavailable, within the 2 s connect bound', async () => {
    const started = Date.now();
    const error = await errorOf(() => openPgClient(`postgres://x:y@127.0.0.1:${CLOSED}/db`));
    expect(failureKind(error)).to.equal('unavailable');
    expect(Date.now() - started).to.be.below(2500);
  });

  it('MongoDB unreachable: unavailable', async () => {
    const client = new MongoClient(`mongodb://127.0.0.1:${CLOSED}/x`, { serverSelectionTimeoutMS: 200 });
    const error = await errorOf(() => client.db().command({ ping: 1 }));
    await client.close();
    expect(failureKind(error)).to.equal('unavailable');
  });

  it('Redis unreachable, offline queue off: unavailable at once', async () => {
    const redis = new Redis(`redis://127.0.0.1:${CLOSED}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    const started = Date.now();
    const error = await errorOf(() => redis.ping());
    redis.disconnect();
    expect(failureKind(error)).to.equal('unavailable');
    expect(Date.now() - started).to.be.below(500);
  });

  it('a guarded adapter names its server; domain errors pass unchanged', async () => {
    const adapter = guardDependency(
      {
        async read(): Promise<never> {
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
        },
        async conflict(): Promise<never> {
          throw new RangeError('not a dependency failure');
        },
      },
      'mongodb',
    );
    const failed = await errorOf(() => adapter.read());
    expect(failed).to.be.instanceOf(DependencyError);
    expect((failed as DependencyError).dependency).to.equal('mongodb');
    expect((failed as DependencyError).failure).to.equal('unavailable');
    expect(await errorOf(() => adapter.conflict())).to.be.instanceOf(RangeError);
  });

  describe('answers of a running PostgreSQL', function () {
    before(async function () {
      if (!(await isReachable(POSTGRES_URL, 5432))) this.skip();
    });

    it('a statement past statement_timeout is a timeout; a failing statement is a database error', async () => {
      const client = new Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query('SET statement_timeout = 50');
        expect(failureKind(await errorOf(() => client.query('SELECT pg_sleep(1)')))).to.equal('timeout');
        expect(failureKind(await errorOf(() => client.query('SELECT 1 / 0')))).to.equal('failed');
      } finally {
        await client.end();
      }
    });

    it('a server ending the connection (57P01) neither crashes the process nor breaks the pool', async () => {
      const sql = await openPgClient(POSTGRES_URL, 2);
      try {
        const [{ pid }] = await sql.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        const admin = new Client({ connectionString: POSTGRES_URL });
        await admin.connect();
        // Kill the idle pooled connection: pg-pool reports it on the pool's 'error' event.
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        await admin.end();
        await new Promise((done) => setTimeout(done, 200));
        const [{ ok }] = await sql.query<{ ok: number }>('SELECT 1 AS ok');
        expect(ok).to.equal(1);
        // And inside a transaction: the checked-out connection's error is caught and the transaction fails.
        const error = await errorOf(() =>
          sql.transaction(async (tx) => {
            const [{ pid: own }] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
            const killer = new Client({ connectionString: POSTGRES_URL });
            await killer.connect();
            await killer.query('SELECT pg_terminate_backend($1)', [own]);
            await killer.end();
            await new Promise((done) => setTimeout(done, 200));
            await tx.query('SELECT 1');
          }),
        );
        expect(failureKind(error)).to.equal('unavailable');
        expect((await sql.query<{ ok: number }>('SELECT 1 AS ok'))[0].ok).to.equal(1);
      } finally {
        await sql.close();
      }
    });
  });
});
