import { expect } from 'chai';
import { type BatchTestService, CSV_HEADER, startBatchService, validCsvRow } from '../batch/batch-support';
import { validPatient, validVisit } from '../support/test-service';

/**
 * Organization scoping, every route both ways: a provider of organization A
 * reads and writes A's records; a provider of B gets 403
 * ORGANIZATION_ACCESS_DENIED for each of them and never sees them in a list.
 * Research readers, auditors and admins reach every organization.
 */
describe('organization scoping over HTTP', function () {
  this.timeout(90_000);
  let service: BatchTestService;
  const tokens: Record<string, string> = {};
  let patientA: string;
  let visitA: string;
  let batchA: string;
  let patientB: string;

  const get = (path: string, who: string) => service.request('GET', path, { token: tokens[who] });

  function expectDenied(response: { status: number; body: any }, who: string, resource: string): void {
    expect(response.status, JSON.stringify(response.body)).to.equal(403);
    expect(response.body).to.deep.include({ status: 'error', code: 'ORGANIZATION_ACCESS_DENIED' });
    expect(response.body.details).to.deep.equal({ organization_id: `org-${who.at(-1)}`, resource });
  }

  before(async () => {
    service = await startBatchService();
    const people: [string, 'provider' | 'readonly' | 'auditor' | 'admin', string][] = [
      ['providerA', 'provider', 'org-A'],
      ['colleagueA', 'provider', 'org-A'],
      ['providerB', 'provider', 'org-B'],
      ['readonlyC', 'readonly', 'org-C'],
      ['auditorC', 'auditor', 'org-C'],
      ['adminC', 'admin', 'org-C'],
    ];
    for (const [name, role, org] of people) tokens[name] = (await service.login(role, org)).token;
    const created = await service.request('POST', '/patients', { token: tokens.providerA, body: validPatient() });
    patientA = created.body.data.id;
    visitA = (await service.request('POST', '/visits', { token: tokens.providerA, body: validVisit(patientA) })).body
      .data.id;
    patientB = (await service.request('POST', '/patients', { token: tokens.providerB, body: validPatient() })).body.data
      .id;
    const upload = await service.upload(`${CSV_HEADER}\n${validCsvRow({ age_years: '61' })}`, {
      token: tokens.providerA,
    });
    expect(upload.status).to.equal(202);
    batchA = upload.body.data.batch_id;
    await service.waitForBatch(batchA, tokens.providerA);
  });
  after(() => service.stop());

  describe('a provider of another organization', () => {
    it('gets 403 reading the patient, the visit and the batch', async () => {
      expectDenied(await get(`/patients/${patientA}`, 'providerB'), 'providerB', `patients/${patientA}`);
      expectDenied(await get(`/visits/${visitA}`, 'providerB'), 'providerB', `visits/${visitA}`);
      expectDenied(await get(`/patients/batch/${batchA}`, 'providerB'), 'providerB', `batches/${batchA}`);
    });

    it("gets 403 for the records' history and their earlier versions", async () => {
      const now = encodeURIComponent(new Date().toISOString());
      for (const path of [`patients/${patientA}`, `visits/${visitA}`]) {
        expectDenied(await get(`/${path}/history`, 'providerB'), 'providerB', path);
        expectDenied(await get(`/${path}?revision=0`, 'providerB'), 'providerB', path);
        expectDenied(await get(`/${path}?as_of=${now}`, 'providerB'), 'providerB', path);
      }
    });

    it('gets 403 changing the patient or the visit, and nothing changes', async () => {
      const put = await service.request('PUT', `/patients/${patientA}`, {
        token: tokens.providerB,
        body: { bmi: 31 },
      });
      expectDenied(put, 'providerB', `patients/${patientA}`);
      const putVisit = await service.request('PUT', `/visits/${visitA}`, {
        token: tokens.providerB,
        body: { provider_notes: 'changed' },
      });
      expectDenied(putVisit, 'providerB', `visits/${visitA}`);
      expect((await get(`/patients/${patientA}`, 'providerA')).body.data.bmi).to.equal(24.5);
      expect((await get(`/visits/${visitA}`, 'providerA')).body.data.provider_notes).to.equal(
        'Symptoms improving on current therapy.',
      );
    });

    it("gets 403 recording a visit for the other organization's patient, and no visit is written", async () => {
      const response = await service.request('POST', '/visits', {
        token: tokens.providerB,
        body: validVisit(patientA),
      });
      expectDenied(response, 'providerB', `patients/${patientA}`);
      expect((await get(`/visits?patient_id=${patientA}`, 'providerA')).body.pagination.total).to.equal(1);
    });

    it("lists only its own organization's patients and visits", async () => {
      const patients = (await get('/patients?limit=100', 'providerB')).body;
      expect(patients.data.map((p: { id: string }) => p.id)).to.deep.equal([patientB]);
      expect(patients.pagination.total).to.equal(1);
      const visits = (await get(`/visits?patient_id=${patientA}`, 'providerB')).body;
      expect(visits).to.deep.include({ data: [] });
      expect(visits.pagination.total).to.equal(0);
    });
  });

  describe('a provider of the same organization', () => {
    it('reads, lists and changes the records', async () => {
      expect((await get(`/patients/${patientA}`, 'colleagueA')).status).to.equal(200);
      expect((await get(`/visits/${visitA}`, 'colleagueA')).status).to.equal(200);
      expect((await get(`/patients/batch/${batchA}`, 'colleagueA')).status).to.equal(200);
      for (const path of [`patients/${patientA}`, `visits/${visitA}`]) {
        expect((await get(`/${path}/history`, 'colleagueA')).status).to.equal(200);
        expect((await get(`/${path}?revision=0`, 'colleagueA')).status).to.equal(200);
      }
      const listed = (await get('/patients?limit=100', 'colleagueA')).body;
      expect(listed.pagination.total).to.equal(2);
      expect(listed.data.map((p: { id: string }) => p.id))
        .to.include(patientA)
        .and.not.include(patientB);
      const put = await service.request('PUT', `/visits/${visitA}`, {
        token: tokens.colleagueA,
        body: { provider_notes: 'Seen by a colleague.' },
      });
      expect(put.status).to.equal(200);
      const visit = await service.request('POST', '/visits', {
        token: tokens.colleagueA,
        body: validVisit(patientA, { visit_date: '2024-04-01' }),
      });
      expect(visit.status).to.equal(201);
      expect((await get('/visits?limit=100', 'colleagueA')).body.pagination.total).to.equal(2);
    });
  });

  describe('roles that reach every organization', () => {
    for (const who of ['readonlyC', 'auditorC', 'adminC']) {
      it(`${who.slice(0, -1)} reads and lists every organization's records`, async () => {
        expect((await get(`/patients/${patientA}`, who)).status).to.equal(200);
        expect((await get(`/patients/${patientB}`, who)).status).to.equal(200);
        expect((await get(`/visits/${visitA}`, who)).status).to.equal(200);
        expect((await get(`/patients/batch/${batchA}`, who)).status).to.equal(200);
        expect((await get(`/patients/${patientA}/history`, who)).status).to.equal(200);
        expect((await get(`/visits/${visitA}?revision=0`, who)).status).to.equal(200);
        const ids = (await get('/patients?limit=100', who)).body.data.map((p: { id: string }) => p.id);
        expect(ids).to.include.members([patientA, patientB]);
        expect((await get(`/visits?patient_id=${patientA}`, who)).body.pagination.total).to.be.greaterThan(0);
      });
    }

    it("admin changes another organization's records, which stay in that organization", async () => {
      const put = await service.request('PUT', `/patients/${patientB}`, { token: tokens.adminC, body: { bmi: 29 } });
      expect(put.status).to.equal(200);
      const visit = await service.request('POST', '/visits', {
        token: tokens.adminC,
        body: validVisit(patientB, { visit_date: '2024-05-01' }),
      });
      expect(visit.status).to.equal(201);
      const patient = await get(`/patients/${patientB}`, 'providerB');
      expect(patient.status).to.equal(200);
      expect(patient.body.data.bmi).to.equal(29);
      expect((await get(`/visits/${visit.body.data.id}`, 'providerB')).status).to.equal(200);
      expect((await get('/visits?limit=100', 'providerB')).body.data.map((v: { id: string }) => v.id)).to.deep.equal([
        visit.body.data.id,
      ]);
      expectDenied(
        await get(`/visits/${visit.body.data.id}`, 'providerA'),
        'providerA',
        `visits/${visit.body.data.id}`,
      );
    });

    it('readonly and auditor still cannot write in any organization (FORBIDDEN by role)', async () => {
      for (const who of ['readonlyC', 'auditorC']) {
        const response = await service.request('PUT', `/patients/${patientA}`, {
          token: tokens[who],
          body: { bmi: 20 },
        });
        expect(response.status).to.equal(403);
        expect(response.body.code).to.equal('FORBIDDEN');
      }
    });
  });
});
