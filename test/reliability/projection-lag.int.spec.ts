import { expect } from 'chai';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

describe('a write acknowledged while the read models lag past the bounded wait', function () {
  this.timeout(60_000);
  let service: TestService;
  let token: string;

  before(async () => {
    // The projector never "catches up" from the handlers' point of view.
    service = await startTestService({}, (deps) => ({ ...deps, projection: { waitFor: async () => false } }));
    token = (await service.login('provider')).token;
  });
  after(() => service.stop());

  it('still answers 201 with the written record, never a 404 for its own write', async () => {
    const patient = await service.request('POST', '/patients', { token, body: validPatient() });
    expect(patient.status).to.equal(201);
    expect(patient.body.data).to.include({ age_years: 52, region: 'west' });
    const updated = await service.request('PUT', `/patients/${patient.body.data.id}`, { token, body: { bmi: 33 } });
    expect(updated.status).to.equal(200);
    expect(updated.body.data.bmi).to.equal(33);
    const visit = await service.request('POST', '/visits', { token, body: validVisit(patient.body.data.id) });
    expect(visit.status).to.equal(201);
    expect(visit.body.data.medications[0].id).to.match(/^med_/);
  });
});
