import { expect } from 'chai';
import {
  type TestResponse,
  type TestService,
  startTestService,
  validPatient,
  validVisit,
} from '../support/test-service';

describe('optimistic concurrency over HTTP: ETag and If-Match (integration)', function () {
  this.timeout(60_000);
  let service: TestService;
  let token: string;

  before(async () => {
    service = await startTestService();
    token = (await service.login('provider')).token;
  });
  after(() => service.stop());

  const put = (path: string, body: unknown, ifMatch?: string) =>
    service.request('PUT', path, { token, body, headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch } });

  for (const kind of ['patients', 'visits'] as const) {
    describe(kind, () => {
      let path = '';
      let created: TestResponse;

      beforeEach(async () => {
        const patient = await service.request('POST', '/patients', { token, body: validPatient() });
        created =
          kind === 'patients'
            ? patient
            : await service.request('POST', '/visits', { token, body: validVisit(patient.body.data.id as string) });
        path = `/${kind}/${created.body.data.id as string}`;
      });

      it('sends ETag W/"<revision>" on create, read and update', async () => {
        expect(created.headers.get('etag')).to.equal('W/"0"');
        expect((await service.request('GET', path, { token })).headers.get('etag')).to.equal('W/"0"');
        const change = kind === 'patients' ? { bmi: 26 } : { provider_notes: 'Follow-up in three months.' };
        const updated = await put(path, change, 'W/"0"');
        expect(updated.status, JSON.stringify(updated.body)).to.equal(200);
        expect(updated.headers.get('etag')).to.equal('W/"1"');
        expect((await service.request('GET', path, { token })).headers.get('etag')).to.equal('W/"1"');
      });

      it('refuses an update decided on an older version with 409 expected/actual, writing nothing', async () => {
        const change = kind === 'patients' ? { bmi: 27 } : { provider_notes: 'First editor.' };
        expect((await put(path, change, 'W/"0"')).status).to.equal(200);
        const stale = await put(
          path,
          kind === 'patients' ? { bmi: 28 } : { provider_notes: 'Second editor.' },
          'W/"0"',
        );
        expect(stale.status).to.equal(409);
        expect(stale.body).to.deep.include({ status: 'error', code: 'CONFLICT' });
        expect(stale.body.details).to.deep.equal({ expected: 'W/"0"', actual: 'W/"1"' });
        const events = await service.runtime.eventStore.readStream(
          `${kind === 'patients' ? 'patient' : 'visit'}-${path.split('/')[2]}`,
        );
        expect(events).to.have.length(2);
        const now = (await service.request('GET', path, { token })).body.data;
        expect(kind === 'patients' ? now.bmi : now.provider_notes).to.equal(kind === 'patients' ? 27 : 'First editor.');
      });

      it('accepts a strong tag, `*` or no If-Match as before, and refuses a malformed one with 422', async () => {
        const change = kind === 'patients' ? { smoker: true } : { provider_notes: 'Seen again.' };
        expect((await put(path, change, '"0"')).status).to.equal(200);
        expect((await put(path, change, '*')).status).to.equal(200);
        expect((await put(path, change)).status).to.equal(200);
        const bogus = await put(path, change, '"bogus"');
        expect(bogus.status).to.equal(422);
        expect(bogus.body.code).to.equal('VALIDATION_ERROR');
        expect(bogus.body.details).to.deep.equal([
          { field: 'If-Match', message: 'Must be one ETag of this record as last read, for example W/"3"' },
        ]);
      });
    });
  }

  it('answers 404, not 409, for an unknown record whatever If-Match says', async () => {
    const response = await put('/patients/pat_nobody', { bmi: 30 }, 'W/"4"');
    expect(response.status).to.equal(404);
    expect(response.body.code).to.equal('PATIENT_NOT_FOUND');
  });
});
