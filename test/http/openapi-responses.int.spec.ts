import { expect } from 'chai';
import { expectRequestMatches, expectResponseMatches } from '../support/openapi-validator';
import {
  type TestResponse,
  type TestService,
  startTestService,
  validPatient,
  validVisit,
} from '../support/test-service';

/**
 * Drives real requests through the service and checks every response body
 * (and every JSON request body we send) against the OpenAPI document.
 */
describe('real responses match the OpenAPI document', function () {
  let service: TestService;
  let provider: string;
  let readonly: string;

  before(async () => {
    service = await startTestService();
    // The harness starts only the projector; batch status needs the import worker too.
    await service.runtime.importWorker?.start();
    provider = (await service.login('provider')).token;
    readonly = (await service.login('readonly')).token;
  });
  after(async () => {
    await service?.runtime.importWorker?.stop();
    await service?.stop();
  });

  async function call(
    method: string,
    template: string,
    path: string,
    expected: number,
    options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse> {
    if (options.body !== undefined && expected < 400) expectRequestMatches(method, template, options.body);
    const response = await service.request(method, path, options);
    expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).to.equal(expected);
    expectResponseMatches(method, template, response.status, response.body);
    // Documented on every response.
    expect(response.headers.get('x-request-id'), 'X-Request-ID').to.be.a('string');
    expect(response.headers.get('x-ratelimit-limit'), 'X-RateLimit-Limit').to.match(/^\d+$/);
    expect(response.headers.get('x-ratelimit-remaining'), 'X-RateLimit-Remaining').to.match(/^\d+$/);
    expect(response.headers.get('x-ratelimit-reset'), 'X-RateLimit-Reset').to.match(/^\d+$/);
    return response;
  }

  it('auth: login, refresh and their errors', async () => {
    const { email, password } = await service.addUser('provider');
    const login = await call('POST', '/auth/login', '/auth/login', 200, { body: { email, password } });
    await call('POST', '/auth/refresh', '/auth/refresh', 200, {
      body: { refresh_token: login.body.data.refresh_token },
    });
    await call('POST', '/auth/refresh', '/auth/refresh', 401, {
      body: { refresh_token: login.body.data.refresh_token },
    });
    await call('POST', '/auth/login', '/auth/login', 401, { body: { email, password: 'wrong-password' } });
    await call('POST', '/auth/login', '/auth/login', 422, { body: { email } });
    await call('POST', '/auth/login', '/auth/login', 400, {
      rawBody: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('patients: create, get, list, update', async () => {
    const created = await call('POST', '/patients', '/patients', 201, { token: provider, body: validPatient() });
    expect(created.headers.get('location')).to.equal(
      `${service.config.environment.publicBaseUrl}/patients/${created.body.data.id}`,
    );
    const id = created.body.data.id as string;
    const minimal = {
      age_years: 47,
      race: 'unknown',
      ethnicity: 'unknown',
      region: 'midwest',
      menopause_status: 'unknown',
    };
    const bare = await call('POST', '/patients', '/patients', 201, { token: provider, body: minimal });
    expect(bare.body.data.notes).to.equal(null);

    await call('GET', '/patients/{id}', `/patients/${id}`, 200, { token: readonly });
    const list = await call('GET', '/patients', '/patients?limit=5&region=west', 200, { token: readonly });
    expect(list.body.data.length).to.be.greaterThan(0);
    const updated = await call('PUT', '/patients/{id}', `/patients/${id}`, 200, {
      token: provider,
      body: { bmi: 27.1, smoker: true },
    });
    expect(updated.body.data.bmi).to.equal(27.1);
  });

  it('visits: create, get, list, update, and the patient with its visits', async () => {
    const patient = await call('POST', '/patients', '/patients', 201, { token: provider, body: validPatient() });
    const patientId = patient.body.data.id as string;
    const created = await call('POST', '/visits', '/visits', 201, { token: provider, body: validVisit(patientId) });
    const id = created.body.data.id as string;
    const bare = await call('POST', '/visits', '/visits', 201, {
      token: provider,
      body: { patient_id: patientId, visit_date: '2024-01-10', visit_type: 'initial_consultation' },
    });
    expect(bare.body.data.hormone_biomarkers).to.equal(null);
    expect(bare.body.data.medications).to.deep.equal([]);

    await call('GET', '/visits/{id}', `/visits/${id}`, 200, { token: readonly });
    await call(
      'GET',
      '/visits',
      `/visits?patient_id=${patientId}&start_date=2024-01-01&end_date=2024-12-31&visit_type=follow_up`,
      200,
      {
        token: readonly,
      },
    );
    const medicationId = created.body.data.medications[0].id as string;
    const changes = {
      symptoms: { hot_flashes: 'mild' },
      medications: [
        { id: medicationId, name: 'Estradiol', type: 'estrogen', dosage: '0.5 mg' },
        { name: 'Vitamin D', type: 'supplement' },
      ],
      lifestyle: { stress_level: 'low' },
    };
    const updated = await call('PUT', '/visits/{id}', `/visits/${id}`, 200, { token: provider, body: changes });
    expect(updated.body.data.symptoms.night_sweats).to.equal('mild');
    await call('GET', '/patients/{id}', `/patients/${patientId}`, 200, { token: readonly });
  });

  it('history and time travel', async () => {
    const patient = await call('POST', '/patients', '/patients', 201, { token: provider, body: validPatient() });
    const patientId = patient.body.data.id as string;
    const visit = await call('POST', '/visits', '/visits', 201, { token: provider, body: validVisit(patientId) });
    const visitId = visit.body.data.id as string;
    await call('PUT', '/visits/{id}', `/visits/${visitId}`, 200, { token: provider, body: { provider_notes: 'Ok.' } });
    await call('PUT', '/patients/{id}', `/patients/${patientId}`, 200, { token: provider, body: { bmi: 30 } });
    await call('GET', '/patients/{id}/history', `/patients/${patientId}/history`, 200, { token: readonly });
    await call('GET', '/visits/{id}/history', `/visits/${visitId}/history?limit=1`, 200, { token: provider });
    await call('GET', '/patients/{id}/history', '/patients/pat_doesNotExist123/history', 404, { token: readonly });
    await call('GET', '/visits/{id}/history', '/visits/vis_doesNotExist123/history', 404, { token: readonly });
    await call('GET', '/visits/{id}/history', `/visits/${visitId}/history?page=0`, 422, { token: readonly });
    const auditor = (await service.login('auditor')).token;
    const proven = `/patients/${patientId}/history?include=inclusion_proof`;
    await call('GET', '/patients/{id}/history', proven, 200, { token: auditor });
    await call('GET', '/patients/{id}/history', proven, 403, { token: readonly });
    await call('GET', '/visits/{id}/history', `/visits/${visitId}/history?include=all`, 422, { token: auditor });
    await call('GET', '/patients/{id}', `/patients/${patientId}?revision=0`, 200, { token: readonly });
    await call('GET', '/patients/{id}', `/patients/${patientId}?as_of=${new Date().toISOString()}`, 200, {
      token: readonly,
    });
    await call('GET', '/visits/{id}', `/visits/${visitId}?revision=0`, 200, { token: readonly });
    await call('GET', '/visits/{id}', `/visits/${visitId}?as_of=2020-01-01T00:00:00Z`, 404, { token: readonly });
    await call('GET', '/patients/{id}', `/patients/${patientId}?as_of=soon`, 422, { token: readonly });
  });

  it('audit: public key, checkpoints, verification, the audit query and its errors', async () => {
    const auditor = (await service.login('auditor')).token;
    await call('GET', '/audit/public-key', '/audit/public-key', 200);
    await service.runtime.audit.notary?.checkpointNow();
    const latest = await call('GET', '/audit/checkpoints/latest', '/audit/checkpoints/latest', 200, { token: auditor });
    const size = latest.body.data.tree_size as number;
    await call('GET', '/audit/checkpoints', `/audit/checkpoints?tree_size=${size}`, 200, { token: auditor });
    await call('GET', '/audit/checkpoints', '/audit/checkpoints?tree_size=x', 422, { token: auditor });
    await call('GET', '/audit/verify', '/audit/verify', 200, { token: auditor });
    const page = await call('GET', '/audit/events', '/audit/events?limit=3', 200, { token: auditor });
    expect(page.body.data).to.have.length(3);
    await call('GET', '/audit/events', '/audit/events?event_type=AuditTrailRead&limit=1', 403, { token: provider });
    await call('GET', '/audit/events', '/audit/events?event_type=Nope', 422, { token: auditor });
    await call('GET', '/audit/events', '/audit/events?after=x', 422, { token: auditor });
    await call('GET', '/audit/verify', '/audit/verify', 403, { token: readonly });
    await call('GET', '/audit/events', '/audit/events', 401);
  });

  it('validation, de-identification and query errors', async () => {
    await call('POST', '/patients', '/patients', 422, {
      token: provider,
      body: validPatient({ age_years: 10, race: undefined, extra: 1 }),
    });
    const deid = await call('POST', '/patients', '/patients', 422, {
      token: provider,
      body: validPatient({ notes: 'Patient Jennifer Martinez lives at 42 Oak Street, Springfield.' }),
    });
    expect(deid.body.code).to.equal('DE_IDENTIFICATION_ERROR');
    const patient = await call('POST', '/patients', '/patients', 201, { token: provider, body: validPatient() });
    const patientId = patient.body.data.id as string;
    await call('PUT', '/patients/{id}', `/patients/${patientId}`, 422, { token: provider, body: { region: 'west' } });
    await call('POST', '/visits', '/visits', 422, {
      token: provider,
      body: validVisit(patientId, { hormone_biomarkers: { fsh_miu_ml: 301 } }),
    });
    await call('GET', '/patients', '/patients?limit=0', 422, { token: readonly });
    expect((await call('GET', '/patients', '/patients?region=mars', 422, { token: readonly })).body.code).to.equal(
      'INVALID_ENUM_VALUE',
    );
    await call('GET', '/visits', '/visits?start_date=2024-02-30', 422, { token: readonly });
    await call('GET', '/visits', '/visits?visit_type=house_call', 422, { token: readonly });
    await call('POST', '/patients', '/patients', 400, {
      token: provider,
      rawBody: 'age_years=50',
      headers: { 'Content-Type': 'text/plain' },
    });
  });

  it('not found, authentication and role errors', async () => {
    await call('GET', '/patients/{id}', '/patients/pat_doesNotExist123', 404, { token: readonly });
    await call('PUT', '/patients/{id}', '/patients/pat_doesNotExist123', 404, { token: provider, body: { bmi: 22 } });
    await call('GET', '/visits/{id}', '/visits/vis_doesNotExist123', 404, { token: readonly });
    await call('PUT', '/visits/{id}', '/visits/vis_doesNotExist123', 404, {
      token: provider,
      body: { provider_notes: 'Stable.' },
    });
    await call('POST', '/visits', '/visits', 404, { token: provider, body: validVisit('pat_doesNotExist123') });
    await call('GET', '/patients', '/patients', 401);
    await call('GET', '/visits/{id}', '/visits/vis_x', 401, { token: 'not-a-jwt' });
    await call('POST', '/patients', '/patients', 403, { token: readonly, body: validPatient() });
    await call('PUT', '/visits/{id}', '/visits/vis_x', 403, { token: readonly, body: { provider_notes: 'x' } });
  });

  async function upload(csv: string, token: string, expected: number): Promise<{ status: number; body: unknown }> {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'patients.csv');
    const response = await fetch(`${service.baseUrl}/patients/batch`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).to.equal(expected);
    expectResponseMatches('POST', '/patients/batch', response.status, body);
    return { status: response.status, body };
  }

  it('batch upload: accepted, status while and after processing, errors', async function () {
    if (!service.runtime.appDeps().batchUpload) this.skip();
    const csv = [
      'age_years,race,ethnicity,region,menopause_status,bmi,notes',
      '51,asian,non_hispanic,west,perimenopause,24.5,"Hot flashes, mostly at night"',
      '15,asian,non_hispanic,west,perimenopause,,',
      '60,caucasian,unknown,pacific,postmenopause,31,',
    ].join('\n');
    const accepted = (await upload(csv, provider, 202)).body as { data: { batch_id: string } };
    const batchId = accepted.data.batch_id;
    let status = await call('GET', '/patients/batch/{batch_id}', `/patients/batch/${batchId}`, 200, {
      token: readonly,
    });
    for (let attempt = 0; attempt < 100 && status.body.data.processing; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await call('GET', '/patients/batch/{batch_id}', `/patients/batch/${batchId}`, 200, { token: readonly });
    }
    expect(status.body.data.processing).to.equal(false);
    expect(status.body.data.failed).to.equal(1);
    expect(status.body.data.errors).to.have.length.greaterThan(0);

    await upload('age_years,race,planet\n50,asian,mars\n', provider, 422);
    await upload(csv, provider, 422); // the same bytes again: DUPLICATE_ENTRY naming the batch
    const otherOrganization = (await service.login('provider', 'org-elsewhere')).token;
    await call('GET', '/patients/batch/{batch_id}', `/patients/batch/${batchId}`, 403, { token: otherOrganization });
    await upload(csv, readonly, 403);
    await call('POST', '/patients/batch', '/patients/batch', 400, { token: provider, body: { rows: [] } });
    await call('GET', '/patients/batch/{batch_id}', '/patients/batch/batch_doesNotExist123', 404, { token: readonly });
  });

  it('organization denials and Idempotency-Key replays and mismatches', async () => {
    const other = (await service.login('provider', 'org-elsewhere')).token;
    await call('GET', '/patients', '/patients', 401, { headers: { 'X-API-Key': 'mdk_not_a_key' } });
    const headers = { 'Idempotency-Key': 'openapi-check-1' };
    const created = await call('POST', '/patients', '/patients', 201, {
      token: provider,
      body: validPatient(),
      headers,
    });
    const replayed = await call('POST', '/patients', '/patients', 201, {
      token: provider,
      body: validPatient(),
      headers,
    });
    expect(replayed.body).to.deep.equal(created.body);
    await call('POST', '/patients', '/patients', 422, {
      token: provider,
      body: validPatient({ age_years: 70 }),
      headers,
    });
    const id = created.body.data.id as string;
    await call('GET', '/patients/{id}', `/patients/${id}`, 403, { token: other });
    await call('PUT', '/patients/{id}', `/patients/${id}`, 403, { token: other, body: { bmi: 22 } });
    await call('POST', '/visits', '/visits', 403, { token: other, body: validVisit(id) });
    const visit = await call('POST', '/visits', '/visits', 201, { token: provider, body: validVisit(id) });
    await call('GET', '/visits/{id}', `/visits/${visit.body.data.id}`, 403, { token: other });
    await call('PUT', '/visits/{id}', `/visits/${visit.body.data.id}`, 403, {
      token: other,
      body: { provider_notes: 'Changed.' },
    });
  });
});
