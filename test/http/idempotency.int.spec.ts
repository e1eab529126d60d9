import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { createApp } from '../../src/http/app';
import { RedisReplayStore } from '../../src/storage/redis-replay-store';
import { openRedisClient } from '../../src/storage/redis-client';
import { type BatchTestService, CSV_HEADER, startBatchService, validCsvRow } from '../batch/batch-support';
import { validPatient, validVisit } from '../support/test-service';

describe('Idempotency-Key and duplicate uploads over HTTP', function () {
  this.timeout(90_000);
  let service: BatchTestService;
  let token: string;

  const withKey = (key: string) => ({ 'Idempotency-Key': key });

  before(async () => {
    service = await startBatchService();
    token = (await service.login('provider', 'org-idem')).token;
  });
  after(() => service.stop());

  describe('POST and PUT with Idempotency-Key', () => {
    it('replays the first answer for the same key and body, writing nothing more', async () => {
      const before = await service.patientTotal(token);
      const key = randomUUID();
      const first = await service.request('POST', '/patients', { token, body: validPatient(), headers: withKey(key) });
      expect(first.status).to.equal(201);
      const again = await service.request('POST', '/patients', { token, body: validPatient(), headers: withKey(key) });
      expect(again.status).to.equal(201);
      expect(again.body).to.deep.equal(first.body);
      expect(again.headers.get('location')).to.equal(first.headers.get('location'));
      expect(again.headers.get('etag')).to.equal(first.headers.get('etag'));
      expect(again.headers.get('idempotent-replayed')).to.equal('true');
      expect(first.headers.get('idempotent-replayed')).to.equal(null);
      expect(await service.patientTotal(token)).to.equal(before + 1);
    });

    it('treats the same JSON with its keys in another order as the same request', async () => {
      const key = randomUUID();
      const body = validPatient();
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      const first = await service.request('POST', '/patients', { token, body, headers: withKey(key) });
      const again = await service.request('POST', '/patients', { token, body: reordered, headers: withKey(key) });
      expect(again.body.data.id).to.equal(first.body.data.id);
    });

    it('answers 422 DUPLICATE_ENTRY for the same key with a different body, and writes nothing', async () => {
      const before = await service.patientTotal(token);
      const key = randomUUID();
      await service.request('POST', '/patients', { token, body: validPatient(), headers: withKey(key) });
      const other = await service.request('POST', '/patients', {
        token,
        body: validPatient({ age_years: 60 }),
        headers: withKey(key),
      });
      expect(other.status).to.equal(422);
      expect(other.body).to.deep.include({ status: 'error', code: 'DUPLICATE_ENTRY' });
      expect(other.body.details).to.deep.equal({ idempotency_key: key, header: 'Idempotency-Key' });
      expect(await service.patientTotal(token)).to.equal(before + 1);
    });

    it('replays an update without applying it twice', async () => {
      const created = await service.request('POST', '/patients', { token, body: validPatient() });
      const id = created.body.data.id;
      const key = randomUUID();
      const first = await service.request('PUT', `/patients/${id}`, {
        token,
        body: { bmi: 30 },
        headers: withKey(key),
      });
      expect(first.status).to.equal(200);
      const again = await service.request('PUT', `/patients/${id}`, {
        token,
        body: { bmi: 30 },
        headers: withKey(key),
      });
      expect(again.body).to.deep.equal(first.body);
      const read = await service.request('GET', `/patients/${id}`, { token });
      expect(read.headers.get('etag')).to.equal(first.headers.get('etag'));
    });

    it('keeps nothing for a refused request, so the corrected one runs under the same key', async () => {
      const key = randomUUID();
      const refused = await service.request('POST', '/visits', {
        token,
        body: validVisit('pat_doesnotexist1'),
        headers: withKey(key),
      });
      expect(refused.status).to.equal(404);
      const patientId = (await service.request('POST', '/patients', { token, body: validPatient() })).body.data.id;
      const visit = validVisit(patientId);
      const created = await service.request('POST', '/visits', { token, body: visit, headers: withKey(key) });
      expect(created.status).to.equal(201);
      const again = await service.request('POST', '/visits', { token, body: visit, headers: withKey(key) });
      expect(again.body.data.id).to.equal(created.body.data.id);
      expect(
        (await service.request('GET', `/visits?patient_id=${patientId}`, { token })).body.pagination.total,
      ).to.equal(1);
    });

    it("keeps keys per caller: another user's request with the same key runs", async () => {
      const other = (await service.login('provider', 'org-idem')).token;
      const key = randomUUID();
      const mine = await service.request('POST', '/patients', { token, body: validPatient(), headers: withKey(key) });
      const theirs = await service.request('POST', '/patients', {
        token: other,
        body: validPatient(),
        headers: withKey(key),
      });
      expect(theirs.status).to.equal(201);
      expect(theirs.body.data.id).to.not.equal(mine.body.data.id);
    });

    for (const [what, key] of [
      ['a malformed key', 'has spaces in it'],
      ['an empty key', ''],
    ]) {
      it(`refuses ${what} with 422 naming the header, and writes nothing`, async () => {
        const before = (await service.request('GET', '/patients?limit=1', { token })).body.pagination.total;
        const response = await service.request('POST', '/patients', {
          token,
          body: validPatient(),
          headers: withKey(key),
        });
        expect(response.status).to.equal(422);
        expect(response.body.code).to.equal('VALIDATION_ERROR');
        expect(response.body.details[0].field).to.equal('Idempotency-Key');
        expect((await service.request('GET', '/patients?limit=1', { token })).body.pagination.total).to.equal(before);
      });
    }

    it('replays through another API process sharing the Redis limits store (server profile)', async function () {
      if (service.config.limitsStore !== 'redis') this.skip();
      // A second app on its own Redis connection: what another API replica would be.
      const redis = await openRedisClient(service.config.redisUrl);
      const replica = createApp({
        ...service.runtime.appDeps(),
        replay: new RedisReplayStore(redis, `${service.config.redisKeyPrefix}replay:`),
      });
      const server = replica.listen(0, '127.0.0.1');
      try {
        await new Promise((resolve) => server.once('listening', resolve));
        const { port } = server.address() as { port: number };
        const key = randomUUID();
        const first = await service.request('POST', '/patients', {
          token,
          body: validPatient(),
          headers: withKey(key),
        });
        const response = await fetch(`http://127.0.0.1:${port}${service.config.basePath}/patients`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...withKey(key) },
          body: JSON.stringify(validPatient()),
        });
        expect(response.headers.get('idempotent-replayed')).to.equal('true');
        expect(((await response.json()) as { data: { id: string } }).data.id).to.equal(first.body.data.id);
      } finally {
        await new Promise((resolve) => server.close(resolve));
        await redis.quit();
      }
    });
  });

  describe('re-uploading the same CSV file', () => {
    const csv = `${CSV_HEADER}\n${validCsvRow({ age_years: '57', notes: 'Duplicate upload check' })}\n`;
    let firstBatch: string;

    it('refuses a byte-identical file within 24 hours, naming the earlier batch', async () => {
      const first = await service.upload(csv, { token, fileName: 'one.csv' });
      expect(first.status).to.equal(202);
      firstBatch = first.body.data.batch_id;
      await service.waitForBatch(firstBatch, token);
      const before = await service.patientTotal(token);
      const second = await service.upload(csv, { token, fileName: 'renamed.csv' });
      expect(second.status).to.equal(422);
      expect(second.body.code).to.equal('DUPLICATE_ENTRY');
      expect(second.body.details).to.include({
        batch_id: firstBatch,
        allow_duplicate_parameter: 'allow_duplicate=true',
      });
      expect(second.body.details.accepted_at).to.equal(first.body.data.created_at);
      expect(await service.patientTotal(token)).to.equal(before);
    });

    it('accepts a file that differs from an earlier one by a single byte', async () => {
      const earlier = `${CSV_HEADER}\n${validCsvRow({ age_years: '61', notes: 'One byte apart' })}\n`;
      const changed = earlier.replace('One byte apart', 'One byte aparT');
      expect((await service.upload(earlier, { token })).status).to.equal(202);
      expect((await service.upload(changed, { token })).status).to.equal(202);
    });

    it('imports it again with ?allow_duplicate=true', async () => {
      const again = await service.upload(csv, { token, query: 'allow_duplicate=true' });
      expect(again.status).to.equal(202);
      expect(again.body.data.batch_id).to.not.equal(firstBatch);
    });

    it('refuses an allow_duplicate that is not true or false', async () => {
      const response = await service.upload(csv, { token, query: 'allow_duplicate=yes' });
      expect(response.status).to.equal(422);
      expect(response.body.details[0].field).to.equal('allow_duplicate');
    });

    it("does not count another organization's upload of the same file", async () => {
      const other = (await service.login('provider', 'org-other')).token;
      expect((await service.upload(csv, { token: other })).status).to.equal(202);
    });

    it('replays the 202 of an upload retried with its Idempotency-Key', async () => {
      const file = `${CSV_HEADER}\n${validCsvRow({ age_years: '58' })}\n`;
      const key = randomUUID();
      const first = await service.upload(file, { token, headers: withKey(key) });
      expect(first.status).to.equal(202);
      const again = await service.upload(file, { token, headers: withKey(key) });
      expect(again.status).to.equal(202);
      expect(again.body).to.deep.equal(first.body);
      const different = await service.upload(`${file}${validCsvRow({ age_years: '59' })}\n`, {
        token,
        headers: withKey(key),
      });
      expect(different.status).to.equal(422);
      expect(different.body.details).to.include({ idempotency_key: key });
    });
  });
});
