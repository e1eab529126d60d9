import { expect } from 'chai';
import { Projector } from '../../src/projections/projector';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { silentLogger } from '../../src/shared/logger';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';
import { openScratchSqlite } from '../support/scratch-sqlite';

describe('read-your-writes and rebuilds', function () {
  this.timeout(180_000);
  let service: TestService;
  let token: string;

  before(async () => {
    service = await startTestService();
    token = (await service.login('provider')).token;
  });
  after(() => service.stop());

  it('500 create-then-get pairs: zero misses', async () => {
    let misses = 0;
    const worker = async (count: number): Promise<void> => {
      for (let i = 0; i < count; i += 1) {
        const created = await service.request('POST', '/patients', {
          token,
          body: validPatient({ age_years: 18 + (i % 80) }),
        });
        expect(created.status).to.equal(201);
        const fetched = await service.request('GET', `/patients/${created.body.data.id}`, { token });
        if (fetched.status !== 200 || fetched.body.data.age_years !== created.body.data.age_years) misses += 1;
      }
    };
    await Promise.all(Array.from({ length: 5 }, () => worker(100)));
    expect(misses).to.equal(0);
  });

  it('an update is visible to the very next read, and so is a new visit on its patient', async () => {
    const created = await service.request('POST', '/patients', { token, body: validPatient() });
    const id = created.body.data.id;
    for (let i = 0; i < 20; i += 1) {
      await service.request('PUT', `/patients/${id}`, { token, body: { bmi: 20 + i } });
      const fetched = await service.request('GET', `/patients/${id}`, { token });
      expect(fetched.body.data.bmi).to.equal(20 + i);
    }
    const visit = await service.request('POST', '/visits', { token, body: validVisit(id) });
    const withVisit = await service.request('GET', `/patients/${id}`, { token });
    expect(withVisit.body.data.visits.map((item: { id: string }) => item.id)).to.include(visit.body.data.id);
  });

  it('a rebuild from an empty read store gives the same answers', async () => {
    const before = await service.request('GET', '/patients?limit=100', { token });
    const visitsBefore = await service.request('GET', '/visits?limit=100', { token });
    const { db, dispose } = openScratchSqlite('rebuild');
    try {
      const fresh = await SqliteReadModelStore.open(db);
      const projector = new Projector(service.runtime.eventStore, fresh, {
        name: 'views',
        batchSize: 97,
        idleMs: 10,
        logger: silentLogger,
      });
      await projector.catchUp();
      const original = service.runtime.readStore;
      const page = { offset: 0, limit: 100 };
      expect(await fresh.listPatients({}, page)).to.deep.equal(await original.listPatients({}, page));
      expect(await fresh.listVisits({}, page)).to.deep.equal(await original.listVisits({}, page));
      // Replaying everything again over the rebuilt store changes nothing.
      await fresh.commit('other', { patients: [], visits: [], batches: [], batchErrors: [] }, 0);
      const replay = new Projector(service.runtime.eventStore, fresh, {
        name: 'replay',
        batchSize: 50,
        idleMs: 10,
        logger: silentLogger,
      });
      await replay.catchUp();
      expect(await fresh.listPatients({}, page)).to.deep.equal(await original.listPatients({}, page));
    } finally {
      await dispose();
    }
    expect(before.body.pagination.total).to.be.greaterThan(500);
    expect(visitsBefore.status).to.equal(200);
  });
});
