import { expect } from 'chai';
import { type BatchTestService, CSV_HEADER, startBatchService, validCsvRow } from '../batch/batch-support';
import { validPatient, validVisit } from '../support/test-service';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('record history and time travel (integration)', function () {
  this.timeout(90_000);
  let service: BatchTestService;
  let alice: { token: string; userId: string };
  let bob: { token: string; userId: string };
  let readonly: string;
  let auditor: string;

  before(async () => {
    service = await startBatchService();
    alice = await service.login('provider', 'org-a');
    bob = await service.login('admin', 'org-b');
    readonly = (await service.login('readonly')).token;
    auditor = (await service.login('auditor')).token;
  });
  after(() => service.stop());

  const get = (path: string, token = alice.token) => service.request('GET', path, { token });

  describe('a patient edited by two users', () => {
    let id = '';
    const instants: string[] = [];

    let createRequestId = '';

    before(async () => {
      const created = await service.request('POST', '/patients', {
        token: alice.token,
        body: validPatient({ bmi: 24.5 }),
      });
      id = created.body.data.id;
      createRequestId = created.headers.get('x-request-id') ?? '';
      await pause(15);
      instants.push(new Date().toISOString());
      await pause(15);
      await service.request('PUT', `/patients/${id}`, { token: bob.token, body: { bmi: 26.1, smoker: true } });
      await pause(15);
      instants.push(new Date().toISOString());
      await pause(15);
      await service.request('PUT', `/patients/${id}`, {
        token: alice.token,
        body: { menopause_status: 'postmenopause' },
      });
    });

    it('lists every version newest first with actor, request id and the changed fields', async () => {
      const response = await get(`/patients/${id}/history`);
      expect(response.status, JSON.stringify(response.body)).to.equal(200);
      expect(response.body.pagination).to.deep.equal({ page: 1, limit: 20, total: 3, pages: 1 });
      const [third, second, first] = response.body.data;
      expect([third.revision, second.revision, first.revision]).to.deep.equal([2, 1, 0]);
      expect(first.event_type).to.equal('PatientRegistered');
      expect(first.request_id).to.equal(createRequestId);
      expect(first.actor).to.deep.equal({ user_id: alice.userId, role: 'provider', organization_id: 'org-a' });
      expect(first.changes).to.deep.include({ path: 'bmi', from: null, to: 24.5 });
      expect(first.batch_id).to.equal(null);
      expect(first.row_number).to.equal(null);
      expect(second.event_type).to.equal('PatientUpdated');
      expect(second.actor).to.deep.equal({ user_id: bob.userId, role: 'admin', organization_id: 'org-b' });
      expect(second.changes).to.have.deep.members([
        { path: 'smoker', from: false, to: true },
        { path: 'bmi', from: 24.5, to: 26.1 },
      ]);
      expect(third.changes).to.deep.equal([{ path: 'menopause_status', from: 'perimenopause', to: 'postmenopause' }]);
      expect(Date.parse(third.recorded_at)).to.be.at.least(Date.parse(first.recorded_at));
    });

    it('pages like the lists', async () => {
      const response = await get(`/patients/${id}/history?page=2&limit=2`);
      expect(response.body.pagination).to.deep.equal({ page: 2, limit: 2, total: 3, pages: 2 });
      expect(response.body.data.map((entry: { revision: number }) => entry.revision)).to.deep.equal([0]);
      expect((await get(`/patients/${id}/history?limit=0`)).status).to.equal(422);
    });

    it('shows research readers a stable pseudonym, never the user id', async () => {
      const entries = (await get(`/patients/${id}/history`, readonly)).body.data;
      const ids = entries.map((entry: { actor: { user_id: string } }) => entry.actor.user_id);
      expect(ids[0]).to.match(/^anon-/);
      expect(ids[0]).to.equal(ids[2]);
      expect(ids[1]).not.to.equal(ids[0]);
      expect(JSON.stringify(entries)).not.to.include(alice.userId);
      expect((await get(`/patients/${id}/history`, auditor)).body.data[1].actor.user_id).to.equal(bob.userId);
    });

    it('answers as_of and revision with the record as it was', async () => {
      const atFirst = await get(`/patients/${id}?as_of=${instants[0]}`);
      expect(atFirst.status, JSON.stringify(atFirst.body)).to.equal(200);
      expect(atFirst.body.data).to.include({ id, bmi: 24.5, smoker: false, menopause_status: 'perimenopause' });
      expect(atFirst.headers.get('etag')).to.equal('W/"0"');
      const atSecond = await get(`/patients/${id}?as_of=${instants[1]}`);
      expect(atSecond.body.data).to.include({ bmi: 26.1, smoker: true, menopause_status: 'perimenopause' });
      const byRevision = await get(`/patients/${id}?revision=1`);
      expect(byRevision.body.data).to.deep.equal(atSecond.body.data);
      const current = await get(`/patients/${id}`);
      expect((await get(`/patients/${id}?revision=2`)).body.data).to.deep.equal(current.body.data);
    });

    it('404 before the record existed; 422 for a future instant, a bad format or an unknown revision', async () => {
      const before = await get(`/patients/${id}?as_of=2001-01-01T00:00:00Z`);
      expect(before.status).to.equal(404);
      expect(before.body.code).to.equal('PATIENT_NOT_FOUND');
      const future = await get(`/patients/${id}?as_of=${new Date(Date.now() + 3_600_000).toISOString()}`);
      expect(future.status).to.equal(422);
      expect(future.body.details[0].field).to.equal('as_of');
      for (const bad of ['yesterday', '2024-01-01', '2024-01-01T10:00:00', '2024-13-01T00:00:00Z']) {
        const response = await get(`/patients/${id}?as_of=${encodeURIComponent(bad)}`);
        expect(response.status, bad).to.equal(422);
        expect(response.body.status).to.equal('error');
      }
      expect((await get(`/patients/${id}?revision=9`)).status).to.equal(422);
      expect((await get(`/patients/${id}?revision=-1`)).status).to.equal(422);
      expect((await get(`/patients/${id}?revision=1&as_of=${instants[0]}`)).status).to.equal(422);
    });
  });

  describe('visits', () => {
    it('a visit has its history and time travel; a patient as of a time has the visits recorded by then', async () => {
      const patientId = (await service.request('POST', '/patients', { token: alice.token, body: validPatient() })).body
        .data.id;
      await pause(15);
      const beforeVisits = new Date().toISOString();
      await pause(15);
      const visit = await service.request('POST', '/visits', { token: alice.token, body: validVisit(patientId) });
      const visitId = visit.body.data.id;
      await pause(15);
      const afterFirst = new Date().toISOString();
      await pause(15);
      const update = { symptoms: { hot_flashes: 'severe' }, provider_notes: 'Escalated.' };
      await service.request('PUT', `/visits/${visitId}`, { token: bob.token, body: update });
      await service.request('POST', '/visits', {
        token: alice.token,
        body: validVisit(patientId, { visit_date: '2024-04-01' }),
      });

      const history = (await get(`/visits/${visitId}/history`)).body;
      expect(history.pagination.total).to.equal(2);
      expect(history.data[0].changes).to.have.deep.members([
        { path: 'symptoms.hot_flashes', from: 'moderate', to: 'severe' },
        { path: 'provider_notes', from: 'Symptoms improving on current therapy.', to: 'Escalated.' },
      ]);
      expect(history.data[1].changes).to.deep.include({ path: 'medications.0.name', from: null, to: 'Estradiol' });

      const visitThen = await get(`/visits/${visitId}?as_of=${afterFirst}`);
      expect(visitThen.body.data.symptoms.hot_flashes).to.equal('moderate');
      expect((await get(`/visits/${visitId}?revision=1`)).body.data.symptoms.hot_flashes).to.equal('severe');
      expect((await get(`/visits/${visitId}?as_of=${beforeVisits}`)).body.code).to.equal('VISIT_NOT_FOUND');

      const patientThen = await get(`/patients/${patientId}?as_of=${afterFirst}`);
      expect(patientThen.body.data.visits.map((v: { id: string }) => v.id)).to.deep.equal([visitId]);
      expect((await get(`/patients/${patientId}?as_of=${beforeVisits}`)).body.data.visits).to.deep.equal([]);
      expect((await get(`/patients/${patientId}`)).body.data.visits).to.have.length(2);
    });
  });

  it('imported rows name their batch and row', async () => {
    const upload = await service.upload([CSV_HEADER, validCsvRow(), validCsvRow({ bmi: '31' })].join('\n'), {
      token: alice.token,
    });
    expect(upload.status, JSON.stringify(upload.body)).to.equal(202);
    const batchId = upload.body.data.batch_id;
    await service.waitForBatch(batchId, alice.token);
    const patients = (await get('/patients?limit=100')).body.data as { id: string; bmi: number }[];
    const imported = patients.find((patient) => patient.bmi === 31);
    expect(imported).to.not.equal(undefined);
    const [entry] = (await get(`/patients/${imported?.id}/history`)).body.data;
    expect(entry.batch_id).to.equal(batchId);
    expect(entry.row_number).to.equal(2);
  });

  it('unknown ids are the spec 404s', async () => {
    const patient = await get('/patients/pat_doesnotexist/history');
    expect(patient.status).to.equal(404);
    expect(patient.body.code).to.equal('PATIENT_NOT_FOUND');
    const visit = await get('/visits/vis_doesnotexist/history');
    expect(visit.body.code).to.equal('VISIT_NOT_FOUND');
    expect((await get('/visits/not-an-id/history')).status).to.equal(404);
    expect((await get('/visits/vis_doesnotexist?revision=0')).body.code).to.equal('VISIT_NOT_FOUND');
  });
});
