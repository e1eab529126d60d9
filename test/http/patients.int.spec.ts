import { expect } from 'chai';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('patients over HTTP', function () {
  this.timeout(60_000);
  let service: TestService;
  let provider: string;
  let readonly: string;

  before(async () => {
    service = await startTestService();
    provider = (await service.login('provider')).token;
    readonly = (await service.login('readonly')).token;
  });
  after(() => service.stop());

  it('creates a patient: 201, the success envelope and every output field', async () => {
    const response = await service.request('POST', '/patients', { token: provider, body: validPatient() });
    expect(response.status).to.equal(201);
    expect(response.body.status).to.equal('success');
    const data = response.body.data;
    expect(data.id).to.match(/^pat_[A-Za-z0-9_-]{24}$/);
    expect(data).to.include({
      age_years: 52,
      age_months: 3,
      race: 'asian',
      region: 'west',
      bmi: 24.5,
      family_history_breast_cancer: true,
    });
    expect(data.notes).to.equal(validPatient().notes);
    expect(data.created_at).to.match(ISO_UTC);
    expect(data.updated_at).to.equal(data.created_at);
    expect(data.visits).to.deep.equal([]);
  });

  it('answers null for optional fields not given', async () => {
    const body = { age_years: 40, race: 'other', ethnicity: 'unknown', region: 'midwest', menopause_status: 'unknown' };
    const { body: created } = await service.request('POST', '/patients', { token: provider, body });
    expect(created.data).to.include({ age_months: null, bmi: null, smoker: null, notes: null });
  });

  it('reports every invalid field at once', async () => {
    const response = await service.request('POST', '/patients', {
      token: provider,
      body: { age_years: 121, race: 'x', bmi: 61, notes: 'a'.repeat(501) },
    });
    expect(response.status).to.equal(422);
    expect(response.body).to.include({ status: 'error', code: 'VALIDATION_ERROR' });
    const fields = response.body.details.map((item: { field: string }) => item.field);
    expect(fields).to.include.members(['age_years', 'race', 'ethnicity', 'region', 'menopause_status', 'bmi', 'notes']);
    expect(response.body.details).to.deep.include({ field: 'age_years', message: 'Age must be between 18 and 120' });
  });

  it('refuses identifying notes with DE_IDENTIFICATION_ERROR and the span', async () => {
    const notes = 'Seen with her daughter Maria Gonzalez, lives at 42 Oak Street.';
    const response = await service.request('POST', '/patients', { token: provider, body: validPatient({ notes }) });
    expect(response.status).to.equal(422);
    expect(response.body.code).to.equal('DE_IDENTIFICATION_ERROR');
    expect(response.body.details.length).to.be.greaterThan(0);
    for (const item of response.body.details) {
      expect(item.field).to.equal('notes');
      expect(item.warning).to.be.a('string').and.not.empty;
      expect(item.position.start).to.be.at.least(0);
      expect(item.position.end).to.be.greaterThan(item.position.start);
      expect(item.position.end).to.be.at.most(notes.length);
    }
    const covered = (text: string) =>
      response.body.details.some((item: { position: { start: number; end: number } }) => {
        const at = notes.indexOf(text);
        return item.position.start < at + text.length && item.position.end > at;
      });
    expect(covered('Maria Gonzalez')).to.equal(true);
    expect(covered('42 Oak Street')).to.equal(true);
  });

  it('refuses disguised identifiers: spaced letters, digits for letters, other scripts, obfuscated email', async () => {
    for (const notes of [
      'Seen with M a r i a  G o n z a l e z today.',
      'M4ria G0nzalez reports fewer hot flashes.',
      'Daughter 王芳 comes to every visit.',
      'Write to her at maria (at) gmail (dot) com.',
      'SSN 123-45\u200B-6789 on file.',
    ]) {
      const response = await service.request('POST', '/patients', { token: provider, body: validPatient({ notes }) });
      expect(response.status, notes).to.equal(422);
      expect(response.body.code, notes).to.equal('DE_IDENTIFICATION_ERROR');
    }
  });

  it('refuses a right-to-left override in notes as VALIDATION_ERROR of its own', async () => {
    const notes = 'Name: \u202Ezelaznog airam';
    const response = await service.request('POST', '/patients', { token: provider, body: validPatient({ notes }) });
    expect(response.status).to.equal(422);
    expect(response.body.code).to.equal('VALIDATION_ERROR');
    expect(response.body.details).to.deep.equal([{ field: 'notes', message: response.body.details[0].message }]);
    expect(response.body.details[0].message).to.match(/bidirectional/);
  });

  it('lets validation errors win over de-identification', async () => {
    const response = await service.request('POST', '/patients', {
      token: provider,
      body: validPatient({ age_years: 5, notes: 'Dr. Smith referred her' }),
    });
    expect(response.body.code).to.equal('VALIDATION_ERROR');
  });

  it('gets a patient with its visits, newest visit_date first', async () => {
    const { body: created } = await service.request('POST', '/patients', { token: provider, body: validPatient() });
    const id = created.data.id;
    for (const date of ['2023-05-01', '2024-02-10', '2022-12-31']) {
      const visit = await service.request('POST', '/visits', {
        token: provider,
        body: validVisit(id, { visit_date: date }),
      });
      expect(visit.status).to.equal(201);
    }
    const response = await service.request('GET', `/patients/${id}`, { token: readonly });
    expect(response.status).to.equal(200);
    expect(response.body.data.visits.map((visit: { visit_date: string }) => visit.visit_date)).to.deep.equal([
      '2024-02-10',
      '2023-05-01',
      '2022-12-31',
    ]);
    expect(Object.keys(response.body.data.visits[0]).sort()).to.deep.equal([
      'created_at',
      'id',
      'visit_date',
      'visit_type',
    ]);
  });

  it('answers PATIENT_NOT_FOUND with patient_id and searched_fields', async () => {
    const response = await service.request('GET', '/patients/pat_doesnotexist', { token: provider });
    expect(response.status).to.equal(404);
    expect(response.body.code).to.equal('PATIENT_NOT_FOUND');
    expect(response.body.details).to.deep.equal({ patient_id: 'pat_doesnotexist', searched_fields: ['id'] });
  });

  it('updates only the fields sent, with a new updated_at', async () => {
    const { body: created } = await service.request('POST', '/patients', { token: provider, body: validPatient() });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await service.request('PUT', `/patients/${created.data.id}`, {
      token: provider,
      body: { menopause_status: 'postmenopause', smoker: true },
    });
    expect(response.status).to.equal(200);
    expect(response.body.data).to.include({
      menopause_status: 'postmenopause',
      smoker: true,
      bmi: 24.5,
      age_years: 52,
    });
    expect(response.body.data.updated_at > created.data.updated_at).to.equal(true);
    expect(response.body.data.created_at).to.equal(created.data.created_at);
  });

  it('refuses non-updatable and unknown fields on update, naming each', async () => {
    const { body: created } = await service.request('POST', '/patients', { token: provider, body: validPatient() });
    const response = await service.request('PUT', `/patients/${created.data.id}`, {
      token: provider,
      body: { age_years: 60, race: 'other', colour: 'x' },
    });
    expect(response.status).to.equal(422);
    expect(response.body.details).to.deep.equal([
      { field: 'age_years', message: 'This field cannot be updated' },
      { field: 'race', message: 'This field cannot be updated' },
      { field: 'colour', message: 'This field is not allowed' },
    ]);
  });

  it('answers PATIENT_NOT_FOUND when updating an unknown patient', async () => {
    const response = await service.request('PUT', '/patients/pat_nobody', { token: provider, body: { bmi: 30 } });
    expect(response.status).to.equal(404);
    expect(response.body.code).to.equal('PATIENT_NOT_FOUND');
  });

  it('never loses one of many concurrent updates to the same patient', async () => {
    const { body: created } = await service.request('POST', '/patients', { token: provider, body: validPatient() });
    const updates = [
      { smoker: true },
      { hypertension: true },
      { diabetes: true },
      { bmi: 31 },
      { menopause_status: 'postmenopause' },
      { notes: 'Sleeping better.' },
    ];
    const responses = await Promise.all(
      updates.map((body) => service.request('PUT', `/patients/${created.data.id}`, { token: provider, body })),
    );
    expect(responses.map((response) => response.status)).to.deep.equal(updates.map(() => 200));
    const { body } = await service.request('GET', `/patients/${created.data.id}`, { token: provider });
    expect(body.data).to.include({
      smoker: true,
      hypertension: true,
      diabetes: true,
      bmi: 31,
      menopause_status: 'postmenopause',
      notes: 'Sleeping better.',
    });
    const events = await service.runtime.eventStore.readStream(`patient-${created.data.id}`);
    expect(events.map((event) => event.revision)).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
  });
});
