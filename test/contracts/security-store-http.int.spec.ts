import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { openRedisClient } from '../../src/storage/redis-client';
import { type TestService, startTestService } from '../support/test-service';
import { deleteKeys } from './support/redis';
import { REDIS_URL, isReachable, warnSkipped } from './support/servers';

/**
 * Two API instances sharing Redis (LIMITS_STORE=redis) behave as one: the
 * rate limit counter and refresh-token state are shared. They also share the
 * JWT secret and users file, as replicas of one deployment do. The run's keys
 * get their own REDIS_KEY_PREFIX, deleted afterwards.
 */
describe('limits and sessions shared by two instances through Redis', function () {
  // Each instance opens its own embedded stores, which takes seconds on a busy machine.
  this.timeout(180_000);
  const prefix = `test:http:${randomBytes(6).toString('hex')}:`;
  const shared = mkdtempSync(join(tmpdir(), 'redis-http-'));
  const services: TestService[] = [];
  let env: Record<string, string>;
  let sessions: Promise<[TestService, TestService]> | null = null;

  before(async function () {
    if (!(await isReachable(REDIS_URL, 6379))) {
      warnSkipped(
        'Redis HTTP limits test',
        `nothing listening at ${new URL(REDIS_URL).host} (start deploy/local/services.sh up)`,
      );
      return this.skip();
    }
    env = {
      LIMITS_STORE: 'redis',
      REDIS_URL,
      // Both instances must share one prefix (TEST_PROFILE=server would give each its own).
      REDIS_KEY_PREFIX: prefix,
      JWT_SECRET: randomBytes(32).toString('hex'),
      USERS_FILE: join(shared, 'users.json'),
    };
  });

  after(async () => {
    for (const service of services) await service.stop();
    rmSync(shared, { recursive: true, force: true });
    if (env) {
      const redis = await openRedisClient(REDIS_URL);
      await deleteKeys(redis, prefix);
      await redis.quit();
    }
  });

  async function pair(extra: Record<string, string> = {}): Promise<[TestService, TestService]> {
    const a = await startTestService({ ...env, ...extra });
    services.push(a);
    const b = await startTestService({ ...env, ...extra });
    services.push(b);
    return [a, b];
  }

  it('counts one burst limit across both instances', async () => {
    const [a, b] = await pair({ RATE_LIMIT_BURST_PER_MINUTE: '5' });
    const { token } = await a.login('provider');
    const statuses: number[] = [];
    for (const service of [a, b, a, b, a]) statuses.push((await service.request('GET', '/patients', { token })).status);
    expect(statuses).to.deep.equal([200, 200, 200, 200, 200]);
    const limited = await b.request('GET', '/patients', { token });
    expect(limited.status).to.equal(429);
    expect(limited.body.code).to.equal('BURST_LIMIT_EXCEEDED');
    expect(limited.body.details).to.include({ limit: 5, window: '1 minute' });
    expect((await a.request('GET', '/patients', { token })).status).to.equal(429);
  });

  /** One pair serves the session tests; the burst test needs its own low limit. */
  function sessionPair(): Promise<[TestService, TestService]> {
    sessions ??= pair({ MAX_FAILED_LOGINS: '3' });
    return sessions;
  }

  it('a refresh token used on one instance cannot be reused on the other', async () => {
    const [a, b] = await sessionPair();
    const { refreshToken } = await a.login('provider');
    const rotated = await a.request('POST', '/auth/refresh', { body: { refresh_token: refreshToken } });
    expect(rotated.status).to.equal(200);
    const reused = await b.request('POST', '/auth/refresh', { body: { refresh_token: refreshToken } });
    expect(reused.status).to.equal(401);
    // Reuse revoked the whole family, on every instance.
    const successor = await a.request('POST', '/auth/refresh', {
      body: { refresh_token: rotated.body.data.refresh_token },
    });
    expect(successor.status).to.equal(401);

    const other = await a.login('readonly');
    expect((await b.request('POST', '/auth/refresh', { body: { refresh_token: other.refreshToken } })).status).to.equal(
      200,
    );
    expect((await a.request('POST', '/auth/refresh', { body: { refresh_token: other.refreshToken } })).status).to.equal(
      401,
    );
  });

  it('a lockout on one instance holds on the other', async () => {
    const [a, b] = await sessionPair();
    const { email, password } = await a.addUser('provider');
    for (const service of [a, b, a]) {
      expect(
        (await service.request('POST', '/auth/login', { body: { email, password: 'wrong-password' } })).status,
      ).to.equal(401);
    }
    const locked = await b.request('POST', '/auth/login', { body: { email, password } });
    expect(locked.status).to.equal(403);
    expect(locked.body.code).to.equal('ACCOUNT_LOCKED');
  });
});
