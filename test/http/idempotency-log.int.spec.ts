import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { expect } from 'chai';
import { createApp } from '../../src/http/app';
import { CLAIM_LEASE_MS } from '../../src/http/middleware/idempotency-claim';
import { MemoryReplayStore, type ReplayStore } from '../../src/storage/replay-store';
import { type TestService, startTestService, validPatient } from '../support/test-service';

/** Another API process on the same log, with a cache of its own: what a retry sees after the cache lost the answer. */
async function replicaWith(
  service: TestService,
  replay: ReplayStore,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createApp({ ...service.runtime.appDeps(), replay }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}${service.config.basePath}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('Idempotency-Key: the log is the record', function () {
  this.timeout(60_000);
  let service: TestService;
  let token: string;
  let userId: string;
  const withKey = (key: string) => ({ 'Idempotency-Key': key });

  before(async function () {
    this.timeout(240_000);
    service = await startTestService();
    ({ token, userId } = await service.login('provider', 'org-idem-log'));
  });
  after(() => service.stop());

  const post = (url: string, key: string, body: unknown) =>
    fetch(`${url}/patients`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...withKey(key) },
      body: JSON.stringify(body),
    });
  const total = async () => (await service.request('GET', '/patients?limit=1', { token })).body.pagination.total;

  it('replays the committed answer from the log when the cache does not hold it', async () => {
    const before = await total();
    const key = randomUUID();
    const body = validPatient();
    const first = await service.request('POST', '/patients', { token, body, headers: withKey(key) });
    expect(first.status).to.equal(201);
    const replica = await replicaWith(service, new MemoryReplayStore());
    try {
      const again = await post(replica.url, key, body);
      expect(again.status).to.equal(201);
      expect(again.headers.get('idempotent-replayed')).to.equal('true');
      expect(again.headers.get('location')).to.equal(first.headers.get('location'));
      expect(again.headers.get('etag')).to.equal(first.headers.get('etag'));
      expect(await again.json()).to.deep.equal(first.body);
      const different = await post(replica.url, key, validPatient({ age_years: 61 }));
      expect(different.status).to.equal(422);
      expect(((await different.json()) as { code: string }).code).to.equal('DUPLICATE_ENTRY');
    } finally {
      await replica.close();
    }
    expect(await total()).to.equal(before + 1);
  });

  it('answers 409 while a claim is live, and from the log once the dead holder’s lease ran out', async () => {
    const before = await total();
    const key = randomUUID();
    const body = validPatient();
    // The write lands in the log through a process whose cache is then lost with it (a crash after the append).
    const crashed = await replicaWith(service, new MemoryReplayStore());
    const first = await post(crashed.url, key, body);
    await crashed.close();
    expect(first.status).to.equal(201);
    const written = (await first.json()) as { data: { id: string } };
    // Its claim, still in the shared cache, as a holder that died mid-request leaves it.
    const shared = service.runtime.appDeps().replay;
    const claim = JSON.stringify({ state: 'pending', fingerprint: 'dead-holder', holder: 'dead' });
    await shared.put(`idem:${userId}:${key}`, claim, CLAIM_LEASE_MS);
    const during = await service.request('POST', '/patients', { token, body, headers: withKey(key) });
    expect(during.status).to.be.oneOf([409, 422]);
    await new Promise((resolve) => setTimeout(resolve, CLAIM_LEASE_MS + 200));
    const after = await service.request('POST', '/patients', { token, body, headers: withKey(key) });
    expect(after.status).to.equal(201);
    expect(after.headers.get('idempotent-replayed')).to.equal('true');
    expect(after.body.data.id).to.equal(written.data.id);
    expect(await total()).to.equal(before + 1);
  });

  it('writes once when two processes without a shared cache race on one key', async () => {
    const before = await total();
    const key = randomUUID();
    const body = validPatient();
    const replicas = await Promise.all([1, 2, 3].map(() => replicaWith(service, new MemoryReplayStore())));
    try {
      const answers = await Promise.all(replicas.map((replica) => post(replica.url, key, body)));
      expect(answers.map((answer) => answer.status)).to.deep.equal([201, 201, 201]);
      const ids = await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as { data: { id: string } }).data.id),
      );
      expect(new Set(ids).size).to.equal(1);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
    expect(await total()).to.equal(before + 1);
  });

  it('renews and releases a claim only for the request holding it', async () => {
    const shared = service.runtime.appDeps().replay;
    const key = randomUUID();
    const slot = `idem:${userId}:${key}`;
    const holder = JSON.stringify({ state: 'pending', fingerprint: 'x', holder: 'live' });
    await shared.put(slot, holder, CLAIM_LEASE_MS);
    expect(await shared.renew(slot, holder, CLAIM_LEASE_MS)).to.equal(true);
    expect(await shared.renew(slot, 'someone else', CLAIM_LEASE_MS)).to.equal(false);
    await shared.deleteIf(slot, 'someone else');
    expect(await shared.get(slot)).to.equal(holder);
    await shared.deleteIf(slot, holder);
    expect(await shared.get(slot)).to.equal(null);
  });
});
