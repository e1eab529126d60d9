import { expect } from 'chai';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

describe('visits over HTTP', function () {
  this.timeout(60_000);
  let service: TestService;
  let token: string;
  let patientId: string;

  before(async () => {
    service = await startTestService();
    token = (await service.login('provider')).token;
    patientId = (await service.request('POST', '/patients', { token, body: validPatient() })).body.data.id;
  });
  after(() => service.stop());

  it('records a visit: 201, the full visit, each medication with an id', async () => {
    const response = await service.request('POST', '/visits', { token, body: validVisit(patientId) });
    expect(response.status).to.equal(201);
    const data = response.body.data;
    expect(data.id).to.match(/^vis_/);
    expect(data).to.include({
      patient_id: patientId,
      visit_date: '2024-03-15',
      visit_type: 'follow_up',
      provider_notes: 'Symptoms improving on current therapy.',
    });
    expect(data.medications[0].id).to.match(/^med_/);
    expect(data.medications[0]).to.include({
      name: 'Estradiol',
      type: 'estrogen',
      dosage: '1 mg',
      frequency: 'once_daily',
      start_date: '2024-01-01',
      end_date: null,
    });
    expect(data.symptoms).to.have.all.keys(
      'hot_flashes',
      'night_sweats',
      'vaginal_dryness',
      'mood_changes',
      'sleep_disturbance',
      'joint_pain',
      'brain_fog',
    );
    expect(data.hormone_biomarkers).to.include({ fsh_miu_ml: 45.2, estradiol_pg_ml: 35, lh_miu_ml: null });
    expect(data.lifestyle).to.deep.equal({
      exercise_minutes_per_week: 150,
      sleep_hours_per_night: 6.5,
      alcohol_units_per_week: 2,
      stress_level: 'moderate',
    });
  });

  it('answers NOT_FOUND with patient_id for an unknown patient', async () => {
    const response = await service.request('POST', '/visits', { token, body: validVisit('pat_unknown123') });
    expect(response.status).to.equal(404);
    expect(response.body.code).to.equal('NOT_FOUND');
    expect(response.body.details).to.deep.equal({ patient_id: 'pat_unknown123' });
  });

  it('refuses a future visit_date and out-of-range values with dotted paths', async () => {
    const response = await service.request('POST', '/visits', {
      token,
      body: validVisit(patientId, {
        visit_date: '2999-01-01',
        hormone_biomarkers: { fsh_miu_ml: 500 },
        symptoms: { brain_fog: 'awful' },
      }),
    });
    expect(response.status).to.equal(422);
    expect(response.body.details).to.deep.include({
      field: 'visit_date',
      message: 'Visit date must not be in the future',
    });
    expect(response.body.details).to.deep.include({
      field: 'hormone_biomarkers.fsh_miu_ml',
      message: 'Value must be between 0 and 300',
    });
    expect(response.body.details.map((item: { field: string }) => item.field)).to.include('symptoms.brain_fog');
  });

  it('checks provider_notes and medication text for identifiers', async () => {
    const response = await service.request('POST', '/visits', {
      token,
      body: validVisit(patientId, {
        provider_notes: 'Call her at 555-867-5309 to follow up.',
        medications: [{ name: 'Estradiol', type: 'estrogen', dosage: '1 mg' }],
      }),
    });
    expect(response.status).to.equal(422);
    expect(response.body.code).to.equal('DE_IDENTIFICATION_ERROR');
    expect(response.body.details[0].field).to.equal('provider_notes');
  });

  it("refuses a name in a medication's dosage, pointing at that field", async () => {
    const response = await service.request('POST', '/visits', {
      token,
      body: validVisit(patientId, {
        medications: [{ name: 'Estradiol', type: 'estrogen', dosage: '1 mg as maria gonzalez prefers' }],
      }),
    });
    expect(response.status).to.equal(422);
    expect(response.body.code).to.equal('DE_IDENTIFICATION_ERROR');
    expect(response.body.details[0].field).to.equal('medications.0.dosage');
  });

  it("refuses a name in a medication's frequency (declared free text), pointing at that field", async () => {
    const response = await service.request('POST', '/visits', {
      token,
      body: validVisit(patientId, {
        medications: [{ name: 'Estradiol', type: 'estrogen', frequency: 'daily, maria gonzalez checks' }],
      }),
    });
    expect(response.status).to.equal(422);
    expect(response.body.code).to.equal('DE_IDENTIFICATION_ERROR');
    expect(response.body.details[0].field).to.equal('medications.0.frequency');
    expect(JSON.stringify(response.body)).to.not.include('gonzalez');
  });

  it('refuses bidi override characters in any text field as VALIDATION_ERROR, not echoing the text', async () => {
    const response = await service.request('POST', '/visits', {
      token,
      body: validVisit(patientId, {
        medications: [{ name: 'Estradiol', type: 'estrogen', dosage: '1 mg \u202Ezelaznog' }],
      }),
    });
    expect(response.status).to.equal(422);
    expect(response.body.code).to.equal('VALIDATION_ERROR');
    expect(response.body.details).to.have.length(1);
    expect(response.body.details[0].field).to.equal('medications.0.dosage');
    expect(JSON.stringify(response.body)).to.not.include('zelaznog');
  });

  it('updates symptoms by merging: fields not sent keep their values', async () => {
    const created = (await service.request('POST', '/visits', { token, body: validVisit(patientId) })).body.data;
    const response = await service.request('PUT', `/visits/${created.id}`, {
      token,
      body: { symptoms: { hot_flashes: 'mild', brain_fog: 'moderate' }, provider_notes: 'Better.' },
    });
    expect(response.status).to.equal(200);
    expect(response.body.data.symptoms).to.deep.equal({
      hot_flashes: 'mild',
      night_sweats: 'mild',
      vaginal_dryness: null,
      mood_changes: null,
      sleep_disturbance: 'severe',
      joint_pain: null,
      brain_fog: 'moderate',
    });
    expect(response.body.data).to.include({
      id: created.id,
      patient_id: patientId,
      visit_date: created.visit_date,
      visit_type: created.visit_type,
      provider_notes: 'Better.',
    });
    expect(response.body.data.updated_at > created.updated_at).to.equal(true);
  });

  it('refuses non-updatable visit fields and answers VISIT_NOT_FOUND for unknown visits', async () => {
    const created = (await service.request('POST', '/visits', { token, body: validVisit(patientId) })).body.data;
    const refused = await service.request('PUT', `/visits/${created.id}`, {
      token,
      body: { visit_type: 'emergency', patient_id: patientId },
    });
    expect(refused.status).to.equal(422);
    expect(refused.body.details).to.have.deep.members([
      { field: 'visit_type', message: 'This field cannot be updated' },
      { field: 'patient_id', message: 'This field cannot be updated' },
    ]);
    const missing = await service.request('GET', '/visits/vis_nothing', { token });
    expect(missing.status).to.equal(404);
    expect(missing.body.code).to.equal('VISIT_NOT_FOUND');
    const missingUpdate = await service.request('PUT', '/visits/vis_nothing', { token, body: { provider_notes: 'x' } });
    expect(missingUpdate.body.code).to.equal('VISIT_NOT_FOUND');
  });

  it('lists visits with patient_id, visit_type and inclusive date filters', async () => {
    const other = (await service.request('POST', '/patients', { token, body: validPatient() })).body.data.id;
    for (const [date, type] of [
      ['2023-01-01', 'initial_consultation'],
      ['2023-06-30', 'follow_up'],
      ['2023-12-31', 'annual_checkup'],
      ['2024-01-01', 'follow_up'],
    ]) {
      await service.request('POST', '/visits', {
        token,
        body: validVisit(other, { visit_date: date, visit_type: type }),
      });
    }
    const all = await service.request('GET', `/visits?patient_id=${other}`, { token });
    expect(all.body.pagination).to.deep.equal({ page: 1, limit: 20, total: 4, pages: 1 });
    expect(Object.keys(all.body.data[0]).sort()).to.deep.equal([
      'created_at',
      'hormone_biomarkers',
      'id',
      'patient_id',
      'symptoms',
      'visit_date',
      'visit_type',
    ]);
    const ranged = await service.request(
      'GET',
      `/visits?patient_id=${other}&start_date=2023-06-30&end_date=2023-12-31`,
      { token },
    );
    expect(ranged.body.data.map((visit: { visit_date: string }) => visit.visit_date).sort()).to.deep.equal([
      '2023-06-30',
      '2023-12-31',
    ]);
    const followUps = await service.request('GET', `/visits?patient_id=${other}&visit_type=follow_up`, { token });
    expect(followUps.body.pagination.total).to.equal(2);
  });

  it('refuses malformed list parameters', async () => {
    const badDate = await service.request('GET', '/visits?start_date=2024-13-01', { token });
    expect(badDate.status).to.equal(422);
    expect(badDate.body.details).to.deep.equal([
      { field: 'start_date', message: 'Must be a valid date in YYYY-MM-DD format' },
    ]);
    const badType = await service.request('GET', '/visits?visit_type=checkup', { token });
    expect(badType.body.code).to.equal('INVALID_ENUM_VALUE');
    const badLimit = await service.request('GET', '/visits?limit=101', { token });
    expect(badLimit.body.details[0].field).to.equal('limit');
  });
});
