import { expect } from 'chai';
import { type TestResponse, type TestService, startTestService, validPatient } from '../support/test-service';

const NAME = 'Maria Gonzalez';
const RACES = 'caucasian, african_american, asian, hispanic, native_american, pacific_islander, other, unknown';

/** Everything a client receives: status line aside, the body and every header. */
function wholeAnswer(response: TestResponse): string {
  return JSON.stringify(response.body) + JSON.stringify([...response.headers.entries()]);
}

describe('invalid enum values are named when plain, withheld when they look identifying (section 7)', function () {
  this.timeout(60_000);
  let service: TestService;
  let provider: string;
  let admin: string;

  before(async () => {
    service = await startTestService();
    provider = (await service.login('provider')).token;
    admin = (await service.login('admin')).token;
  });
  after(() => service.stop());

  describe('request bodies', () => {
    it('names "martian" and lists the valid races', async () => {
      const response = await service.request('POST', '/patients', {
        token: provider,
        body: validPatient({ race: 'martian' }),
      });
      expect(response.status).to.equal(422);
      expect(response.body.code).to.equal('VALIDATION_ERROR');
      expect(response.body.details).to.deep.equal([
        { field: 'race', message: `Invalid value 'martian'. Must be one of: ${RACES}` },
      ]);
    });

    it('never repeats "race":"Maria Gonzalez" anywhere in the answer', async () => {
      const response = await service.request('POST', '/patients', {
        token: provider,
        body: validPatient({ race: NAME, region: 'mars' }),
      });
      expect(response.status).to.equal(422);
      expect(wholeAnswer(response)).not.to.include('Maria').and.not.to.include('Gonzalez');
      expect(response.body.details).to.deep.include({
        field: 'race',
        message: `Invalid value: the submitted value (14 characters). Must be one of: ${RACES}`,
      });
      expect(response.body.details).to.deep.include({
        field: 'region',
        message: "Invalid value 'mars'. Must be one of: northeast, southeast, midwest, southwest, west, pacific",
      });
    });

    it('names nested enum values of a visit (symptom severity, visit_type)', async () => {
      const created = await service.request('POST', '/patients', { token: provider, body: validPatient() });
      const response = await service.request('POST', '/visits', {
        token: provider,
        body: {
          patient_id: created.body.data.id,
          visit_date: '2024-01-01',
          visit_type: 'walk_in',
          symptoms: { hot_flashes: 'extreme' },
        },
      });
      expect(response.status).to.equal(422);
      expect(response.body.details).to.deep.include({
        field: 'symptoms.hot_flashes',
        message: "Invalid value 'extreme'. Must be one of: none, mild, moderate, severe",
      });
      expect(response.body.details.find((item: { field: string }) => item.field === 'visit_type').message).to.match(
        /^Invalid value 'walk_in'\. Must be one of: initial_consultation, /,
      );
    });
  });

  describe('query parameters', () => {
    it('list filters name a plain value and withhold a name', async () => {
      const plain = await service.request('GET', '/patients?region=mars', { token: provider });
      expect(plain.status).to.equal(422);
      expect(plain.body).to.deep.include({
        code: 'INVALID_ENUM_VALUE',
        message:
          "Invalid value 'mars' for region. Must be one of: northeast, southeast, midwest, southwest, west, pacific",
      });
      expect(plain.body.details).to.include({ field: 'region', value: 'mars' });

      const named = await service.request('GET', `/patients?race=${encodeURIComponent(NAME)}`, { token: provider });
      expect(named.status).to.equal(422);
      expect(named.body.message).to.equal(
        `Invalid value for race: the submitted value (14 characters). Must be one of: ${RACES}`,
      );
      expect(named.body.details).to.deep.equal({ field: 'race', valid_values: RACES.split(', ') });
      expect(wholeAnswer(named)).not.to.include('Maria');

      const visits = await service.request('GET', `/visits?visit_type=${encodeURIComponent(NAME)}`, {
        token: provider,
      });
      expect(visits.status).to.equal(422);
      expect(wholeAnswer(visits)).not.to.include('Maria');
    });

    it('the event feed follows the same rule (it used to repeat any value)', async () => {
      const plain = await service.request('GET', '/events?type=PatientEaten', { token: admin });
      expect(plain.status).to.equal(422);
      expect(plain.body.message).to.match(/^Invalid value 'PatientEaten' for type\. Must be one of: PatientRegistered/);
      expect(plain.body.details.value).to.equal('PatientEaten');

      const named = await service.request('GET', `/events?type=PatientRegistered,${encodeURIComponent(NAME)}`, {
        token: admin,
      });
      expect(named.status).to.equal(422);
      expect(named.body.message).to.match(/^Invalid value for type: the submitted value \(14 characters\)\. Must be/);
      expect(wholeAnswer(named)).not.to.include('Maria');
    });

    it('the audit query follows the same rule (it used to repeat the whole parameter)', async () => {
      const plain = await service.request('GET', '/audit/events?event_type=PatientEaten', { token: admin });
      expect(plain.status).to.equal(422);
      expect(plain.body.code).to.equal('INVALID_ENUM_VALUE');
      expect(plain.body.message).to.match(/^Invalid value 'PatientEaten' for event_type\. Must be one of: /);

      const long = 'x'.repeat(41);
      const named = await service.request('GET', `/audit/events?event_type=PatientRegistered,${long},${NAME}`, {
        token: admin,
      });
      expect(named.status).to.equal(422);
      expect(named.body.message).to.match(/^Invalid value for event_type: the submitted value \(41 characters\)\./);
      expect(wholeAnswer(named)).not.to.include(long).and.not.to.include('Maria');
    });

    it('the dataset snapshot parameters too', async () => {
      const response = await service.request('GET', '/datasets/snapshot?format=xlsx', { token: admin });
      expect(response.status).to.equal(422);
      expect(response.body.message).to.match(/^Invalid value 'xlsx' for format\. Must be one of: csv, ndjson/);
    });
  });
});
